/*
 * The dimensions a deployment differs by, each one list: the types, the configuration's zod enums and the query
 * string's values derive from it, and every difference is a `Record` over it (docs/architecture.md "Deployment
 * differences"), so a new value fails the type check wherever something must be decided for it.
 */
export const VARIANTS = ['internal', 'external'] as const;
export type Variant = (typeof VARIANTS)[number];
export const ENVIRONMENTS = ['test', 'uat', 'prod', 'local'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];
/** 'common': the domestic site; the others are the international (regional) sites, each under its path prefix. */
export const SITES = ['common', 'us', 'eu'] as const;
export type Site = (typeof SITES)[number];
export type RegionalSite = Exclude<Site, 'common'>;
export const ACCOUNT_TYPES = ['erp', 'idaas', 'glsc'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];
/** Where the documentation comes from: the lcp-rest doc calls, or OpenAPI documents (docs/openapi.md). */
export const DOCS_SOURCES = ['lcp', 'openapi'] as const;
export type DocsSource = (typeof DOCS_SOURCES)[number];
export type Locale = 'zh-cn' | 'en-us';

export const LOCALES: readonly Locale[] = ['zh-cn', 'en-us'];
export const REGIONAL_SITES = SITES.filter((site): site is RegionalSite => site !== 'common');
export const DEFAULT_LOCALE: Locale = 'zh-cn';
export const DEFAULT_SITE: RegionalSite = 'us';

/** Where the portal is running, resolved once at start-up. */
export interface Deployment {
  readonly variant: Variant;
  readonly environment: Environment;
  /** 'common', or the regional site this page shows (an international deployment of the external variant). */
  readonly site: Site;
  /** Host the deployment was resolved from (used to build site and console links). */
  readonly host: string;
  readonly accountType: AccountType;
  readonly docs: DocsSource;
}

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

export const isRegionalSite = (value: unknown): value is RegionalSite =>
  typeof value === 'string' && (REGIONAL_SITES as readonly string[]).includes(value);
