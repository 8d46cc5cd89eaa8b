import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportCaughtError } from '../../../src/ui/routes/caught-errors';
import { LoginRedirect, RouteCallError } from '../../../src/ui/portal/route-errors';
import { ChunkLoadError } from '../../../src/application/concurrency/load-once';

describe('reportCaughtError (React onCaughtError)', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ['the way to login', new LoginRedirect()],
    ['a failed call the error view describes', new RouteCallError({ kind: 'Network' })],
    ['a page chunk that did not load', new ChunkLoadError('Failed to fetch dynamically imported module: /assets/x.js')],
  ])('does not log %s, which the page shows in place', (_, error) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    reportCaughtError(error, { componentStack: '\n    at Page' });
    expect(log).not.toHaveBeenCalled();
  });

  it('logs any other caught error with its component stack', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const defect = new TypeError('x is undefined');
    reportCaughtError(defect, { componentStack: '\n    at Page' });
    expect(log).toHaveBeenCalledWith(defect, '\n    at Page');
  });
});
