import { act, screen } from '@testing-library/react';
import { useState, type ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyComponent } from '../../../src/ui/widgets/lazy-component';
import { renderApp } from '../support/render-app';

const Page = () => <h1>Products</h1>;
const missing = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/product-list.page-X.js'));

/** A lazy page whose first `failing` loads fail, then load. */
const flaky = (failing: number) => {
  const load = vi.fn(() => (load.mock.calls.length <= failing ? missing() : Promise.resolve(Page)));
  return { load, Lazy: lazyComponent(load) };
};

/** The lazy component under a parent that renders it again on a click. */
const Rerendering = ({ Lazy }: { Lazy: ComponentType }) => {
  const [renders, setRenders] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setRenders(renders + 1)}>
        Render again
      </button>
      <p>rendered {renders}</p>
      <Lazy />
    </>
  );
};

describe('a lazily loaded page or tool', () => {
  it('says a failed load once in place; re-rendering it loads nothing; Retry loads it without reloading the portal', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { href: window.location.href, reload });
    const { load, Lazy } = flaky(1);
    await Lazy.preload();
    const { user } = await renderApp(<Rerendering Lazy={Lazy} />);
    expect(screen.getAllByRole('heading', { name: 'Page files failed to load' })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Render again' }));
    expect(screen.getByText('rendered 1')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Products' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
    expect(reload).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('a navigation to it (its preload) tries a failed load again', async () => {
    const { Lazy } = flaky(1);
    await Lazy.preload();
    await renderApp(<Lazy />);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    await act(() => Lazy.preload());
    expect(await screen.findByRole('heading', { name: 'Products' })).toBeTruthy();
  });

  it('once a retry has failed too, Retry reloads the page (a browser that keeps failed modules)', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { href: window.location.href, reload });
    const { load, Lazy } = flaky(5);
    await Lazy.preload();
    const { user } = await renderApp(<Lazy />);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledTimes(2);
    vi.unstubAllGlobals();
  });

  it('in Chinese too', async () => {
    const { Lazy } = flaky(1);
    await Lazy.preload();
    await renderApp(<Lazy />, { locale: 'zh-cn' });
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
  });
});
