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

/** Each site's differences: the domestic site's are none; a new site (or an eu-only difference) has its place here. */
export const SITE_DIFFERENCES: Readonly<Partial<Record<Site, Differences>>> = {
  us: INTERNATIONAL_SITE,
  eu: INTERNATIONAL_SITE,
};

/**
 * What a deployment whose documentation comes from OpenAPI documents changes (docs/openapi.md); lcp's changes nothing.
 * Its documents are published as lcp's are (`PUBLISH_DOCS=openapi`, at the same paths), so whether it offers their
 * twins is its variant's.
 */
export const DOCS_SOURCE_FEATURES: Readonly<Partial<Record<DocsSource, Partial<PortalFeatures>>>> = {
  openapi: { lcpGatewayTools: false, docsTerms: 'openapi' },
};

/** The features of this deployment: its variant's (bound by the profile), changed by its site and its documents' source. */
export const featuresOnSite = (variantFeatures: PortalFeatures, deployment: Deployment): PortalFeatures => ({
  ...variantFeatures,
  ...SITE_DIFFERENCES[deployment.site]?.features,
  ...DOCS_SOURCE_FEATURES[deployment.docs],
});

/** The chrome's addresses of this deployment: its site's, else its variant's. */
export const chromeLinksFor = (deployment: Deployment): ChromeLinks =>
  SITE_DIFFERENCES[deployment.site]?.chromeLinks ?? VARIANT_CHROME_LINKS[deployment.variant];
