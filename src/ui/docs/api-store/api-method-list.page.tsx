import { Box, Button, chakra, Heading, Stack, Text } from '@chakra-ui/react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { InlineError } from '../../widgets/call-state.view';
import { LoadingShape } from '../../widgets/loading-shape.view';
import { useDocumentTitle } from '../../portal/use-document-title';
import { apiPagesQuery } from './api-store.queries';
import { useInterfaceType } from './interface-type';
import { SideScroll } from '../../widgets/side-scroll.view';
import { useDocuments } from '../../portal/portal.context';

/** Internal: a business unit's APIs (/apiMethodList?unitId=), 20 at a time, each leading to its document. */
export const ApiMethodListPage = () => {
  const { t } = useTranslation();
  useDocumentTitle(t('apiStore.methods'));
  const search: { unitId?: unknown } = useSearch({ strict: false });
  const unitId = Number(search.unitId);
  const interfaceType = useInterfaceType();
  const pages = useInfiniteQuery(apiPagesQuery(useDocuments().docs, unitId));
  const apis = pages.data?.pages.flat() ?? [];
  return (
    <Stack gap={6} maxW="1408px" mx="auto" px={{ base: 4, md: 6 }} py={8}>
      <Stack gap={1}>
        <Link to="/apiStore" search={{ interfaceType }}>
          <chakra.span fontSize="sm" color="brand.fg">
            ← {t('apiStore.title')}
          </chakra.span>
        </Link>
        <Heading as="h1" size="2xl">
          {t('apiStore.methods')}
        </Heading>
      </Stack>
      {!Number.isInteger(unitId) || unitId <= 0 ? (
        <Text color="fg.muted">{t('apiStore.noUnit')}</Text>
      ) : pages.isPending ? (
        <LoadingShape kind="list" />
      ) : pages.isError ? (
        <InlineError error={pages.error} onRetry={() => void pages.refetch()} />
      ) : apis.length === 0 ? (
        <Text color="fg.muted">{t('apiStore.none')}</Text>
      ) : (
        <SideScroll borderWidth="1px" borderRadius="md">
          <chakra.table w="full" fontSize="sm" borderCollapse="collapse">
            <chakra.caption srOnly>{t('apiStore.methods')}</chakra.caption>
            <chakra.thead bg="bg.muted">
              <chakra.tr>
                {(['name', 'path', 'code'] as const).map((column) => (
                  <chakra.th key={column} scope="col" textAlign="start" px={3} py={2}>
                    {t(`apiStore.columns.${column}`)}
                  </chakra.th>
                ))}
              </chakra.tr>
            </chakra.thead>
            <chakra.tbody>
              {apis.map((api) => (
                <chakra.tr key={api.id} borderTopWidth="1px">
                  <chakra.td px={3} py={2}>
                    <Link to="/httpApiDetail" search={{ id: api.id, unitId, interfaceType }}>
                      <chakra.span color="brand.fg" textDecoration="underline" data-content="backend">
                        {api.name}
                      </chakra.span>
                    </Link>
                  </chakra.td>
                  <chakra.td px={3} py={2} fontFamily="mono">
                    {api.path}
                  </chakra.td>
                  <chakra.td px={3} py={2} fontFamily="mono">
                    {api.code}
                  </chakra.td>
                </chakra.tr>
              ))}
            </chakra.tbody>
          </chakra.table>
        </SideScroll>
      )}
      {pages.hasNextPage ? (
        <Box>
          <Button variant="outline" loading={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
            {t('apiStore.more')}
          </Button>
        </Box>
      ) : null}
    </Stack>
  );
};
