/**
 * `compute` remembered per text for as long as the returned function is kept: large documents repeat their texts
 * (descriptions, names) thousands of times, and rendering, sanitizing or splitting each again was most of their cost.
 */
export const oncePerText = <T>(compute: (text: string) => T): ((text: string) => T) => {
  const done = new Map<string, T>();
  return (text) => {
    if (done.has(text)) return done.get(text) as T;
    const value = compute(text);
    done.set(text, value);
    return value;
  };
};
