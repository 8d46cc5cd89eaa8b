const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A draft value fits a field whose start value is `start`: the same type, or any kept value of a field not yet chosen. */
const fits = (start: unknown, value: unknown) =>
  start === undefined ? typeof value === 'string' || typeof value === 'number' : typeof value === typeof start;

/**
 * The form's start values with each field taken from the draft where the draft has a fitting value that the form
 * still offers; anything else in the draft (an old shape, a term no longer offered) is dropped, never shown.
 */
export const restoreDraft = <Values extends object>(
  initial: Values,
  draft: unknown,
  offered: (field: keyof Values, value: unknown) => boolean,
): Values => {
  if (!isRecord(draft)) return initial;
  const fields = Object.keys(initial) as (keyof Values & string)[];
  const kept = fields.filter((field) => field in draft && fits(initial[field], draft[field]) && offered(field, draft[field]));
  return kept.length ? { ...initial, ...Object.fromEntries(kept.map((field) => [field, draft[field]])) } : initial;
};
