import { Box, Heading, HStack, Stack, Tabs, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { MySystemList } from '../../../domain/product/my-system';
import { useDocumentTitle } from '../../portal/use-document-title';
import { mySystemSearch } from '../../portal/search-params';
import { useDeploymentValues, useProducts } from '../../portal/portal.context';
import { mySystemSearchFor, shownList } from './my-system-address';
import { MySystemListView, NewApplicationLink } from './my-system-list.view';
import { mySystemsQuery } from './my-system.queries';

/**
 * mySystem?list&page: the deployment's lists (PortalFeatures.mySystemLists: the product applications, and on the
 * customer portal first the team's WMS systems), one tab each when there are several; 10 rows a page.
 */
export const MySystemPage = () => {
  const { t } = useTranslation();
  const lists = useDeploymentValues().features.mySystemLists;
  const asked = mySystemSearch(useSearch({ strict: false }));
  const list = shownList(lists, asked.list);
  const page = asked.page ?? 1;
  const navigate = useNavigate();
  const query = useQuery(mySystemsQuery(useProducts(), list, page));
  useDocumentTitle(t('applying.mySystem.title'));
  const show = (next: MySystemList, nextPage = 1) => void navigate({ to: '/mySystem', search: mySystemSearchFor(lists, next, nextPage) });
  const content = <MySystemListView list={list} query={query} onPage={(next) => show(list, next)} />;

  return (
    <Box maxW="6xl" mx="auto" px={{ base: 4, md: 8 }} py={{ base: 8, md: 10 }} w="full">
      <HStack justifyContent="space-between" alignItems="flex-end" gap={4} flexWrap="wrap" mb={6}>
        <Stack gap={2} maxW="3xl">
          <Heading as="h1" size="2xl">
            {t('applying.mySystem.title')}
          </Heading>
          <Text color="fg.muted">{t(lists.length > 1 ? 'applying.mySystem.introLists' : 'applying.mySystem.intro')}</Text>
        </Stack>
        {query.data && query.data.total > 0 ? <NewApplicationLink list={list} size="sm" applyLabel={t('applying.mySystem.newApplication')} /> : null}
      </HStack>
      {lists.length > 1 ? (
        <Tabs.Root
          value={list}
          onValueChange={(details) => {
            const next = lists.find((candidate) => candidate === details.value);
            if (next) show(next);
          }}
          variant="line"
          colorPalette="brand"
        >
          <Tabs.List aria-label={t('applying.mySystem.listsLabel')} mb={4}>
            {lists.map((each) => (
              <Tabs.Trigger key={each} value={each}>
                {t(`applying.mySystem.lists.${each}`)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {lists.map((each) => (
            <Tabs.Content key={each} value={each}>
              {each === list ? content : null}
            </Tabs.Content>
          ))}
        </Tabs.Root>
      ) : (
        content
      )}
    </Box>
  );
};
