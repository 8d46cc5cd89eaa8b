import { Box, Button, Heading, HStack, Skeleton, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { typePath } from '../../../domain/faq/question-doc';
import { InlineError } from '../../widgets/call-state.view';
import { RichHtml } from '../../rich-text/rich-html.view';
import { TEXT_LINK_CSS } from '../../rich-text/rich-html.styles';
import { useSanitizer } from '../../rich-text/use-rich-text';
import { useDocumentTitle } from '../../portal/use-document-title';
import { useSupport } from '../../portal/portal.context';
import { useConsolePageLink } from '../../widgets/use-console-page-link';
import { FaqBreadcrumbs } from './faq-breadcrumbs.view';
import { ProblemNeighbours } from './problem-neighbours.view';
import { ViewCount } from './problem-list.view';
import { faqProblemQuery, faqTypesQuery } from './question-docs.queries';

const CONTENT_CSS = {
  lineHeight: '1.75',
  '& h1, & h2': { fontSize: 'xl', fontWeight: 'semibold', mt: 6, mb: 3 },
  '& h3, & h4': { fontSize: 'lg', fontWeight: 'semibold', mt: 4, mb: 2 },
  '& p': { my: 3 },
  '& ul, & ol': { ps: 6, my: 3 },
  '& ul': { listStyleType: 'disc' },
  '& ol': { listStyleType: 'decimal' },
  '& a': TEXT_LINK_CSS,
  '& img': { maxW: 'full' },
  '& table': { borderCollapse: 'collapse', my: 4, display: 'block', overflowX: 'auto' },
  '& th, & td': { borderWidth: '1px', px: 3, py: 1.5 },
} as const;

/** The backend's update time: its own text as sent, an epoch as a local date and time. */
const formatTime = (value: string | number, locale: string): string =>
  typeof value === 'number' ? new Date(value).toLocaleString(locale === 'en-us' ? 'en-US' : 'zh-CN') : value;

/**
 * /qs/$channelId/$questionId: one question of the FAQ centre: title, views, update time, the answer (server HTML,
 * sanitized), previous/next and breadcrumbs back to its type's list. Opening it counts a view (backend).
 */
export const QuestionDetailPage = () => {
  const { t, i18n } = useTranslation();
  const params: { channelId?: string; questionId?: string } = useParams({ strict: false });
  const channelId = params.channelId ?? '';
  const questionId = params.questionId ?? '';
  const consolePageLink = useConsolePageLink();
  const { workOrders } = useSupport();
  const problem = useQuery(faqProblemQuery(workOrders, questionId));
  const types = useQuery(faqTypesQuery(workOrders));
  const sanitizer = useSanitizer();
  const path = types.data ? typePath(types.data, channelId) : [];
  useDocumentTitle(problem.data?.title ?? t('routes.questionDetail'));

  return (
    <Box maxW="960px" mx="auto" px={{ base: 4, md: 6 }} py={8} w="full">
      <FaqBreadcrumbs path={path} current={problem.data?.title ?? t('routes.questionDetail')} />
      {problem.isError ? (
        <Stack gap={3} align="start">
          <InlineError error={problem.error} onRetry={() => void problem.refetch()} />
          <Button asChild size="sm" variant="outline">
            <Link to="/question/$channelId" params={{ channelId }}>
              {t('support.faq.backToList')}
            </Link>
          </Button>
        </Stack>
      ) : !problem.data ? (
        <Stack gap={4} role="status" aria-busy="true" aria-label={t('chrome.state.loading')}>
          <Skeleton height="9" width="60%" />
          <Skeleton height="40" />
        </Stack>
      ) : (
        <Box as="article" aria-labelledby="faq-question-title">
          <Heading as="h1" id="faq-question-title" size="2xl" wordBreak="break-word" data-content="backend">
            {problem.data.title}
          </Heading>
          <HStack gap={5} mt={2} mb={6} flexWrap="wrap" pb={3} borderBottomWidth="1px">
            <ViewCount views={problem.data.views} />
            {problem.data.updatedAt !== undefined ? (
              <HStack as="span" gap={1} color="fg.muted" fontSize="sm" data-testid="faq-updated">
                <Clock size={14} aria-hidden="true" />
                <span>{t('support.faq.updated', { time: formatTime(problem.data.updatedAt, i18n.language) })}</span>
              </HStack>
            ) : null}
          </HStack>
          {sanitizer.isError ? (
            <InlineError error={sanitizer.error} onRetry={() => sanitizer.retry()} />
          ) : sanitizer.data ? (
            <RichHtml html={problem.data.contentHtml} richText={sanitizer.data} css={CONTENT_CSS} data-testid="faq-content" />
          ) : (
            <Skeleton height="40" />
          )}
          <Box mt={8}>
            <Button asChild size="sm" variant="outline" colorPalette="brand">
              <a {...consolePageLink('workOrder')}>{t('support.faq.submitTicket')}</a>
            </Button>
          </Box>
          <ProblemNeighbours channelId={channelId} code={questionId} />
        </Box>
      )}
    </Box>
  );
};
