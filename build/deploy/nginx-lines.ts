/** nginx configuration lines, nested `depth` levels (four spaces each); empty lines stay empty. */
export const indent = (lines: readonly string[], depth: number) => lines.map((line) => (line ? `${'    '.repeat(depth)}${line}` : line));
