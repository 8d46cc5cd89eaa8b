import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MySystem } from '../../../../src/domain/product/my-system';
import { MySystemTable } from '../../../../src/ui/pages/my-system/my-system-table.view';
import { renderApp } from '../../support/render-app';

const SYSTEMS: readonly MySystem[] = [
  {
    systemId: 'WMS1',
    name: 'Fresh Direct 退货仓',
    scenario: 'apparel',
    subscription: { amount: 1, unit: 'year' },
    status: 'running',
    applyTime: '2026-11-21 14:05:00',
    statusUpdateTime: '2026-11-21 14:05:00',
  },
];

/**
 * jsdom lays nothing out: the table's region is given the widths a browser would measure (`content` wide inside
 * `view`), and a scroll position.
 */
const layout = (content: number, view: number) => {
  const at = { left: 0 };
  const region = (element: Element) => element.getAttribute('role') === 'region';
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return region(this) ? content : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return region(this) ? view : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'scrollLeft', 'get').mockImplementation(function (this: HTMLElement) {
    return region(this) ? at.left : 0;
  });
  return at;
};

afterEach(() => vi.restoreAllMocks());

describe('My System table on a narrow screen', () => {
  it('says the table scrolls sideways and fades the edge with more columns beyond it', async () => {
    const at = layout(1100, 358);
    await renderApp(<MySystemTable systems={SYSTEMS} label="Your systems" />, { path: '/mySystem' });
    const region = screen.getByRole('region', { name: 'Your systems' });
    const hint = screen.getByText('Scroll the table sideways to see every column.');
    expect(region.getAttribute('aria-describedby')).toBe(hint.closest('[id]')?.id);
    expect(region.tabIndex).toBe(0);
    const frame = screen.getByTestId('my-system-table-frame');
    expect(frame.hasAttribute('data-more-end')).toBe(true);
    expect(frame.hasAttribute('data-more-start')).toBe(false);

    // Scrolled to the far end: the fade moves to the start; the note stays while the table does not fit.
    at.left = 1100 - 358;
    fireEvent.scroll(region);
    expect(frame.hasAttribute('data-more-start')).toBe(true);
    expect(frame.hasAttribute('data-more-end')).toBe(false);
    expect(screen.getByTestId('my-system-scroll-hint')).toBeTruthy();
  });

  it('in Chinese too', async () => {
    layout(1100, 358);
    await renderApp(<MySystemTable systems={SYSTEMS} label="您的系统" />, { path: '/mySystem', locale: 'zh-cn' });
    expect(screen.getByTestId('my-system-scroll-hint').textContent).toBe('表格可左右滑动，查看全部列。');
  });

  it('says nothing and fades nothing when the table fits', async () => {
    layout(1000, 1088);
    await renderApp(<MySystemTable systems={SYSTEMS} label="Your systems" />, { path: '/mySystem' });
    expect(screen.queryByTestId('my-system-scroll-hint')).toBeNull();
    expect(screen.getByRole('region', { name: 'Your systems' }).hasAttribute('aria-describedby')).toBe(false);
    const frame = screen.getByTestId('my-system-table-frame');
    expect(frame.hasAttribute('data-more-start') || frame.hasAttribute('data-more-end')).toBe(false);
  });
});
