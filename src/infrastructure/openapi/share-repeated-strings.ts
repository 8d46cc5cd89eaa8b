/**
 * Fields whose strings are unique by definition (a tree's row ids and anchors, thousands in a large tree): looking
 * them up would cost the most and share nothing.
 */
const UNIQUE_FIELDS = new Set(['id', 'anchor']);

/**
 * Makes every repeated string of a structured-clone answer one string, in place, and returns the answer. A message
 * from a worker arrives with a copy of each string per use: a 20,160-field tree built from a few schemas carried
 * 16,130 copies of "optional" and 2,048 of each description, 2.5 MB of the page's heap (docs/performance.md). Only
 * plain objects and arrays are walked: what a structured clone of JSON-like data holds.
 */
export const shareRepeatedStrings = <Answer>(answer: Answer): Answer => {
  const known = new Map<string, string>();
  const shared = (value: unknown): unknown => {
    if (typeof value === 'string') {
      const first = known.get(value);
      if (first !== undefined) return first;
      known.set(value, value);
      return value;
    }
    if (Array.isArray(value)) {
      for (let index = 0; index < value.length; index += 1) value[index] = shared(value[index]);
    } else if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
      const record = value as Record<string, unknown>;
      for (const key in record) if (!UNIQUE_FIELDS.has(key)) record[key] = shared(record[key]);
      // A row whose id is its anchor (openapi-schema-tree.ts) arrives with a copy of each: it keeps one.
      if (typeof record.id === 'string' && record.id === record.anchor) record.id = record.anchor;
    }
    return value;
  };
  return shared(answer) as Answer;
};
