import { beforeAll, describe, expect, it } from 'vitest';
import { createMermaidDiagrams, diagramTitle, sanitizeSvg } from '../../../src/infrastructure/diagram/mermaid-diagram.adapter';
import { createMermaidDrawing } from '../../../src/infrastructure/diagram/mermaid-drawing';
import type { DomHtml } from '../../../src/domain/doc/safe-html';
import { htmlText } from '../support/html-text';

/** What the sanitizer wrote, as text (a TrustedHTML in a browser that enforces Trusted Types). */
const written = (html: DomHtml | undefined): string => {
  if (html === undefined) throw new Error('no SVG was left');
  return htmlText(html);
};

/** Puts `html` into a detached element and lists what could run: scripts, HTML islands, event handlers, script URLs. */
const dangerIn = (html: DomHtml | undefined): string[] => {
  const host = document.createElement('div');
  host.innerHTML = written(html);
  const found: string[] = [];
  for (const element of host.querySelectorAll('*')) {
    if (/^(script|foreignobject|iframe|object|embed|img|use)$/i.test(element.tagName)) found.push(element.tagName);
    for (const attribute of element.attributes) {
      if (/^on/i.test(attribute.name)) found.push(`${element.tagName}[${attribute.name}]`);
      if (/^\s*(javascript|data):/i.test(attribute.value)) found.push(`${element.tagName}[${attribute.name}=${attribute.value}]`);
    }
  }
  return found;
};

const svgOf = (html: DomHtml | undefined): SVGSVGElement => {
  const host = document.createElement('div');
  host.innerHTML = written(html);
  const svg = host.querySelector('svg');
  if (!svg) throw new Error(`no svg in ${written(html)}`);
  return svg;
};

describe('sanitizeSvg', () => {
  const hostile = [
    '<svg xmlns="http://www.w3.org/2000/svg" aria-labelledby="t1"><title id="t1">x</title>',
    '<script>window.__xss = 1</script>',
    '<g onload="window.__xss = 1"><text onclick="window.__xss = 1"><tspan>入库 / Inbound</tspan></text></g>',
    '<foreignObject><div xmlns="http://www.w3.org/1999/xhtml"><img src="x" onerror="window.__xss = 1"></div></foreignObject>',
    '<a href="javascript:window.__xss = 1"><text>link</text></a>',
    '<animate attributeName="href" to="javascript:window.__xss = 1"/>',
    '<use href="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=#x"/>',
    '<path d="M0 0L10 10" marker-end="url(#arrow)"/><style>#d1 .actor{fill:#eee}</style>',
    '</svg>',
  ].join('');

  it('keeps the drawing and removes everything that could run', () => {
    const html = sanitizeSvg(hostile, 'Diagram');
    expect(dangerIn(html)).toEqual([]);
    const svg = svgOf(html);
    expect(svg.querySelector('tspan')?.textContent).toBe('入库 / Inbound');
    expect(svg.querySelector('path')?.getAttribute('marker-end')).toBe('url(#arrow)');
    expect(svg.querySelector('style')?.textContent).toContain('.actor');
  });

  it('names the drawing as an image, over its own label pointer', () => {
    const svg = svgOf(sanitizeSvg(hostile, '一次调用 / One call'));
    expect(svg.getAttribute('role')).toBe('img');
    expect(svg.getAttribute('aria-label')).toBe('一次调用 / One call');
    expect(svg.hasAttribute('aria-labelledby')).toBe(false);
  });

  it('is nothing when no SVG is left', () => {
    expect(sanitizeSvg('<img src=x onerror="window.__xss = 1"><p>text</p>', 'Diagram')).toBeUndefined();
  });
});

describe('diagramTitle', () => {
  it.each([
    ['---\ntitle: 入库流程\n---\nflowchart LR\n  A --> B', '入库流程'],
    ['sequenceDiagram\n  title 一次调用 / One call\n  A->>B: hi', '一次调用 / One call'],
    ['flowchart LR\n  accTitle: "Onboarding"\n  A --> B', 'Onboarding'],
    ['pie title Pets\n  "Dogs" : 3', 'Pets'],
  ])('reads the title of %j', (source, title) => {
    expect(diagramTitle(source)).toBe(title);
  });

  it('is undefined for an untitled diagram', () => {
    expect(diagramTitle('flowchart LR\n  A --> B')).toBeUndefined();
  });
});

describe('mermaid diagram renderer', () => {
  beforeAll(() => {
    // jsdom lays nothing out: mermaid measures text with getBBox.
    const measured = { getBBox(this: SVGElement) { return { x: 0, y: 0, width: 8 * (this.textContent.length || 1), height: 16 }; } };
    Object.assign(SVGElement.prototype, measured, { getComputedTextLength: () => 40 });
  });
  // Mermaid in this document, as the diagram frame runs it (the frame itself: test/e2e).
  const diagrams = createMermaidDiagrams(createMermaidDrawing());

  it('draws a sequence diagram as a named, sanitized SVG; a label with markup stays text', async () => {
    const source = 'sequenceDiagram\n  title 一次调用 / One call\n  M->>G: <img src=x onerror="window.__xss = 1"><script>window.__xss = 1</script>\n  G-->>M: ok';
    const result = await diagrams.render(source, 'diagram-test-1', 'Diagram')();
    if (result._tag === 'Left') throw new Error(result.left.message);
    expect(dangerIn(result.right)).toEqual([]);
    const svg = svgOf(result.right);
    expect(svg.getAttribute('role')).toBe('img');
    expect(svg.getAttribute('aria-label')).toBe('一次调用 / One call');
    expect(svg.textContent).toContain('ok');
    expect(document.getElementById('ddiagram-test-1')).toBeNull();
  });

  it('a flowchart with HTML in its labels draws SVG text, no HTML island', async () => {
    const source = 'flowchart LR\n  A["<img src=x onerror=alert(1)>"] --> B["<b>bold</b> <script>alert(1)</script>"]';
    const result = await diagrams.render(source, 'diagram-test-2', 'Diagram')();
    if (result._tag === 'Left') throw new Error(result.left.message);
    expect(dangerIn(result.right)).toEqual([]);
    const svg = svgOf(result.right);
    expect(svg.getAttribute('aria-label')).toBe('Diagram');
    expect(svg.textContent).toContain('bold');
  });

  it('a directive cannot loosen the security level or switch on HTML labels', async () => {
    const source = '%%{init: {"securityLevel": "loose", "htmlLabels": true, "themeCSS": "svg { background: url(https://evil.example.org/x) }"}}%%\nflowchart LR\n  A[hi] --> B[there]';
    const result = await diagrams.render(source, 'diagram-test-3', 'Diagram')();
    if (result._tag === 'Left') throw new Error(result.left.message);
    expect(written(result.right)).not.toContain('evil.example.org');
    // HTML labels would be foreignObject islands, which the sanitizer drops with their text.
    expect(svgOf(result.right).textContent).toContain('there');
  });

  it('a source that does not parse is a Left, not a throw, and leaves nothing in the page', async () => {
    const result = await diagrams.render('sequenceDiagram\n  A->>', 'diagram-test-4', 'Diagram')();
    expect(result).toMatchObject({ _tag: 'Left', left: { kind: 'DiagramFailed' } });
    expect(document.querySelector('[id*="diagram-test-4"]')).toBeNull();
  });
});
