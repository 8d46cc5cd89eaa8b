export type Variant = 'internal' | 'external';
export type Environment = 'test' | 'uat' | 'prod' | 'local';
export type Site = 'common' | 'us' | 'eu';
export type RegionalSite = Exclude<Site, 'common'>;
export type Locale = 'zh-cn' | 'en-us';
export type AccountType = 'erp' | 'idaas' | 'glsc';
/** Where the documentation comes from: the lcp-rest doc calls, or OpenAPI documents (docs/openapi.md). */
export type DocsSource = 'lcp' | 'openapi';

export const LOCALES: readonly Locale[] = ['zh-cn', 'en-us'];
export const REGIONAL_SITES: readonly RegionalSite[] = ['us', 'eu'];
export const DEFAULT_LOCALE: Locale = 'zh-cn';
export const DEFAULT_SITE: RegionalSite = 'us';

/** Where the portal is running, resolved once at start-up. */
export interface Deployment {
  readonly variant: Variant;
  readonly environment: Environment;
  readonly site: Site;
  /** International (us/eu) deployments of the external variant. */
  readonly international: boolean;
  /** Host the deployment was resolved from (used to build site and console links). */
  readonly host: string;
  readonly accountType: AccountType;
  readonly docs: DocsSource;
}

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

export const isRegionalSite = (value: unknown): value is RegionalSite =>
  typeof value === 'string' && (REGIONAL_SITES as readonly string[]).includes(value);
