import type { CookieJar, CookieOptions } from '../../src/application/ports/storage.port';

export interface MemoryCookieJar extends CookieJar {
  /** Every set and remove, in order, with its options. */
  readonly writes: { op: 'set' | 'remove'; name: string; value?: string; options?: CookieOptions }[];
}

/** Cookies keyed by name and domain ('' = host-only); get reads the host-only cookie, then any domain's. */
export const createMemoryCookieJar = (initial: Record<string, string> = {}): MemoryCookieJar => {
  const cookies = new Map<string, string>(Object.entries(initial).map(([name, value]) => [`${name}|`, value]));
  const writes: MemoryCookieJar['writes'] = [];
  return {
    writes,
    get: (name) => {
      if (cookies.has(`${name}|`)) return cookies.get(`${name}|`);
      for (const [key, value] of cookies) if (key.startsWith(`${name}|`)) return value;
      return undefined;
    },
    set: (name, value, options) => {
      writes.push({ op: 'set', name, value, options });
      cookies.set(`${name}|${options?.domain ?? ''}`, value);
    },
    remove: (name, options) => {
      writes.push({ op: 'remove', name, options });
      cookies.delete(`${name}|${options?.domain ?? ''}`);
    },
  };
};
