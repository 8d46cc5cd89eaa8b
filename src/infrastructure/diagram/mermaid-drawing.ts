import mermaid, { type MermaidConfig } from 'mermaid';
import type { DrawDiagram } from './draw-diagram';

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

/**
 * Mermaid in the document it runs in: the diagram frame's (src/main/diagram-frame.main.ts), whose CSP does not enforce
 * Trusted Types, since mermaid writes its SVG and style through innerHTML (docs/security.md). Answers mermaid's SVG
 * as it drew it; the page sanitizes it (`sanitizeSvg`).
 */
export const createMermaidDrawing = (): DrawDiagram => {
  mermaid.initialize(CONFIG);
  return async (source, id) => (await mermaid.render(id.replace(/[^A-Za-z0-9_-]/g, '-'), source)).svg;
};
