import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { MySystem, MySystemList } from '../../../domain/product/my-system';
import { pageCount, type Page } from '../../../domain/product/paging';
import { InlineError } from '../../widgets/call-state.view';
import { LoadingShape } from '../../widgets/loading-shape.view';
import { Pagination } from '../../widgets/pagination.view';
import { EmptyShelfArt } from './empty-shelf-art.view';
import { MySystemTable } from './my-system-table.view';

/** Where a list's new application starts: a WMS system is applied for on its form, a product on its product page. */
export const NewApplicationLink = ({ list, size, applyLabel }: { list: MySystemList; size: 'sm' | 'md'; applyLabel: string }) => {
  const { t } = useTranslation();
  return (
    <Button asChild colorPalette="brand" size={size}>
      {list === 'wmsSystems' ? <Link to="/apply">{applyLabel}</Link> : <Link to="/product">{t('applying.mySystem.empty.browse')}</Link>}
    </Button>
  );
};

const EmptyState = ({ list }: { list: MySystemList }) => {
  const { t } = useTranslation();
  return (
    <Stack alignItems="center" textAlign="center" gap={3} borderWidth="1px" borderStyle="dashed" borderRadius="lg" py={12} px={6} data-testid="my-system-empty">
      <EmptyShelfArt />
      <Heading as="h2" size="md">
        {t(`applying.mySystem.empty.titles.${list}`)}
      </Heading>
      <Text color="fg.muted" maxW="md">
        {t(`applying.mySystem.empty.${list}`)}
      </Text>
      <NewApplicationLink list={list} size="md" applyLabel={t('applying.mySystem.empty.apply')} />
    </Stack>
  );
};

/** One of My System's lists as its call stands: loading, failed (retry), empty, or a page of rows. */
export const MySystemListView = ({ list, query, onPage }: { list: MySystemList; query: UseQueryResult<Page<MySystem>>; onPage: (page: number) => void }) => {
  const { t } = useTranslation();
  if (query.isPending) return <LoadingShape kind="list" />;
  if (query.isError) return <InlineError error={query.error} onRetry={() => void query.refetch()} />;
  const { items, total, pageNum, pageSize } = query.data;
  if (total === 0) return <EmptyState list={list} />;
  const applications = list === 'productApplications';
  return (
    <>
      <Text color="fg.muted" fontSize="sm" mb={3} data-testid="my-system-count">
        {t(applications ? 'applying.mySystem.applicationCount' : 'applying.mySystem.count', { count: total })}
      </Text>
      <MySystemTable systems={items} label={t(applications ? 'applying.mySystem.applicationListLabel' : 'applying.mySystem.listLabel')} />
      <Pagination
        page={pageNum}
        pageCount={pageCount(total, pageSize)}
        onPage={onPage}
        // The pagination names its strings by prefix; this list's are in the lazily loaded applying area.
        keyPrefix="applying.mySystem.pagination"
      />
    </>
  );
};
