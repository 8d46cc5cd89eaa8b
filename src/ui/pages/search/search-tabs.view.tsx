import { Badge, Button, HStack, Tabs } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_TABS, SUPPORT_TOPICS, type SearchTab, type SupportTopic } from '../../../domain/search/search';
import { SideScroll } from '../../widgets/side-scroll.view';

/** Each tab's hit count, where it has arrived. */
export type TabCounts = Partial<Record<SearchTab, number>>;

const isTab = (value: string): value is SearchTab => (SEARCH_TABS as readonly string[]).includes(value);

/** The result categories as keyboard-reachable tabs (arrow keys move, Enter/Space or focus selects); `children` is the active panel. */
export const SearchTabs = ({ tab, counts, onTab, children }: { tab: SearchTab; counts: TabCounts; onTab: (tab: SearchTab) => void; children: ReactNode }) => {
  const { t } = useTranslation();
  return (
    <Tabs.Root value={tab} onValueChange={(details) => isTab(details.value) && onTab(details.value)} variant="line" colorPalette="brand">
      {/*
        A phone's width takes the seven tabs on two lines, each whole (never squeezed over another). From a tablet up
        they are one row, tighter, that fits the column at 1280 px with three-digit counts in English; longer counts
        scroll it sideways behind a faded edge rather than wrap.
      */}
      <SideScroll>
        <Tabs.List aria-label={t('search.tabs.label')} flexWrap={{ base: 'wrap', md: 'nowrap' }} w={{ md: 'max-content' }} minW="full">
          {SEARCH_TABS.map((value) => (
            <Tabs.Trigger
              key={value}
              value={value}
              whiteSpace="nowrap"
              flexShrink={0}
              px={{ md: 2.5 }}
              gap={{ md: 1.5 }}
              aria-label={counts[value] === undefined ? undefined : t('search.tabs.withCount', { tab: t(`search.tabs.${value}`), count: counts[value] })}
            >
              {t(`search.tabs.${value}`)}
              {counts[value] === undefined ? null : (
                <Badge size="sm" px={1} variant={value === tab ? 'solid' : 'subtle'} colorPalette={value === tab ? 'brand' : 'gray'} data-testid={`tab-count-${value}`}>
                  {counts[value]}
                </Badge>
              )}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </SideScroll>
      {SEARCH_TABS.map((value) => (
        <Tabs.Content key={value} value={value}>
          {value === tab ? children : null}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
};

/** Development support narrows further to one of its eight kinds of document (toggle buttons). */
export const SupportTopics = ({ topic, onTopic }: { topic: SupportTopic | undefined; onTopic: (topic: SupportTopic | undefined) => void }) => {
  const { t } = useTranslation();
  const choice = (value: SupportTopic | undefined, label: string) => (
    <Button
      key={value ?? 'any'}
      size="xs"
      variant={topic === value ? 'solid' : 'outline'}
      colorPalette="brand"
      aria-pressed={topic === value}
      onClick={() => onTopic(value)}
    >
      {label}
    </Button>
  );
  return (
    <HStack role="group" aria-label={t('search.topics.label')} gap={2} flexWrap="wrap" mb={2}>
      {choice(undefined, t('search.topics.any'))}
      {SUPPORT_TOPICS.map((value) => choice(value, t(`search.topics.${value}`)))}
    </HStack>
  );
};
