import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SideScroll } from '../../../src/ui/widgets/side-scroll.view';
import { renderApp } from '../support/render-app';

/** jsdom lays nothing out: the scroller (the frame's child) gets the widths a browser would measure. */
const layout = (content: number, view: number) => {
  const scroller = (element: Element) => element.parentElement?.getAttribute('data-testid') === 'side-scroll';
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return scroller(this) ? content : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return scroller(this) ? view : 0;
  });
};

afterEach(() => vi.restoreAllMocks());

describe('SideScroll (tabs and tables wider than a phone)', () => {
  it('fades the edge with more content beyond it: the sign that the row scrolls', async () => {
    layout(900, 358);
    await renderApp(<SideScroll>row</SideScroll>);
    const frame = screen.getByTestId('side-scroll');
    expect(frame.hasAttribute('data-more-end')).toBe(true);
    expect(frame.hasAttribute('data-more-start')).toBe(false);
  });

  it('shows no sign when everything fits', async () => {
    layout(300, 358);
    await renderApp(<SideScroll>row</SideScroll>);
    expect(screen.getByTestId('side-scroll').hasAttribute('data-more-end')).toBe(false);
  });
});
