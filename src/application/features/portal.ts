import type { Deployment } from '../../domain/deployment/deployment';
import type { SiteEntry } from '../../domain/deployment/host-table';
import type { PortalFeatures } from '../../domain/deployment/portal-features';
import type { NotificationCenter } from '../notifications/notification-center';
import type { ChromeLinks, PortalConfig } from '../ports/portal-config.port';
import type { SessionStore } from '../session/session';
import type { DocumentsFeature } from './documents.feature';
import type { IdentityFeature } from './identity.feature';
import type { PreferencesFeature } from './preferences.feature';
import type { ProductsFeature } from './products.feature';
import type { SearchFeature } from './search.feature';
import type { SupportFeature } from './support.feature';
import type { ToolsFeature } from './tools.feature';

/** What this deployment is and offers, fixed at start-up: values, not actions. */
export interface DeploymentValues {
  readonly deployment: Deployment;
  readonly portalConfig: PortalConfig;
  /** This deployment's external links of the chrome (top bar, survey, contact QR code). */
  readonly chromeLinks: ChromeLinks;
  /** The path this page's site lives under: '' on the domestic site, `/us` on a regional one (`sitePathOf`). */
  readonly sitePath: string;
  /** The international sites of this environment (the site chooser). */
  readonly sites: readonly SiteEntry[];
  /** What differs between the staff portal, the customer portal and the international sites (bound by the profile). */
  readonly features: PortalFeatures;
}

/**
 * Everything the views receive, built by the container per deployment profile (src/main/container): the deployment's
 * values, the two application stores, and one object per feature. Views reach each part through its own hook
 * (src/ui/portal); they never see the container or an adapter.
 */
export interface Portal {
  readonly values: DeploymentValues;
  readonly session: SessionStore;
  readonly notifications: NotificationCenter;
  readonly identity: IdentityFeature;
  readonly documents: DocumentsFeature;
  readonly search: SearchFeature;
  readonly tools: ToolsFeature;
  readonly support: SupportFeature;
  readonly products: ProductsFeature;
  readonly preferences: PreferencesFeature;
}
