import { Box, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { SEARCH_TABS, type SearchTab, type SupportTopic } from '../../../domain/search/search';
import { useSanitizer } from '../../rich-text/use-rich-text';
import { useDocumentTitle } from '../../portal/use-document-title';
import { searchResultSearch } from '../../portal/search-params';
import { searchCountQuery, searchKey, searchQuery, searchQueryOf } from './search.queries';
import { SearchBox } from './search-box.view';
import { SearchHitView } from './search-hit.view';
import { Pagination } from '../../widgets/pagination.view';
import { SearchTabs, SupportTopics, type TabCounts } from './search-tabs.view';
import { EmptyResults } from './empty-results.view';
import { SearchUnavailable } from './search-unavailable.view';
import { useDocSearch } from '../../portal/portal.context';
import { useRetryFailed } from '../../portal/use-retry-failed';
import { useTakingLong } from '../../widgets/use-taking-long';

/** /searchResult?q&tab&topic&page: the whole query lives in the address, so a result page can be shared. */
export const SearchResultPage = () => {
  const { t } = useTranslation();
  useDocumentTitle(t('search.title'));
  const params = searchResultSearch(useSearch({ strict: false }));
  const query = searchQueryOf(params);
  const navigate = useNavigate();
  const richText = useSanitizer();
  const source = useDocSearch();
  const results = useQuery(searchQuery(source, query));
  // Every tab's count side by side (one small call each), so a reader sees where the hits are before choosing.
  const counts = useQueries({
    queries: SEARCH_TABS.map((tab) => searchCountQuery(source, query.q, tab)),
    combine: (answers): TabCounts => {
      const counts: TabCounts = {};
      SEARCH_TABS.forEach((tab, index) => {
        const count = answers[index]?.data;
        if (count !== undefined) counts[tab] = count;
      });
      return counts;
    },
  });

  const go = (next: { q?: string; tab?: SearchTab; topic?: SupportTopic | undefined; page?: number }) => {
    const tab = next.tab ?? query.tab;
    const topic = 'topic' in next ? next.topic : tab === query.tab ? query.topic : undefined;
    const page = next.page ?? 1;
    void navigate({
      to: '/searchResult',
      search: {
        q: next.q ?? query.q,
        ...(tab !== 'all' ? { tab } : {}),
        ...(tab === 'support' && topic ? { topic } : {}),
        ...(page > 1 ? { page } : {}),
      },
    });
  };

  // Failures are silent (spec §8: no toast), but said in place: an outage is never "nothing found".
  const retryFailed = useRetryFailed();
  const data = results.isError ? undefined : results.data;
  const total = data?.total ?? 0;
  const searching = query.q !== '' && (results.isPending || (results.isError && results.isFetching));
  const failed = query.q !== '' && results.isError && !searching;
  const takingLong = useTakingLong(searching ? JSON.stringify(searchKey(query)) : undefined);
  const status = !query.q || failed ? '' : searching ? t(takingLong ? 'search.stillLoading' : 'search.loading') : t('search.count', { count: total });

  return (
    <Box maxW="5xl" mx="auto" px={{ base: 4, md: 6 }} py={8} w="full">
      <Heading as="h1" size="xl" mb={4} wordBreak="break-word">
        {query.q ? t('search.heading', { q: query.q }) : t('search.headingEmpty')}
      </Heading>
      <SearchBox key={query.q} initial={query.q} onSearch={(q) => go({ q, tab: query.tab, topic: query.topic })} />
      <SearchTabs tab={query.tab} counts={counts} onTab={(tab) => go({ tab })}>
        <Box pt={4}>
          {query.tab === 'support' ? <SupportTopics topic={query.topic} onTopic={(topic) => go({ topic })} /> : null}
          <Text role="status" aria-live="polite" color="fg.muted" fontSize="sm" mb={2} data-testid="search-count">
            {status}
          </Text>
          {!query.q ? (
            <Text py={10} textAlign="center" color="fg.muted">
              {t('search.noQuery')}
            </Text>
          ) : failed ? (
            <SearchUnavailable error={results.error} onRetry={retryFailed} />
          ) : searching ? (
            <Stack gap={4} aria-hidden="true">
              {[0, 1, 2].map((index) => (
                <Skeleton key={index} height="16" />
              ))}
            </Stack>
          ) : data && data.hits.length > 0 ? (
            <>
              <Box as="ul" p={0} m={0}>
                {data.hits.map((hit) => (
                  <SearchHitView key={hit.key} hit={hit} richText={richText.data} />
                ))}
              </Box>
              <Pagination keyPrefix="search.pagination" page={data.page} pageCount={data.pageCount} onPage={(page) => go({ page, topic: query.topic })} />
            </>
          ) : (
            <EmptyResults q={query.q} tab={query.tab} counts={counts} onTab={(tab) => go({ tab })} />
          )}
        </Box>
      </SearchTabs>
    </Box>
  );
};
