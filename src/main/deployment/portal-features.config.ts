import type { ChromeLinks } from '../../application/ports/portal-config.port';
import type { Deployment, DocsSource, Site } from '../../domain/deployment/deployment';
import type { PortalFeatures } from '../../domain/deployment/portal-features';
import { VARIANT_CHROME_LINKS } from './chrome-links.config';
import { REGIONAL_SITE_TABLE, type SiteDifferences } from './regional-sites.config';

/** The differences of this deployment's site: its row's (regional-sites.config.ts); the domestic site has none. */
const siteDifferences = (site: Site): SiteDifferences | undefined => (site === 'common' ? undefined : REGIONAL_SITE_TABLE[site].differences);

/**
 * What a deployment whose documentation comes from OpenAPI documents changes (docs/openapi.md); lcp's documents
 * change nothing. An OpenAPI deployment's documents are published as lcp's are (`PUBLISH_DOCS=openapi`, at the same
 * paths), so whether it offers their twins is its variant's. A new docs source fails the type check below until it is
 * given an entry here or named plain.
 */
const DOCS_SOURCE_ENTRIES = { openapi: { lcpGatewayTools: false, docsTerms: 'openapi' } } satisfies Partial<Record<DocsSource, Partial<PortalFeatures>>>;
export const DOCS_SOURCE_FEATURES: Readonly<Partial<Record<DocsSource, Partial<PortalFeatures>>>> = DOCS_SOURCE_ENTRIES;

/*
 * Every docs source decided, at no cost to the bundle (no entry is shipped for one that changes nothing): a value
 * neither given an entry nor named plain does not satisfy `never`.
 */
type PlainDocsSource = 'lcp';
type Decided<Undecided extends never> = Undecided;
export type EveryDocsSourceDecided = Decided<Exclude<DocsSource, PlainDocsSource | keyof typeof DOCS_SOURCE_ENTRIES>>;

/** The features of this deployment: its variant's (bound by the profile), changed by its site and its documents' source. */
export const featuresOnSite = (variantFeatures: PortalFeatures, deployment: Deployment): PortalFeatures => ({
  ...variantFeatures,
  ...siteDifferences(deployment.site)?.features,
  ...DOCS_SOURCE_FEATURES[deployment.docs],
});

/** The chrome's addresses of this deployment: its site's, else its variant's. */
export const chromeLinksFor = (deployment: Deployment): ChromeLinks =>
  siteDifferences(deployment.site)?.chromeLinks ?? VARIANT_CHROME_LINKS[deployment.variant];
