import DOMPurify from 'dompurify';
import * as TE from 'fp-ts/TaskEither';
import mermaid, { type MermaidConfig } from 'mermaid';
import type { DiagramError, DiagramRenderer } from '../../application/ports/diagram.port';
import type { SafeHtml } from '../../domain/doc/safe-html';

/**
 * Strict security (no click handlers, labels encoded), SVG text labels (no foreignObject HTML), errors thrown rather
 * than drawn into the page. A diagram's own %%{init}%% directive cannot change any of these, nor the theme or its CSS.
 */
const CONFIG: MermaidConfig = {
  startOnLoad: false,
  securityLevel: 'strict',
  htmlLabels: false,
  suppressErrorRendering: true,
  theme: 'neutral',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", "PingFang SC", "Microsoft YaHei", sans-serif',
  secure: [
    'secure',
    'securityLevel',
    'startOnLoad',
    'maxTextSize',
    'suppressErrorRendering',
    'maxEdges',
    'htmlLabels',
    'theme',
    'themeCSS',
    'themeVariables',
    'fontFamily',
    'altFontFamily',
    'darkMode',
  ],
};

const purifier = DOMPurify();

/**
 * A drawn diagram made safe for the DOM: SVG elements and attributes only (no script, no event handler, no
 * foreignObject), its root given `role="img"` and `label` as its accessible name. Empty when no SVG is left.
 */
export const sanitizeSvg = (svg: string, label: string): SafeHtml => {
  const fragment = purifier.sanitize(svg, { USE_PROFILES: { svg: true, svgFilters: true }, RETURN_DOM_FRAGMENT: true });
  const root = fragment.firstElementChild;
  if (root?.tagName.toLowerCase() !== 'svg') return '' as SafeHtml;
  root.setAttribute('role', 'img');
  root.setAttribute('aria-label', label);
  // The name above wins over mermaid's own pointer to its <title>.
  root.removeAttribute('aria-labelledby');
  const host = document.createElement('div');
  host.append(root);
  return host.innerHTML as SafeHtml;
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

/** The diagram renderer: mermaid (its own chunk), its SVG sanitized by DOMPurify's SVG profile. */
export const createMermaidDiagrams = (): DiagramRenderer => {
  mermaid.initialize(CONFIG);
  return {
    render: (source, id, fallbackLabel) =>
      TE.tryCatch(async () => {
        const { svg } = await mermaid.render(id.replace(/[^A-Za-z0-9_-]/g, '-'), source);
        const html = sanitizeSvg(svg, diagramTitle(source) ?? fallbackLabel);
        if (!html) throw new Error('The diagram drew nothing.');
        return html;
      }, failed),
  };
};
