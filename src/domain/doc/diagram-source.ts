/**
 * A fenced block written in a diagram language is a drawing's source, not text a reader reads: search neither indexes
 * it nor shows it in a snippet (issue #32 m7). The portal draws mermaid; the others are the diagram languages
 * documents commonly carry, left out of text alike.
 */
export const DIAGRAM_LANGUAGES: ReadonlySet<string> = new Set([
  'mermaid',
  'plantuml',
  'puml',
  'graphviz',
  'dot',
  'flowchart',
  'sequence',
  'd2',
  'ditaa',
  'nomnoml',
  'wavedrom',
  'bpmn',
]);

/** A fence's opening line (CommonMark): up to 3 spaces, 3+ backticks or tildes, then its info string. */
const OPENING = /^ {0,3}(`{3,}|~{3,})(.*)$/;

/** The language an info string names: its first word, written `mermaid`, `{.mermaid}` or `{mermaid}`. */
const languageOf = (info: string): string =>
  (info.trim().split(/\s+/)[0] ?? '')
    .replace(/^\{\.?|\}$/g, '')
    .toLowerCase();

/**
 * `markdown` without its diagram blocks: each fenced block in a diagram language goes, fences and all; one never closed
 * runs to the end (as CommonMark reads it, and as a fragment cut inside it is). Other code blocks stay, and a diagram
 * fence written inside one is their text.
 */
export const withoutDiagramBlocks = (markdown: string): string => {
  if (!/`{3}|~{3}/.test(markdown)) return markdown;
  const kept: string[] = [];
  let open: { readonly fence: string; readonly diagram: boolean } | undefined;
  for (const line of markdown.split(/\r?\n/)) {
    if (open) {
      const closes = new RegExp(`^ {0,3}${open.fence[0] === '`' ? '`' : '~'}{${String(open.fence.length)},}[ \\t]*$`).test(line);
      if (!open.diagram) kept.push(line);
      if (closes) open = undefined;
      continue;
    }
    const opening = OPENING.exec(line);
    // A backtick fence's info string has no backtick (otherwise it is inline code, not a fence).
    if (opening && !(opening[1]?.startsWith('`') && opening[2]?.includes('`'))) {
      open = { fence: opening[1] ?? '```', diagram: DIAGRAM_LANGUAGES.has(languageOf(opening[2] ?? '')) };
      if (!open.diagram) kept.push(line);
      continue;
    }
    kept.push(line);
  }
  return kept.join('\n');
};
