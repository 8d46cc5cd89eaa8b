import { queryOptions } from '@tanstack/react-query';
import type { SearchQuery, SearchTab, SupportTopic } from '../../../domain/search/search';
import type { SearchFeature } from '../../../application/features/search.feature';
import { runTask, SILENT } from '../../portal/task-query';

/** The query an address asks (`searchResultSearch`): its words trimmed, tab 'all' and page 1 when not given. */
export const searchQueryOf = (params: { q: string; tab?: SearchTab; topic?: SupportTopic; page?: number }): SearchQuery => ({
  q: params.q.trim(),
  tab: params.tab ?? 'all',
  ...(params.topic ? { topic: params.topic } : {}),
  page: params.page ?? 1,
});

export const searchKey = (query: SearchQuery) => ['search', query.q, query.tab, query.topic ?? '', query.page] as const;

/** One page of search results; a failure is silent (spec §8): the page shows its empty state. No words, no call. */
export const searchQuery = (source: Pick<SearchFeature, 'searchDocs'>, query: SearchQuery) =>
  queryOptions({ queryKey: searchKey(query), meta: SILENT, queryFn: () => runTask(source.searchDocs(query)), enabled: query.q !== '', retryOnMount: false });
