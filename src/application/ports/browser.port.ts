/** The browser's address bar, behind a port so use cases stay testable without a DOM. */
export interface BrowserLocation {
  /** The full current address. */
  href(): string;
  hostname(): string;
  origin(): string;
  /** Leaves the page for `url` (already checked against the allow-list by the caller). */
  assign(url: string): void;
  reload(): void;
  /** Replaces the current address without leaving the page or adding a history entry. */
  replace(url: string): void;
}
