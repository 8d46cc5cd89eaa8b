/**
 * JSON examples are shown indented; anything else as it came. An example already indented so is answered as the same
 * string, not an equal copy: a page keeps one copy of a large example, however many places show it.
 */
export const formatJson = (code: string): string => {
  try {
    const indented = JSON.stringify(JSON.parse(code), null, 2);
    return indented === code ? code : indented;
  } catch {
    return code;
  }
};
