import { useEffect, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { DomHtml } from '../../domain/doc/safe-html';
import { setInnerHtml } from '../widgets/dom-html';
import { overflows, scrollEdgeAttributes, watchScrollEdges } from '../widgets/use-scroll-edges';
import { useDocuments } from '../portal/portal.context';

/** What the rich-text renderer makes of a mermaid block: its source, readable until it is drawn. */
const PLACEHOLDER = '[data-diagram="mermaid"]:not([data-diagram-state])';
const NOTE = 'data-diagram-note';
const DRAWN = 'figure[data-diagram-state="drawn"]';
const SCROLLER = '[data-diagram-scroll]';

/**
 * A diagram is never drawn narrower than this share of its own width (mermaid's 16 px labels stay above 11 px).
 * Where the column is narrower (phones), it scrolls sideways inside its figure instead of shrinking.
 */
const MIN_SCALE = 0.7;

let drawn = 0;

/** The SVG's own width, from its viewBox. */
const naturalWidth = (svg: SVGSVGElement | null): number | undefined => {
  const width = Number(svg?.getAttribute('viewBox')?.trim().split(/[\s,]+/)[2]);
  return Number.isFinite(width) && width > 0 ? width : undefined;
};

/** A drawn diagram: the SVG, at no less than its readable width, in a scroller inside the figure. */
const drawnFigure = (svgHtml: DomHtml): HTMLElement => {
  const figure = document.createElement('figure');
  figure.setAttribute('data-diagram-state', 'drawn');
  const scroller = document.createElement('div');
  scroller.setAttribute('data-diagram-scroll', '');
  setInnerHtml(scroller, svgHtml);
  const svg = scroller.querySelector('svg');
  const width = naturalWidth(svg);
  if (svg && width) svg.style.minWidth = `${String(Math.round(width * MIN_SCALE))}px`;
  figure.append(scroller);
  return figure;
};

/**
 * While a drawn diagram does not fit, its scroller is a focusable region (arrow keys scroll it) named after the
 * diagram and saying it scrolls, and the figure fades out at the edge with more beyond it. Returns the stop.
 */
const watchFigure = (figure: Element, scrollable: (name: string) => string): (() => void) => {
  const scroller = figure.querySelector<HTMLElement>(SCROLLER);
  if (!scroller) return () => undefined;
  const name = scroller.querySelector('svg')?.getAttribute('aria-label') ?? '';
  return watchScrollEdges(scroller, (edges) => {
    for (const [attribute, value] of Object.entries(scrollEdgeAttributes(edges))) {
      if (value === undefined) figure.removeAttribute(attribute);
      else figure.setAttribute(attribute, value);
    }
    if (overflows(edges)) {
      scroller.setAttribute('role', 'region');
      scroller.setAttribute('tabindex', '0');
      scroller.setAttribute('aria-label', scrollable(name));
    } else {
      for (const attribute of ['role', 'tabindex', 'aria-label']) scroller.removeAttribute(attribute);
    }
  });
};

/**
 * Draws the diagrams of rendered markdown once `html` is in `container`: each placeholder becomes a <figure> with the
 * sanitized SVG (sideways-scrolling where it is wider than the column, see `watchFigure`). The renderer (mermaid) is
 * loaded only when there is a placeholder. A diagram that cannot be drawn keeps its source, with a note under it.
 * Nothing is written after unmount or once `html` (the HTML written into `container`) changed.
 */
export const useDiagrams = (container: RefObject<HTMLElement | null>, html: DomHtml) => {
  const diagrams = useDocuments().diagrams;
  const { t } = useTranslation();

  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const label = t('docs.diagram.label');
    const note = t('docs.diagram.failed');
    const scrollable = (name: string) => t('docs.diagram.scrollable', { name: name || label });
    for (const element of root.querySelectorAll(`[${NOTE}]`)) element.textContent = note;
    // Diagrams drawn before (this language's names, this effect's watch).
    const stops = [...root.querySelectorAll(DRAWN)].map((figure) => watchFigure(figure, scrollable));
    const placeholders = [...root.querySelectorAll<HTMLElement>(PLACEHOLDER)];

    let live = true;
    const fail = (placeholder: HTMLElement) => {
      if (!live) return;
      placeholder.setAttribute('data-diagram-state', 'failed');
      const text = document.createElement('p');
      text.setAttribute(NOTE, '');
      text.setAttribute('role', 'note');
      text.textContent = note;
      placeholder.after(text);
    };
    const draw = async (placeholder: HTMLElement) => {
      const renderer = await diagrams();
      const result = await renderer.render(placeholder.textContent, `mermaid-diagram-${String(++drawn)}`, label)();
      if (!live) return;
      if (result._tag === 'Left') return fail(placeholder);
      const figure = drawnFigure(result.right);
      placeholder.replaceWith(figure);
      stops.push(watchFigure(figure, scrollable));
    };
    for (const placeholder of placeholders) draw(placeholder).catch(() => fail(placeholder));
    return () => {
      live = false;
      for (const stop of stops) stop();
    };
  }, [container, html, diagrams, t]);
};
