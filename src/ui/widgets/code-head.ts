/** How much of a long code block is drawn until the reader asks for all of it (docs/pages.md "Long code"). */
export const CODE_HEAD_LINES = 400;
export const CODE_HEAD_CHARS = 24_000;

/** The start of a code text that is drawn, and how much of the whole it is; `cut` false: the whole is drawn. */
export type CodeHead =
  | { readonly cut: false }
  | { readonly cut: true; readonly text: string; readonly by: 'lines'; readonly shown: number; readonly total: number }
  | { readonly cut: true; readonly text: string; readonly by: 'characters'; readonly shown: number; readonly total: number };

const lineCount = (text: string): number => {
  let lines = 1;
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) lines += 1;
  return lines;
};

/** Where the `count`th line ends (the index of its newline), or -1 when the text has no more lines than that. */
const endOfLine = (text: string, count: number): number => {
  let at = -1;
  for (let line = 0; line < count; line += 1) {
    at = text.indexOf('\n', at + 1);
    if (at === -1) return -1;
  }
  return at;
};

/**
 * The first `maxLines` whole lines of `text`, or fewer where they would pass `maxChars` (a minified JSON is one long
 * line: then its first `maxChars` characters, never splitting a surrogate pair). A text within both is drawn whole.
 */
export const codeHead = (text: string, maxLines = CODE_HEAD_LINES, maxChars = CODE_HEAD_CHARS): CodeHead => {
  const linesEnd = endOfLine(text, maxLines);
  if (linesEnd === -1 && text.length <= maxChars) return { cut: false };
  const withinLines = linesEnd === -1 ? text.length : linesEnd;
  if (withinLines <= maxChars) return { cut: true, text: text.slice(0, withinLines), by: 'lines', shown: maxLines, total: lineCount(text) };
  const lastNewline = text.lastIndexOf('\n', maxChars - 1);
  if (lastNewline > 0) {
    const head = text.slice(0, lastNewline);
    return { cut: true, text: head, by: 'lines', shown: lineCount(head), total: lineCount(text) };
  }
  const code = text.charCodeAt(maxChars - 1);
  const end = code >= 0xd800 && code <= 0xdbff ? maxChars - 1 : maxChars;
  return { cut: true, text: text.slice(0, end), by: 'characters', shown: end, total: text.length };
};
