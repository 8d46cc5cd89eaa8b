/** A copy of `value` without `key` (an optional field cleared, as exactOptionalPropertyTypes wants it). */
export const withoutKey = <T extends object, K extends keyof T>(value: T, key: K): Omit<T, K> => {
  const { [key]: _dropped, ...rest } = value;
  return rest;
};
