import { ENVIRONMENTS, REGIONAL_SITES, type Environment, type RegionalSite } from './deployment';
import type { HostEntry, SiteEntry } from './host-table';

/**
 * One regional (international) site: everything the portal derives for it comes from this row and its name, which
 * is also its path prefix (`/us`). The configuration's table (src/main/deployment/regional-sites.config.ts) is a
 * `Record<RegionalSite, …>` of these, so a new site fails the type check there until its row is written.
 */
export interface RegionalSiteRow {
  /** i18n key of its name in the site chooser (locales/<locale>/site.json, checked by a test). */
  readonly label: `site.${string}`;
  /** Its region in BCP 47 (a country code, or a UN M.49 area: 150 is Europe): the hreflang of its published pages. */
  readonly region: string;
  /**
   * Per environment, the hosts whose addresses without a site prefix open this site (each serves every regional site
   * under its prefix); the chooser sends readers to the first. On local hosts the sites share the page's host.
   */
  readonly hosts: Readonly<Record<Environment, readonly [string, ...string[]]>>;
}

export type RegionalSiteRows = Readonly<Record<RegionalSite, RegionalSiteRow>>;

/** The host-table entries of the international hosts (local hosts are resolved from configuration, not the table). */
export const regionalHostEntries = (rows: RegionalSiteRows, localHosts: readonly string[]): HostEntry[] =>
  REGIONAL_SITES.flatMap((site) =>
    ENVIRONMENTS.flatMap((environment) =>
      rows[site].hosts[environment]
        .filter((host) => !localHosts.includes(host))
        .map((host): HostEntry => ({ host, variant: 'external', environment, site })),
    ),
  );

/** The site chooser's entries of each environment, in the table's order. */
export const siteChoices = (rows: RegionalSiteRows): Readonly<Record<Environment, readonly SiteEntry[]>> =>
  Object.fromEntries(
    ENVIRONMENTS.map((environment) => [
      environment,
      (Object.keys(rows) as RegionalSite[]).map((site): SiteEntry => ({ host: rows[site].hosts[environment][0], label: rows[site].label, serverRoom: site })),
    ]),
  ) as unknown as Record<Environment, readonly SiteEntry[]>;
