import { queryOptions } from '@tanstack/react-query';
import type { SearchQuery, SearchTab, SupportTopic } from '../../../domain/search/search';
import type { SearchFeature } from '../../../application/features/search.feature';
import { runTask, SHOWN_IN_PLACE, SILENT } from '../../portal/task-query';

/** The query an address asks (`searchResultSearch`): its words trimmed, tab 'all' and page 1 when not given. */
export const searchQueryOf = (params: { q: string; tab?: SearchTab; topic?: SupportTopic; page?: number }): SearchQuery => ({
  q: params.q.trim(),
  tab: params.tab ?? 'all',
  ...(params.topic ? { topic: params.topic } : {}),
  page: params.page ?? 1,
});

export const searchKey = (query: SearchQuery) => ['search', query.q, query.tab, query.topic ?? '', query.page] as const;

/** One page of search results; a failure is silent (spec §8: no toast): the page says it in place, with Retry. No words, no call. */
export const searchQuery = (source: Pick<SearchFeature, 'searchDocs'>, query: SearchQuery) =>
  queryOptions({ queryKey: searchKey(query), meta: SILENT, queryFn: () => runTask(source.searchDocs(query)), enabled: query.q !== '', retryOnMount: false });

export const searchCountKey = (q: string, tab: SearchTab) => ['searchCount', q, tab] as const;

/** One tab's hit count for the words (its label); a failure is silent: the tab shows no number. */
export const searchCountQuery = (source: Pick<SearchFeature, 'countHits'>, q: string, tab: SearchTab) =>
  queryOptions({ queryKey: searchCountKey(q, tab), meta: SILENT, queryFn: () => runTask(source.countHits(q, tab)), enabled: q !== '', retryOnMount: false });

export const finderKey = (words: string) => ['finder', words] as const;

/**
 * The finder's suggestions for the words (trimmed). Each answer is kept under its own words, so an answer to older
 * words can never stand for newer ones; the finder shows it, marked stale, only until the newer one arrives. A
 * failure is said in place, in the finder.
 */
export const finderQuery = (source: Pick<SearchFeature, 'suggest'>, words: string) =>
  queryOptions({ queryKey: finderKey(words), meta: SHOWN_IN_PLACE, queryFn: () => runTask(source.suggest(words)), enabled: words !== '', staleTime: 60_000, retry: false });
