import type { ChromeLinks } from '../../application/ports/portal-config.port';
import type { Deployment, Site } from '../../domain/deployment/deployment';
import type { PortalFeatures, VariantFeatures } from '../../domain/deployment/portal-features';
import { DOCS_SOURCE_PLUGINS } from '../container/docs-sources/docs-sources';
import { VARIANT_CHROME_LINKS } from './chrome-links.config';
import { REGIONAL_SITE_TABLE, type SiteDifferences } from './regional-sites.config';

/** The differences of this deployment's site: its row's (regional-sites.config.ts); the domestic site has none. */
const siteDifferences = (site: Site): SiteDifferences | undefined => (site === 'common' ? undefined : REGIONAL_SITE_TABLE[site].differences);

/**
 * The features of this deployment: its variant's (bound by the profile) and its docs source's (its plug-in record),
 * changed by its site.
 */
export const featuresOnSite = (variantFeatures: VariantFeatures, deployment: Deployment): PortalFeatures => ({
  ...variantFeatures,
  ...DOCS_SOURCE_PLUGINS[deployment.docs].features,
  ...siteDifferences(deployment.site)?.features,
});

/** The chrome's addresses of this deployment: its site's, else its variant's. */
export const chromeLinksFor = (deployment: Deployment): ChromeLinks =>
  siteDifferences(deployment.site)?.chromeLinks ?? VARIANT_CHROME_LINKS[deployment.variant];
