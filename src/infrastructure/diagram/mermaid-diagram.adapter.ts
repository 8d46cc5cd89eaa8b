import * as TE from 'fp-ts/TaskEither';
import type { DiagramError, DiagramRenderer } from '../../application/ports/diagram.port';
import type { DomHtml } from '../../domain/doc/safe-html';
import { createPurifier } from '../rich-text/purify-policy';
import { createFrameDrawing } from './diagram-frame.client';
import type { DrawDiagram } from './draw-diagram';

// `role` is not in DOMPurify's SVG profile: without it, the pass that signs would drop the root's role="img".
const SVG_ONLY = { USE_PROFILES: { svg: true, svgFilters: true }, ADD_ATTR: ['role'] };
const svgFragmentPurifier = createPurifier({ ...SVG_ONLY, RETURN_DOM_FRAGMENT: true });
const signingSvgPurifier = createPurifier({ ...SVG_ONLY, RETURN_TRUSTED_TYPE: true });

/**
 * A drawn diagram made safe for the DOM: SVG elements and attributes only (no script, no event handler, no
 * foreignObject), its root given `role="img"` and `label` as its accessible name. Nothing when no SVG is left.
 */
export const sanitizeSvg = (svg: string, label: string): DomHtml | undefined => {
  // Configured with RETURN_DOM_FRAGMENT (DOMPurify's type cannot see a configuration given before the call).
  const fragment = svgFragmentPurifier.sanitize(svg) as unknown as DocumentFragment;
  const root = fragment.firstElementChild;
  if (root?.tagName.toLowerCase() !== 'svg') return undefined;
  root.setAttribute('role', 'img');
  root.setAttribute('aria-label', label);
  // The name above wins over mermaid's own pointer to its <title>.
  root.removeAttribute('aria-labelledby');
  // Sanitized once more as it is written out: DOMPurify signs only what it returns itself.
  return signingSvgPurifier.sanitize(root) as DomHtml;
};

/** The diagram's own title: front matter `title:`, `accTitle:`, or a `title` line (sequence, gantt, pie, journey). */
export const diagramTitle = (source: string): string | undefined => {
  const patterns = [/^---\s*\n(?:.*\n)*?\s*title:\s*(.+?)\s*\n(?:.*\n)*?---/, /^\s*accTitle\s*:\s*(.+?)\s*$/m, /^\s*(?:pie\s+)?title\s+(.+?)\s*$/m];
  for (const pattern of patterns) {
    const title = pattern.exec(source)?.[1]?.replace(/^(["'])(.*)\1$/, '$2').trim();
    if (title) return title;
  }
  return undefined;
};

const failed = (error: unknown): DiagramError => ({
  kind: 'DiagramFailed',
  message: error instanceof Error ? error.message : String(error),
});

/**
 * The diagram renderer: mermaid (in the diagram frame unless `draw` says otherwise), its SVG sanitized here by
 * DOMPurify's SVG profile.
 */
export const createMermaidDiagrams = (draw: DrawDiagram = createFrameDrawing(document)): DiagramRenderer => ({
  render: (source, id, fallbackLabel) =>
    TE.tryCatch(async () => {
      const html = sanitizeSvg(await draw(source, id), diagramTitle(source) ?? fallbackLabel);
      if (html === undefined) throw new Error('The diagram drew nothing.');
      return html;
    }, failed),
});
