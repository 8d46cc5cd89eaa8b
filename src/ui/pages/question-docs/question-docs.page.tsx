import { Box, Grid, Heading, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { firstType, typePath } from '../../../domain/faq/question-doc';
import { InlineError } from '../../widgets/call-state.view';
import { LoadingShape } from '../../widgets/loading-shape.view';
import { useDocumentTitle } from '../../portal/use-document-title';
import { faqListSearch } from '../../portal/search-params';
import { FaqBreadcrumbs } from './faq-breadcrumbs.view';
import { FaqTypeMenu } from './faq-type-menu.view';
import { ProblemList } from './problem-list.view';
import { faqTypesQuery } from './question-docs.queries';
import { useSupport } from '../../portal/portal.context';

/**
 * The FAQ centre: the work-order type tree as a menu and the chosen type's problems, 10 a page. `channelId`
 * undefined is the centre's own address (/question-docs), which shows the first type. The page is in the address.
 */
const FaqCentre = ({ channelId, page, onPage }: { channelId: string | undefined; page: number; onPage: (page: number) => void }) => {
  const { t } = useTranslation();
  const types = useQuery(faqTypesQuery(useSupport().workOrders));
  const current = channelId ?? (types.data ? firstType(types.data)?.code : undefined);
  const path = types.data && current ? typePath(types.data, current) : [];
  const typeName = path.at(-1)?.name ?? current ?? '';
  const unknown = types.data !== undefined && current !== undefined && path.length === 0;
  useDocumentTitle(channelId && typeName ? `${typeName} · ${t('support.faq.title')}` : t('support.faq.title'));

  const list = () => {
    if (types.isPending && !channelId) return <LoadingShape kind="list" />;
    if (types.isError && !channelId) return <InlineError error={types.error} onRetry={() => void types.refetch()} />;
    if (!current) return <Text color="fg.muted">{t('support.faq.noTypes')}</Text>;
    if (unknown) return <Text role="alert">{t('support.faq.unknownType')}</Text>;
    return <ProblemList key={current} channelId={current} page={page} onPage={onPage} />;
  };

  return (
    <Box maxW="6xl" mx="auto" px={{ base: 4, md: 8 }} py={8} w="full">
      <FaqBreadcrumbs path={channelId ? path : []} />
      <Heading as="h1" size="2xl">
        {t('support.faq.title')}
      </Heading>
      <Text color="fg.muted" mt={2} mb={6}>
        {t('support.faq.intro')}
      </Text>
      <Grid templateColumns={{ base: '1fr', md: '260px 1fr' }} gap={8} alignItems="start">
        <Box>
          {types.isError ? (
            <InlineError error={types.error} onRetry={() => void types.refetch()} />
          ) : types.data ? (
            <FaqTypeMenu types={types.data} current={current ?? ''} />
          ) : (
            <LoadingShape kind="list" />
          )}
        </Box>
        <Box as="section" aria-label={typeName ? t('support.faq.listLabel', { type: typeName }) : undefined} minW={0}>
          {typeName ? (
            <Heading as="h2" size="lg" mb={3} data-content="backend">
              {typeName}
            </Heading>
          ) : null}
          {list()}
        </Box>
      </Grid>
    </Box>
  );
};

/** /question-docs?page: the FAQ centre, opening on the first work-order type. */
export const QuestionDocsPage = () => {
  const { page } = faqListSearch(useSearch({ strict: false }));
  const navigate = useNavigate();
  return (
    <FaqCentre
      channelId={undefined}
      page={page ?? 1}
      onPage={(next) => void navigate({ to: '/question-docs', search: next > 1 ? { page: next } : {} })}
    />
  );
};

/** /question/$channelId?page: one work-order type's problems. */
export const QuestionListPage = () => {
  const channelId = useParams({ strict: false, select: (params: { channelId?: string }) => params.channelId ?? '' });
  const { page } = faqListSearch(useSearch({ strict: false }));
  const navigate = useNavigate();
  return (
    <FaqCentre
      channelId={channelId}
      page={page ?? 1}
      onPage={(next) => void navigate({ to: '/question/$channelId', params: { channelId }, search: next > 1 ? { page: next } : {} })}
    />
  );
};
