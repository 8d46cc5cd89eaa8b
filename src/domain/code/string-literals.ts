/** String literals of the languages code samples are written in: any text, exactly, as each language reads it. */

/** POSIX shell single quotes: nothing is special inside but the quote itself. */
export const shellSingleQuoted = (text: string): string => `'${text.split("'").join(`'\\''`)}'`;

/** A JSON string literal is a valid JavaScript and Python string literal (escapes ", \ and control characters). */
export const jsonQuoted = (text: string): string => JSON.stringify(text);

/**
 * A Java string literal, ASCII only (every non-ASCII UTF-16 unit as \uXXXX), so the sample compiles whatever the
 * source encoding. Backslashes are doubled first, so a body's own "\u" never becomes a Java Unicode escape.
 */
export const javaQuoted = (text: string): string => {
  let out = '"';
  for (const ch of text) {
    for (let i = 0; i < ch.length; i++) {
      const unit = ch.charCodeAt(i);
      const c = ch.charAt(i);
      if (c === '"') out += '\\"';
      else if (c === '\\') out += '\\\\';
      else if (c === '\n') out += '\\n';
      else if (c === '\r') out += '\\r';
      else if (c === '\t') out += '\\t';
      else if (unit < 0x20 || unit > 0x7e) out += `\\u${unit.toString(16).padStart(4, '0')}`;
      else out += c;
    }
  }
  return `${out}"`;
};

/** A Go interpreted string literal: Go accepts JSON's escapes (\" \\ \n \r \t \b \f \uXXXX). */
export const goQuoted = (text: string): string => JSON.stringify(text);

/** A PHP single-quoted string: only \ and ' are escaped; $ is not interpolated. */
export const phpSingleQuoted = (text: string): string => `'${text.replace(/[\\']/g, (c) => `\\${c}`)}'`;

/** A C# verbatim string: only the quote is special (doubled); line breaks stay as they are. */
export const csharpVerbatim = (text: string): string => `@"${text.replaceAll('"', '""')}"`;
