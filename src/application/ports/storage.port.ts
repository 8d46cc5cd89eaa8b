/** A string key-value store: localStorage and sessionStorage in browsers, a Map in tests. */
export interface KeyValueStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
  clear(): void;
}

export interface CookieOptions {
  readonly domain?: string;
  readonly days?: number;
  readonly path?: string;
}

export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, options?: CookieOptions): void;
  remove(name: string, options?: CookieOptions): void;
}
