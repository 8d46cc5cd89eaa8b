import { useEffect, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { SafeHtml } from '../../../domain/doc/safe-html';
import { useUseCase } from '../../use-cases/use-cases.context';

/** What the rich-text renderer makes of a mermaid block: its source, readable until it is drawn. */
const PLACEHOLDER = '[data-diagram="mermaid"]:not([data-diagram-state])';
const NOTE = 'data-diagram-note';

let drawn = 0;

/**
 * Draws the diagrams of rendered markdown once `html` is in `container`: each placeholder becomes a <figure> with the
 * sanitized SVG. The renderer (mermaid) is loaded only when there is a placeholder. A diagram that cannot be drawn
 * keeps its source, with a note under it. Nothing is written after unmount or once `html` changed.
 */
export const useDiagrams = (container: RefObject<HTMLElement | null>, html: SafeHtml) => {
  const diagrams = useUseCase('diagrams');
  const { t } = useTranslation();

  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const label = t('docs.diagram.label');
    const note = t('docs.diagram.failed');
    for (const element of root.querySelectorAll(`[${NOTE}]`)) element.textContent = note;
    const placeholders = [...root.querySelectorAll<HTMLElement>(PLACEHOLDER)];
    if (placeholders.length === 0) return;

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
      const figure = document.createElement('figure');
      figure.setAttribute('data-diagram-state', 'drawn');
      figure.innerHTML = result.right;
      placeholder.replaceWith(figure);
    };
    for (const placeholder of placeholders) draw(placeholder).catch(() => fail(placeholder));
    return () => {
      live = false;
    };
  }, [container, html, diagrams, t]);
};
