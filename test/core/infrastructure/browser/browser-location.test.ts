import { describe, expect, it } from 'vitest';
import { createBrowserLocation } from '../../../../src/infrastructure/browser/browser-location';

describe('browser location', () => {
  it('reads the current address on every call and forwards assign and reload', () => {
    const calls: string[] = [];
    let href = 'https://open.example.com/#/home';
    const location = createBrowserLocation(() => {
      const url = new URL(href);
      return {
        href: url.href,
        hostname: url.hostname,
        origin: url.origin,
        assign: (target: string | URL) => void calls.push(`assign ${String(target)}`),
        reload: () => void calls.push('reload'),
      };
    });
    expect([location.href(), location.hostname(), location.origin()]).toEqual([
      'https://open.example.com/#/home',
      'open.example.com',
      'https://open.example.com',
    ]);
    href = 'https://eu-open.example.com/eu/#/product';
    expect(location.hostname()).toBe('eu-open.example.com');
    location.assign('/#/404');
    location.reload();
    expect(calls).toEqual(['assign /#/404', 'reload']);
  });

  it('replaces the address in history, keeping the router state and adding no entry', () => {
    const replaced: unknown[][] = [];
    const routerState = { key: 'k1' };
    const location = createBrowserLocation(
      () => {
        throw new Error('replace must not touch location');
      },
      () => ({ state: routerState, replaceState: (...args: unknown[]) => void replaced.push(args) }),
    );
    location.replace('https://open.example.com/#/home');
    expect(replaced).toEqual([[routerState, '', 'https://open.example.com/#/home']]);
  });
});
