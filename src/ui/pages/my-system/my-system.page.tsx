import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { pageCount } from '../../../domain/product/paging';
import { InlineError } from '../../widgets/call-state.view';
import { LoadingShape } from '../../widgets/loading-shape.view';
import { Pagination } from '../../widgets/pagination.view';
import { useDocumentTitle } from '../../layouts/use-document-title';
import { pageSearch } from '../../routes/search-params';
import { useDeploymentValues, useProducts } from '../../portal/portal.context';
import { EmptyShelfArt } from './empty-shelf-art.view';
import { MySystemTable } from './my-system-table.view';
import { mySystemsQuery } from './my-system.queries';

/** Externally one applies for a WMS system here; internally for a product, chosen on the product page. */
const ApplyLink = ({ external, size, applyLabel }: { external: boolean; size: 'sm' | 'md'; applyLabel: string }) => {
  const { t } = useTranslation();
  return (
    <Button asChild colorPalette="brand" size={size}>
      {external ? <Link to="/apply">{applyLabel}</Link> : <Link to="/product">{t('applying.mySystem.empty.browse')}</Link>}
    </Button>
  );
};

const EmptyState = ({ external }: { external: boolean }) => {
  const { t } = useTranslation();
  return (
    <Stack alignItems="center" textAlign="center" gap={3} borderWidth="1px" borderStyle="dashed" borderRadius="lg" py={12} px={6} data-testid="my-system-empty">
      <EmptyShelfArt />
      <Heading as="h2" size="md">
        {t('applying.mySystem.empty.title')}
      </Heading>
      <Text color="fg.muted" maxW="md">
        {t(external ? 'applying.mySystem.empty.external' : 'applying.mySystem.empty.internal')}
      </Text>
      <ApplyLink external={external} size="md" applyLabel={t('applying.mySystem.empty.apply')} />
    </Stack>
  );
};

/** mySystem?page: the team's systems (externally WMS systems, internally product applications), 10 a page. */
export const MySystemPage = () => {
  const { t } = useTranslation();
  const external = useDeploymentValues().features.mySystemLists === 'wmsSystems';
  const { page = 1 } = pageSearch(useSearch({ strict: false }));
  const navigate = useNavigate();
  const query = useQuery(mySystemsQuery(useProducts(), page));
  useDocumentTitle(t('applying.mySystem.title'));

  const content = () => {
    if (query.isPending) return <LoadingShape kind="list" />;
    if (query.isError) return <InlineError error={query.error} onRetry={() => void query.refetch()} />;
    const { items, total, pageNum, pageSize } = query.data;
    if (total === 0) return <EmptyState external={external} />;
    return (
      <>
        <Text color="fg.muted" fontSize="sm" mb={3} data-testid="my-system-count">
          {t('applying.mySystem.count', { count: total })}
        </Text>
        <MySystemTable systems={items} label={t('applying.mySystem.listLabel')} />
        <Pagination
          page={pageNum}
          pageCount={pageCount(total, pageSize)}
          onPage={(next) => void navigate({ to: '/mySystem', search: next > 1 ? { page: next } : {} })}
          // The pagination names its strings by prefix; this list's are in the lazily loaded applying area.
          keyPrefix="applying.mySystem.pagination"
        />
      </>
    );
  };

  return (
    <Box maxW="6xl" mx="auto" px={{ base: 4, md: 8 }} py={{ base: 8, md: 10 }} w="full">
      <HStack justifyContent="space-between" alignItems="flex-end" gap={4} flexWrap="wrap" mb={6}>
        <Stack gap={2} maxW="3xl">
          <Heading as="h1" size="2xl">
            {t('applying.mySystem.title')}
          </Heading>
          <Text color="fg.muted">{t('applying.mySystem.intro')}</Text>
        </Stack>
        {query.data && query.data.total > 0 ? <ApplyLink external={external} size="sm" applyLabel={t('applying.mySystem.newApplication')} /> : null}
      </HStack>
      {content()}
    </Box>
  );
};
