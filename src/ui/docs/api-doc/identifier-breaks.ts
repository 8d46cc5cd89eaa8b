/**
 * Where an identifier, a type or an example value may wrap: only at its own boundaries, never inside a word
 * ("BigDecima l", "SO2026112200 01"). A parameter cell renders the pieces with a <wbr> between them (copying the text
 * copies no extra character) and forbids the browser's own breaks inside words (param-table.styles.ts); the API menu
 * does the same for long operation names and paths.
 */

/**
 * A value this long or shorter is never given a wrap opportunity: a parameter's name, type or example of up to 30
 * characters stays on one line (the table is laid out to hold it, and scrolls sideways where it cannot).
 */
export const WHOLE_UP_TO = 30;

/** A piece with no boundary longer than this (a signature, a hash) is cut every this many characters. */
export const MAX_PIECE = 32;

/**
 * Boundaries: after a separator (. _ / - , ; = & ? @ | *; not a colon: 10:00:00 stays whole) or a bracket
 * (List<|Map<|String,|Object>>), and between a lower-case letter or digit and a capital (camelCase), or before the last capital of a run of
 * capitals followed by a lower-case letter (HTTPServer: HTTP|Server). Letters and digits stay together
 * (SO202611220001), and so do spaces with the word before them (the browser breaks at a space anyway).
 */
const BOUNDARY = /(?<=[._/\-,;=&?@|*<[({>\]})])(?=[^\s._/\-,;=&?@|*<[({>\]})])|(?<=[\p{Ll}\d])(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})/u;

const cut = (piece: string): string[] => {
  const pieces: string[] = [];
  for (let at = 0; at < piece.length; at += MAX_PIECE) pieces.push(piece.slice(at, at + MAX_PIECE));
  return pieces;
};

/** The pieces of `text` between its wrap opportunities; joined, they are `text` again. */
export const identifierPieces = (text: string): string[] =>
  text
    .split(BOUNDARY)
    .filter((piece) => piece !== '')
    .flatMap((piece) => (/\S{33,}/.test(piece) ? piece.split(/(\s+)/).filter(Boolean).flatMap((part) => (part.length > MAX_PIECE && /\S/.test(part) ? cut(part) : [part])) : [piece]));
