import type { ChromeLinks } from '../../application/ports/portal-config.port';
import type { Deployment, DocsSource, Site } from '../../domain/deployment/deployment';
import type { PortalFeatures } from '../../domain/deployment/portal-features';
import { INTERNATIONAL_CHROME_LINKS, VARIANT_CHROME_LINKS } from './chrome-links.config';

/** What a site or a docs source changes of its variant's portal: features, and (a site) the chrome's addresses. */
interface Differences {
  readonly features: Partial<PortalFeatures>;
  readonly chromeLinks?: ChromeLinks;
}

/*
 * CONFIGURATION: what the international (us/eu) sites change of their portal (docs/architecture.md "Deployment
 * differences"). The AI service (/autoBots/*) is offered on the domestic sites only: abroad the floating button opens
 * the older FAQ robot, which needs only the question search and the problem details.
 */
const INTERNATIONAL_SITE: Differences = {
  features: {
    consoleShortcuts: true,
    consoleBase: '/intl-admin/#',
    supportContact: 'international',
    contactHours: false,
    contactQrCode: false,
    customerNews: false,
    assistant: 'faqRobot',
  },
  chromeLinks: INTERNATIONAL_CHROME_LINKS,
};

/**
 * Each site's differences, where it has any: the sites named in `PlainSite` change nothing. A new site fails the type
 * check below until it is given an entry here or named plain (an eu-only difference goes in `eu`'s entry).
 */
const SITE_ENTRIES = { us: INTERNATIONAL_SITE, eu: INTERNATIONAL_SITE } satisfies Partial<Record<Site, Differences>>;
export const SITE_DIFFERENCES: Readonly<Partial<Record<Site, Differences>>> = SITE_ENTRIES;

/**
 * What a deployment whose documentation comes from OpenAPI documents changes (docs/openapi.md); lcp's documents
 * change nothing. An OpenAPI deployment's documents are published as lcp's are (`PUBLISH_DOCS=openapi`, at the same
 * paths), so whether it offers their twins is its variant's. A new docs source fails the type check below until it is
 * given an entry here or named plain.
 */
const DOCS_SOURCE_ENTRIES = { openapi: { lcpGatewayTools: false, docsTerms: 'openapi' } } satisfies Partial<Record<DocsSource, Partial<PortalFeatures>>>;
export const DOCS_SOURCE_FEATURES: Readonly<Partial<Record<DocsSource, Partial<PortalFeatures>>>> = DOCS_SOURCE_ENTRIES;

/*
 * Every site and docs source decided, at no cost to the bundle (no entry is shipped for those that change nothing):
 * a value neither given an entry nor named plain does not satisfy `never`.
 */
type PlainSite = 'common';
type PlainDocsSource = 'lcp';
type Decided<Undecided extends never> = Undecided;
export type EverySiteDecided = Decided<Exclude<Site, PlainSite | keyof typeof SITE_ENTRIES>>;
export type EveryDocsSourceDecided = Decided<Exclude<DocsSource, PlainDocsSource | keyof typeof DOCS_SOURCE_ENTRIES>>;

/** The features of this deployment: its variant's (bound by the profile), changed by its site and its documents' source. */
export const featuresOnSite = (variantFeatures: PortalFeatures, deployment: Deployment): PortalFeatures => ({
  ...variantFeatures,
  ...SITE_DIFFERENCES[deployment.site]?.features,
  ...DOCS_SOURCE_FEATURES[deployment.docs],
});

/** The chrome's addresses of this deployment: its site's, else its variant's. */
export const chromeLinksFor = (deployment: Deployment): ChromeLinks =>
  SITE_DIFFERENCES[deployment.site]?.chromeLinks ?? VARIANT_CHROME_LINKS[deployment.variant];
