import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { SEARCH_TABS, type SearchTab } from '../../../domain/search/search';
import { useOpenFinder } from '../../portal/open-finder';
import type { TabCounts } from './search-tabs.view';

/** No hits in this tab: said plainly, with the tabs that have hits for the same words, and the finder. */
export const EmptyResults = ({ q, tab, counts, onTab }: { q: string; tab: SearchTab; counts: TabCounts; onTab: (tab: SearchTab) => void }) => {
  const { t } = useTranslation();
  const openFinder = useOpenFinder();
  const elsewhere = SEARCH_TABS.filter((other) => other !== tab && other !== 'all' && (counts[other] ?? 0) > 0);
  return (
    <Box py={10} textAlign="center" data-testid="search-empty">
      <Text fontWeight="semibold">{t('search.empty', { q })}</Text>
      <Text color="fg.muted" mt={1}>
        {elsewhere.length ? t('search.emptyElsewhere') : t('search.emptyHint')}
      </Text>
      {elsewhere.length ? (
        <HStack justify="center" gap={2} mt={3} flexWrap="wrap">
          {elsewhere.map((other) => (
            <Button key={other} size="sm" variant="outline" colorPalette="brand" onClick={() => onTab(other)}>
              {t('search.tabs.withCount', { tab: t(`search.tabs.${other}`), count: counts[other] })}
            </Button>
          ))}
        </HStack>
      ) : null}
      <Button mt={4} size="sm" variant="ghost" colorPalette="brand" onClick={openFinder}>
        {t('search.tryFinder')}
      </Button>
    </Box>
  );
};
