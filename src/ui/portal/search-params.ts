import { MY_SYSTEM_LISTS, type MySystemList } from '../../domain/product/my-system';
import { teamReturnRoute } from '../../domain/user/team-choice';
import { SEARCH_MAX_LENGTH, SEARCH_MAX_PAGE, SEARCH_TABS, SUPPORT_TOPICS, type SearchTab, type SupportTopic } from '../../domain/search/search';

/** Search-param validators: unknown input in, a typed object out; bad values are dropped, never thrown. */
const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;

/** /searchResult?q&tab&topic&page: an unknown tab or topic is dropped, a bad page becomes absent (page 1). */
export const searchResultSearch = (
  search: Record<string, unknown>,
): { q: string; tab?: SearchTab; topic?: SupportTopic; page?: number } => {
  const tab = SEARCH_TABS.find((candidate) => candidate === text(search.tab));
  const topic = tab === 'support' ? SUPPORT_TOPICS.find((candidate) => candidate === text(search.topic)) : undefined;
  const page = Number(text(search.page));
  const validPage = Number.isInteger(page) && page > 1 && page <= SEARCH_MAX_PAGE ? page : undefined;
  return {
    q: (text(search.q) ?? '').slice(0, SEARCH_MAX_LENGTH),
    ...(tab && tab !== 'all' ? { tab } : {}),
    ...(topic ? { topic } : {}),
    ...(validPage ? { page: validPage } : {}),
  };
};

/** The longest unknown address /404 repeats to its reader. */
export const NOT_FOUND_ADDRESS_MAX_LENGTH = 300;

/**
 * /404?from=: the unknown address that led there (spec: unknown paths go to /404), shown to the reader as text so
 * they can see what was opened; a portal path only (it starts with one '/'), no control characters.
 */
export const notFoundSearch = (search: Record<string, unknown>): { from?: string } => {
  const from = text(search.from);
  const hasControl = (value: string) => Array.from(value, (character) => character.charCodeAt(0)).some((code) => code < 0x20 || code === 0x7f);
  const shown = from !== undefined && /^\/(?!\/)/.test(from) && !hasControl(from) && from.length <= NOT_FOUND_ADDRESS_MAX_LENGTH;
  return shown ? { from } : {};
};

/** /chooseSupplier?from=: the portal route to go back to after the choice (docs/identity.md); anything else dropped. */
export const chooseSupplierSearch = (search: Record<string, unknown>): { from?: string } => {
  const from = teamReturnRoute(search.from);
  return from ? { from } : {};
};

export const openBusinessSearch = (search: Record<string, unknown>): { fromUrl?: string } => {
  const fromUrl = text(search.fromUrl);
  return fromUrl === 'noAuthority' ? { fromUrl } : {};
};

/** /oauth?appKey=: the app key to authorize, prefilled (the page checks it like any typed value). */
export const oauthSearch = (search: Record<string, unknown>): { appKey?: string } => {
  const appKey = text(search.appKey)?.slice(0, 64);
  return appKey ? { appKey } : {};
};

export const apiStoreSearch = (search: Record<string, unknown>): { interfaceType?: string } => {
  const interfaceType = text(search.interfaceType);
  return interfaceType && /^[a-z]{1,16}$/i.test(interfaceType) ? { interfaceType } : {};
};

/** /apiMethodList and /httpApiDetail: ids as positive integers, the interface type as in /apiStore. */
export const apiListSearch = (search: Record<string, unknown>): { unitId?: number; id?: number; interfaceType?: string } => {
  const positive = (value: unknown) => {
    const number = Number(text(value));
    return Number.isInteger(number) && number > 0 ? number : undefined;
  };
  const unitId = positive(search.unitId);
  const id = positive(search.id);
  return { ...(unitId ? { unitId } : {}), ...(id ? { id } : {}), ...apiStoreSearch(search) };
};

/**
 * The API test console (common-development-tools/$unitId/api-test and /apiTestMainPage): the API to preselect and,
 * internally, the unit whose APIs are listed (absent: every API). Positive integers; anything else is dropped.
 */
export const apiTestSearch = (search: Record<string, unknown>): { apiId?: number; unitId?: number } => {
  const { id, unitId } = apiListSearch({ id: search.apiId, unitId: search.unitId });
  return { ...(id ? { apiId: id } : {}), ...(unitId ? { unitId } : {}) };
};

export const previewSearch = (search: Record<string, unknown>): { approvalNumber: string } => ({
  approvalNumber: (text(search.approvalNumber) ?? '').replace(/[^\w-]/g, '').slice(0, 64),
});

/** Path params that are ids must be digits; anything else makes the route not match (404). */
export const isId = (value: string): boolean => /^\d{1,18}$/.test(value);
export const isCode = (value: string): boolean => /^[\w.-]{1,64}$/.test(value);

/** The FAQ centre's lists (/question-docs, /question/$channelId): ?page= from 2 on; page 1 and bad values are absent. */
export const faqListSearch = (search: Record<string, unknown>): { page?: number } => {
  const page = Number(text(search.page));
  return Number.isInteger(page) && page > 1 && page <= 10_000 ? { page } : {};
};

/** A paged list's ?page=: the same rule as the FAQ lists. */
export const pageSearch = faqListSearch;

/** /mySystem?list&page: which of My System's lists (an unknown one is dropped: the first list) and its page. */
export const mySystemSearch = (search: Record<string, unknown>): { list?: MySystemList; page?: number } => {
  const list = MY_SYSTEM_LISTS.find((candidate) => candidate === text(search.list));
  return { ...(list ? { list } : {}), ...pageSearch(search) };
};

/** apply/result (external): the new WMS system's id, kept in the address so a reload shows it. */
export const applyResultSearch = (search: Record<string, unknown>): { systemId?: string } => {
  const value = search.systemId;
  const id = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  return /^[\w-]{1,64}$/.test(id) ? { systemId: id } : {};
};
