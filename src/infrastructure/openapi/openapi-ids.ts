/**
 * The portal addresses APIs by number. An OpenAPI operation's number is its unit's, times OPERATION_SPACE, plus a hash
 * of its method and path: a link stays right when operations are added, removed or reordered. (Two operations whose
 * hashes meet, about one document in a thousand for GitHub's 1,223, take the next free numbers in document order.)
 */
export const OPERATION_SPACE = 1_000_000_000;

/** FNV-1a, 32 bits. */
const hash = (text: string): number => {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
};

/** The slot an operation's key ('GET /v1/charges') takes when no other operation's hash met it first. */
export const firstSlot = (key: string): number => hash(key) % (OPERATION_SPACE - 1);

/** Numbers for each key of a unit's operations ('GET /v1/charges'), in document order. */
export const operationIds = (unitId: number, keys: readonly string[]): number[] => {
  const taken = new Set<number>();
  return keys.map((key) => {
    let slot = firstSlot(key);
    while (taken.has(slot)) slot = (slot + 1) % (OPERATION_SPACE - 1);
    taken.add(slot);
    return unitId * OPERATION_SPACE + slot + 1;
  });
};

export const unitOfOperation = (apiId: number): number => Math.floor(apiId / OPERATION_SPACE);
