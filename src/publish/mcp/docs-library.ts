import type { Locale } from '../../domain/deployment/deployment';
import { markdownTwinPath } from '../../domain/publish/published-page';
import type { DocsIndex, IndexedErrorCode, IndexedPage } from '../docs-index';

/*
 * The published documents as the docs MCP server reads them: search, a page's Markdown, one API, an error code across
 * units. Pure over the index and a reader of twins, so it is tested without a server.
 */

export interface DocsLibrary {
  search(query: string, locale?: Locale, limit?: number): readonly Hit[];
  /** A page's Markdown twin by its address (absolute, or a path of the page or its twin). */
  read(address: string): { readonly page: IndexedPage; readonly markdown: string } | undefined;
  /** An API by its id, code, name or method path. */
  api(which: string, locale?: Locale): IndexedPage | undefined;
  errorCode(code: string, locale?: Locale): readonly ErrorCodeHit[];
  /** The page's address and its twin's, absolute. */
  addressOf(page: IndexedPage): { readonly page: string; readonly markdown: string };
}

export interface Hit {
  readonly title: string;
  readonly kind: IndexedPage['page']['kind'];
  readonly unit?: string;
  readonly url: string;
  readonly markdown: string;
  readonly score: number;
}

export interface ErrorCodeHit extends IndexedErrorCode {
  readonly api: string;
  readonly apiCode: string;
  readonly unit?: string;
  readonly url: string;
}

const words = (text: string): string[] =>
  text
    .toLowerCase()
    .split(/[\s,.;:!?()[\]{}"'`/\\|<>=+*&^%$#@~，。；：！？（）【】、《》“”‘’]+/)
    .filter(Boolean);

/** `site`: which site's pages it serves (its addresses); both languages unless asked for one. */
export const createDocsLibrary = (index: DocsIndex, readTwin: (page: IndexedPage) => string | undefined, site: IndexedPage['site'] = 'common'): DocsLibrary => {
  const pages = index.pages.filter((page) => page.site === site);
  const origin = index.origins[site] ?? '';
  const inLocale = (locale?: Locale) => (locale ? pages.filter((page) => page.locale === locale) : pages);
  const addressOf = (page: IndexedPage) => ({ page: `${origin}${page.path}`, markdown: `${origin}${markdownTwinPath(page.path)}` });
  const bodies = new Map<IndexedPage, string>();
  const body = (page: IndexedPage) => {
    const known = bodies.get(page);
    if (known !== undefined) return known;
    const text = (readTwin(page) ?? '').toLowerCase();
    bodies.set(page, text);
    return text;
  };
  const pathOf = (address: string): string => {
    const path = /^https?:\/\//i.test(address) ? new URL(address).pathname : address.trim();
    return path.endsWith('.md') ? `${path.slice(0, -3)}/` : path.endsWith('/') ? path : `${path}/`;
  };
  return {
    addressOf,
    search: (query, locale, limit = 10) => {
      const terms = words(query);
      const phrase = query.trim().toLowerCase();
      if (terms.length === 0) return [];
      return inLocale(locale)
        .map((page) => {
          const title = page.title.toLowerCase();
          const keys = `${page.api?.code ?? ''} ${page.api?.method ?? ''}`.toLowerCase();
          const unit = (page.unit ?? '').toLowerCase();
          const text = body(page);
          const score =
            (title.includes(phrase) ? 10 : 0) +
            terms.reduce((sum, term) => sum + (title.includes(term) ? 5 : 0) + (keys.includes(term) ? 4 : 0) + (unit.includes(term) ? 2 : 0) + (text.includes(term) ? 1 : 0), 0);
          return { page, score };
        })
        .filter(({ score }) => score > 0)
        .sort((a, b) => b.score - a.score || a.page.path.localeCompare(b.page.path))
        .slice(0, Math.max(1, Math.min(limit, 50)))
        .map(({ page, score }) => ({ title: page.title, kind: page.page.kind, ...(page.unit ? { unit: page.unit } : {}), url: addressOf(page).page, markdown: addressOf(page).markdown, score }));
    },
    read: (address) => {
      const path = pathOf(address);
      const page = pages.find((one) => one.path === path);
      const markdown = page ? readTwin(page) : undefined;
      return page && markdown !== undefined ? { page, markdown } : undefined;
    },
    api: (which, locale) => {
      const wanted = which.trim().toLowerCase();
      const apis = inLocale(locale).filter((page) => page.api);
      return (
        apis.find((page) => String(page.api?.apiId) === wanted || page.api?.code.toLowerCase() === wanted || page.api?.method.toLowerCase() === wanted) ??
        apis.find((page) => page.title.toLowerCase() === wanted) ??
        apis.find((page) => page.title.toLowerCase().includes(wanted))
      );
    },
    errorCode: (code, locale) => {
      const wanted = code.trim().toLowerCase();
      return inLocale(locale).flatMap((page) =>
        (page.api?.errorCodes ?? [])
          .filter((error) => error.code.toLowerCase() === wanted)
          .map((error) => ({ ...error, api: page.title, apiCode: page.api?.code ?? '', ...(page.unit ? { unit: page.unit } : {}), url: addressOf(page).page })),
      );
    },
  };
};
