import type { CookieJar } from '../../application/ports/storage.port';
import type { AccountType, Locale } from '../../domain/deployment/deployment';
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
  /** The account type the portal's users sign in with (its variant's, or configured). */
  readonly accountType: AccountType;
  readonly cookies: CookieJar;
  readonly locale: () => Locale;
  /** The site the reader is on, where the portal has sites (the customer portal); absent: no site header. */
  readonly site?: () => string;
}

export const SUPPLIER_ID_COOKIE = 'supplierId';

/** The supplierId cookie when it holds a number, else -1 (no team). */
export const supplierIdHeader = (cookie: string | undefined): string =>
  cookie !== undefined && /^-?\d+$/.test(cookie.trim()) ? cookie.trim() : String(NO_TEAM);

/**
 * The headers every lcp-rest call carries (spec §7). The locale goes with every call of both variants, so the
 * localized backend answers documents in the reader's language (issue #16); the site where the portal has sites (the
 * external variant, its international sites included).
 */
export const lcpRestHeaders = (sources: HeaderSources, jsonBody: boolean): Record<string, string> => {
  const headers: Record<string, string> = {
    'X-Requested-With': 'XMLHttpRequest',
    'Account-Type': sources.accountType,
    supplierId: supplierIdHeader(sources.cookies.get(SUPPLIER_ID_COOKIE)),
    locale: sources.locale(),
  };
  if (sources.site) headers.site = sources.site();
  if (jsonBody) headers['Content-Type'] = 'application/json;charset=UTF-8';
  return headers;
};
