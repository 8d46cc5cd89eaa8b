import type { DocsSource, Locale, Site } from '../deployment/deployment';
import { sitePathOf } from '../deployment/site-path';

/*
 * The published documents (docs/publishing.md): plain pages at real paths a search engine, an AI agent or a reader
 * without script can open. A path is made of ids only, so it never changes while the document lives (a renamed API
 * keeps its address); each page has a Markdown twin beside it and a way into the app at the same document.
 */

/** One published page of a site, in one language. */
export type PublishedPage =
  | { readonly kind: 'home' }
  | { readonly kind: 'unit'; readonly unitId: number }
  | { readonly kind: 'guide'; readonly unitId: number; readonly docId: number }
  | { readonly kind: 'api'; readonly unitId: number; readonly apiId: number }
  | { readonly kind: 'message'; readonly unitId: number; readonly messageId: number }
  | { readonly kind: 'help'; readonly docId: number }
  /** The FAQ centre (question docs): its type tree; a type's problems; one problem. Codes are the backend's. */
  | { readonly kind: 'questions' }
  | { readonly kind: 'questionType'; readonly typeCode: string }
  | { readonly kind: 'question'; readonly typeCode: string; readonly code: string };


/**
 * A backend code as one path segment: as it is when it is plain letters, digits, '-' and '_', else '~' and the hex of
 * its UTF-8 (a code with '/', '..', spaces or markup still has one fixed, safe folder name, never another's).
 */
export const codeSegment = (code: string): string =>
  /^[A-Za-z0-9_-]{1,100}$/.test(code) ? code : `~${[...new TextEncoder().encode(code)].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`;

/** The page's path from the host's root, ending in '/' (its file is `index.html` there). */
export const publishedPath = (site: Site, locale: Locale, page: PublishedPage): string => publishedPathUnder(sitePathOf(site), locale, page);

/** The same, under a site's path prefix (`sitePathOf`): what the app knows of its own site. */
export const publishedPathUnder = (sitePath: string, locale: Locale, page: PublishedPage): string => {
  const base = `${sitePath}/docs/${locale}/`;
  switch (page.kind) {
    case 'home':
      return base;
    case 'unit':
      return `${base}units/${String(page.unitId)}/`;
    case 'guide':
      return `${base}units/${String(page.unitId)}/guide/${String(page.docId)}/`;
    case 'api':
      return `${base}units/${String(page.unitId)}/api/${String(page.apiId)}/`;
    case 'message':
      return `${base}units/${String(page.unitId)}/message/${String(page.messageId)}/`;
    case 'help':
      return `${base}help/${String(page.docId)}/`;
    case 'questions':
      return `${base}questions/`;
    case 'questionType':
      return `${base}questions/${codeSegment(page.typeCode)}/`;
    case 'question':
      return `${base}questions/${codeSegment(page.typeCode)}/${codeSegment(page.code)}/`;
  }
};

/** The Markdown twin of a page's path: `/docs/en-us/units/3/api/7/` → `/docs/en-us/units/3/api/7.md`. */
export const markdownTwinPath = (path: string): string => `${path.replace(/\/+$/, '')}.md`;

/**
 * The same document in the app (its hash route), for what only the app does: Try it, the API test console, the
 * signature tool, "Was this page helpful?". The site prefix keeps the reader on their site; `lang` their language.
 */
export const appRouteOf = (page: PublishedPage): string => {
  switch (page.kind) {
    case 'home':
      return '/home';
    case 'unit':
      return `/open-business-document/access-guide/${String(page.unitId)}`;
    case 'guide':
      return `/open-business-document/access-guide/${String(page.unitId)}/${String(page.docId)}`;
    case 'api':
      return `/open-business-document/api-doc/${String(page.unitId)}/${String(page.apiId)}`;
    case 'message':
      return `/open-business-document/message-doc/${String(page.unitId)}/${String(page.messageId)}`;
    case 'help':
      return `/devSupport/${String(page.docId)}`;
    case 'questions':
      return '/question-docs';
    case 'questionType':
      return `/question/${encodeURIComponent(page.typeCode)}`;
    case 'question':
      return `/qs/${encodeURIComponent(page.typeCode)}/${encodeURIComponent(page.code)}`;
  }
};

/** A unit's developer tool in the app: the API test console (with the API chosen) or the signature tool. */
export const unitToolRoute = (unitId: number, tool: 'api-test' | 'sign', apiId?: number): string =>
  `/open-business-document/common-development-tools/${String(unitId)}/${tool}${apiId === undefined ? '' : `?apiId=${String(apiId)}`}`;

/**
 * An app route on a site, opened in `locale` (the app takes `?lang=` as the reader's choice of language); an OpenAPI
 * deployment's with `docs=openapi`, which opens it on a local host (a deployment's own host ignores it).
 */
export const appAddress = (site: Site, locale: Locale, route: string, docs: DocsSource = 'lcp'): string =>
  `${sitePathOf(site)}/?lang=${locale}${docs === 'openapi' ? '&docs=openapi' : ''}#${route}`;

export const appAddressOf = (site: Site, locale: Locale, page: PublishedPage, docs: DocsSource = 'lcp'): string => appAddress(site, locale, appRouteOf(page), docs);

/** `<html lang>` of a page in `locale`. */
export const HTML_LANG: Readonly<Record<Locale, string>> = { 'zh-cn': 'zh-CN', 'en-us': 'en-US' };

export const otherLocale = (locale: Locale): Locale => (locale === 'zh-cn' ? 'en-us' : 'zh-cn');
