import type { TFunction } from 'i18next';
import type { DocsSource, Locale, Site } from '../../domain/deployment/deployment';
import type { RenderedMarkdown } from '../../domain/doc/safe-html';
import type { PublishedPage } from '../../domain/publish/published-page';
import type { ApiDocParts } from '../../application/ports/document-export.port';
import type { DocTerm } from '../../ui/portal/doc-terms';

/** Server text made safe for a page: server HTML sanitized, Markdown rendered and sanitized. */
export interface PublishedRichText {
  sanitize(html: string): string;
  markdown(source: string): RenderedMarkdown;
}

/** What every page of one site in one language is written with. */
export interface PublishedContext {
  readonly site: Site;
  readonly locale: Locale;
  /** The site's origin (`https://open.example.com`): canonical addresses and the sitemap are absolute. */
  readonly originOf: (site: Site) => string;
  /** The words of `locale` (the app's locale files). */
  readonly t: TFunction;
  readonly rich: PublishedRichText;
  /** Whether this page is published on that site in that language too (its alternates name only pages that exist). */
  readonly published: (site: Site, locale: Locale, page: PublishedPage) => boolean;
  /** The gateway's address where an API's document names none (the environment's, as the app's samples use). */
  readonly gatewayBaseUrl: string;
  /** The sites published beside this one. */
  readonly sites: readonly Site[];
  /** Where the documents came from: an OpenAPI deployment's pages link its app (`?docs=openapi`). */
  readonly docs: DocsSource;
  /** The words about the documents as the deployment says them, and the parts of an API page it shows (as the app). */
  readonly term: DocTerm;
  readonly parts: ApiDocParts;
  /** Whether the deployment has the lcp gateway's tools (PortalFeatures.lcpGatewayTools): test console, signing. */
  readonly gatewayTools: boolean;
}
