import type { CookieJar } from '../../application/ports/storage.port';
import type { Deployment, Locale } from '../../domain/deployment/deployment';
import { NO_TEAM } from '../../domain/user/user';

export type QueryParams = Readonly<Record<string, string | number | undefined>>;

/** `${baseUrl}${path}` with the defined query values appended. */
export const lcpRestUrl = (baseUrl: string, path: string, query: QueryParams = {}): string => {
  const base = baseUrl.replace(/\/+$/, '');
  const relative = path.startsWith('/') ? path : `/${path}`;
  const params = new URLSearchParams();
  Object.entries(query).forEach(([name, value]) => {
    if (value !== undefined) params.append(name, String(value));
  });
  const search = params.toString();
  if (!search) return `${base}${relative}`;
  return `${base}${relative}${relative.includes('?') ? '&' : '?'}${search}`;
};

export interface HeaderSources {
  readonly deployment: Deployment;
  readonly cookies: CookieJar;
  readonly locale: () => Locale;
  readonly site: () => string;
}

export const SUPPLIER_ID_COOKIE = 'supplierId';

/** The supplierId cookie when it holds a number, else -1 (no team). */
export const supplierIdHeader = (cookie: string | undefined): string =>
  cookie !== undefined && /^-?\d+$/.test(cookie.trim()) ? cookie.trim() : String(NO_TEAM);

/**
 * The headers every lcp-rest call carries (spec §7). The locale goes with every call of both variants, so the
 * localized backend answers documents in the reader's language (issue #16); the site only on the external variant
 * and international sites.
 */
export const lcpRestHeaders = (sources: HeaderSources, jsonBody: boolean): Record<string, string> => {
  const { deployment } = sources;
  const headers: Record<string, string> = {
    'X-Requested-With': 'XMLHttpRequest',
    'Account-Type': deployment.accountType,
    supplierId: supplierIdHeader(sources.cookies.get(SUPPLIER_ID_COOKIE)),
    locale: sources.locale(),
  };
  if (deployment.variant === 'external' || deployment.international) headers.site = sources.site();
  if (jsonBody) headers['Content-Type'] = 'application/json;charset=UTF-8';
  return headers;
};
