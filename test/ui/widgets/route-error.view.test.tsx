import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RouteErrorView } from '../../../src/ui/widgets/route-error.view';
import { LoginRedirect, RouteCallError } from '../../../src/ui/portal/route-errors';
import { ChunkLoadError } from '../../../src/application/concurrency/load-once';
import { renderApp } from '../support/render-app';

const show = (error: Error, locale: 'zh-cn' | 'en-us' = 'en-us') => {
  const reset = vi.fn();
  return { reset, rendered: renderApp(<RouteErrorView error={error} reset={reset} />, { locale }) };
};

describe('route error view', () => {
  it('a chunk that failed to load says so and offers a retry that reloads the page', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { href: window.location.href, reload });
    const { rendered } = show(new ChunkLoadError('timeout'));
    const { user } = await rendered;
    expect(screen.getByRole('heading', { name: 'Page files failed to load' }).textContent).toBe('Page files failed to load');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(reload).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });

  it('a failed call is described in place, and retry runs the route again', async () => {
    const { rendered, reset } = show(new RouteCallError({ kind: 'Timeout' }));
    const { user } = await rendered;
    expect(screen.getByRole('alert').textContent).toContain('Request timeout, please try again later');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(reset).toHaveBeenCalledTimes(1);
  });

  it('the server message of a business failure is shown, in Chinese too', async () => {
    await show(new RouteCallError({ kind: 'Business', code: 500, message: '业务单元不存在' }), 'zh-cn').rendered;
    expect(screen.getByRole('alert').textContent).toContain('业务单元不存在');
  });

  it('while the login page is opening, it says so instead of an error', async () => {
    await show(new LoginRedirect()).rendered;
    expect(screen.getByRole('status').textContent).toBe('Redirecting to login…');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
