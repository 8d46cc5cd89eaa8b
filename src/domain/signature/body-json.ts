/**
 * param_json / requestBody must be the exact HTTP body (the signature covers it byte for byte): valid JSON with no
 * whitespace outside string literals. Whitespace inside string values belongs to the data and is kept.
 *
 * Empty text is not JSON ('invalidJson' here); the form reports a blank body as 'required' before asking this.
 */

export type ExactBodyCheck =
  | { readonly kind: 'ok' }
  | { readonly kind: 'invalidJson' }
  /** Valid JSON with insignificant whitespace; `compacted` is the same text without it, to offer instead. */
  | { readonly kind: 'whitespaceOutsideStrings'; readonly compacted: string };

/** The four whitespace characters JSON allows between tokens. */
const isJsonWhitespace = (ch: string): boolean => ch === ' ' || ch === '\t' || ch === '\n' || ch === '\r';

/**
 * Drops whitespace outside string literals and copies everything else as it is: numbers, key order and escapes are
 * never reparsed or rewritten (1.50 stays 1.50, "\u00e9" stays "\u00e9").
 */
export const compactJsonText = (text: string): string => {
  let out = '';
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charAt(i);
    if (inString) {
      out += ch;
      if (ch === '\\') {
        out += text.charAt(i + 1);
        i++;
      } else if (ch === '"') {
        inString = false;
      }
    } else if (ch === '"') {
      inString = true;
      out += ch;
    } else if (!isJsonWhitespace(ch)) {
      out += ch;
    }
  }
  return out;
};

const isJson = (text: string): boolean => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

export const checkExactBody = (text: string): ExactBodyCheck => {
  if (!isJson(text)) return { kind: 'invalidJson' };
  const compacted = compactJsonText(text);
  return compacted === text ? { kind: 'ok' } : { kind: 'whitespaceOutsideStrings', compacted };
};
