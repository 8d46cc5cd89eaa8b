import { fireEvent, screen, waitFor } from '@testing-library/react';
import * as TE from 'fp-ts/TaskEither';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DiagramRenderer } from '../../../src/application/ports/diagram.port';
import type { DomHtml, SafeHtml } from '../../../src/domain/doc/safe-html';
import { MarkdownBody } from '../../../src/ui/rich-text/markdown-body.view';
import { fakeUseCases } from '../../fakes/fake-use-cases';
import { renderApp } from '../support/render-app';

/** What the rich-text renderer makes of a mermaid block. */
const MARKDOWN = '<h2>Architecture</h2><pre class="mermaid-source" data-diagram="mermaid" tabindex="0"><code>flowchart LR\n A --> B</code></pre>' as SafeHtml;

/** Draws every diagram as mermaid does: 100% wide, at most its own width (1000 px here), named by its title. */
const renderer: DiagramRenderer = {
  render: () =>
    TE.right(
      '<svg width="100%" role="img" aria-label="Warehouse flow" viewBox="0 0 1000 80" style="max-width: 1000px;" xmlns="http://www.w3.org/2000/svg"><text>A</text></svg>' as DomHtml,
    ),
};

/** jsdom lays nothing out: the diagram's scroller is given the widths a browser would measure, and a scroll position. */
const layout = (content: number, view: number) => {
  const at = { left: 0 };
  const scroller = (element: Element) => element.hasAttribute('data-diagram-scroll');
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return scroller(this) ? content : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return scroller(this) ? view : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'scrollLeft', 'get').mockImplementation(function (this: HTMLElement) {
    return scroller(this) ? at.left : 0;
  });
  return at;
};

const drawn = async (locale: 'en-us' | 'zh-cn' = 'en-us') => {
  await renderApp(<MarkdownBody html={MARKDOWN} />, { useCases: fakeUseCases({ diagrams: () => Promise.resolve(renderer) }), locale });
  return screen.findByRole('img', { name: 'Warehouse flow' });
};

afterEach(() => vi.restoreAllMocks());

describe('a diagram wider than the column', () => {
  it('keeps a readable width (70% of its own) instead of shrinking to fit', async () => {
    layout(700, 700);
    const svg = await drawn();
    expect(svg.style.minWidth).toBe('700px');
    expect(svg.closest('figure')).toBeTruthy();
  });

  it('scrolls sideways in its own focusable region, named after the diagram, fading where there is more', async () => {
    const at = layout(700, 335);
    const svg = await drawn();
    const region = await screen.findByRole('region', { name: 'Warehouse flow, wider than the page: scroll sideways to see all of it' });
    expect(region.contains(svg)).toBe(true);
    expect(region.tabIndex).toBe(0);
    const figure = region.closest('figure');
    expect(figure?.hasAttribute('data-more-end')).toBe(true);
    expect(figure?.hasAttribute('data-more-start')).toBe(false);

    at.left = 700 - 335;
    fireEvent.scroll(region);
    expect(figure?.hasAttribute('data-more-start')).toBe(true);
    expect(figure?.hasAttribute('data-more-end')).toBe(false);
  });

  it('names its region in Chinese', async () => {
    layout(700, 335);
    await drawn('zh-cn');
    expect(await screen.findByRole('region', { name: 'Warehouse flow（比页面宽，可左右滑动查看全图）' })).toBeTruthy();
  });

  it('is neither a region nor a tab stop where it fits', async () => {
    layout(700, 944);
    const svg = await drawn();
    const scroller = svg.parentElement;
    await waitFor(() => expect(scroller?.hasAttribute('data-diagram-scroll')).toBe(true));
    expect(scroller?.hasAttribute('tabindex')).toBe(false);
    expect(scroller?.hasAttribute('role')).toBe(false);
    expect(screen.queryByRole('region')).toBeNull();
  });
});
