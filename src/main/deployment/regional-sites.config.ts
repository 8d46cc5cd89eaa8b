import type { ChromeLinks } from '../../application/ports/portal-config.port';
import type { RegionalSite } from '../../domain/deployment/deployment';
import type { PortalFeatures } from '../../domain/deployment/portal-features';
import type { RegionalSiteRow } from '../../domain/deployment/regional-sites';
import { INTERNATIONAL_CHROME_LINKS } from './chrome-links.config';

/** What a regional site changes of the customer portal: features, and the chrome's addresses. */
export interface SiteDifferences {
  readonly features: Partial<PortalFeatures>;
  readonly chromeLinks: ChromeLinks;
}

/*
 * CONFIGURATION: what the international sites change of their portal (docs/architecture.md "Deployment differences").
 * The AI service (/autoBots/*) is offered on the domestic sites only: abroad the floating button opens the older FAQ
 * robot, which needs only the question search and the problem details.
 */
const INTERNATIONAL_SITE: SiteDifferences = {
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

/*
 * CONFIGURATION TO REPLACE before a real deployment (example hosts, as in host-table.config.ts): the regional sites,
 * one row each, in the site chooser's order. The prefix pattern, the host table's international hosts, the chooser,
 * nginx's locations and the publish step's targets are derived from here; an eu-only difference goes in eu's row.
 */
export const REGIONAL_SITE_TABLE = {
  eu: {
    label: 'site.eu',
    region: '150',
    hosts: { prod: ['eu-open.example.com'], uat: ['uat-eu-open.example.com'], test: ['test-eu-open.example.com'], local: ['localhost'] },
    differences: INTERNATIONAL_SITE,
  },
  us: {
    label: 'site.us',
    region: 'US',
    hosts: { prod: ['global-open.example.com'], uat: ['uat-global-open.example.com'], test: ['test-global-open.example.com'], local: ['localhost'] },
    differences: INTERNATIONAL_SITE,
  },
} as const satisfies Record<RegionalSite, RegionalSiteRow & { readonly differences: SiteDifferences }>;
