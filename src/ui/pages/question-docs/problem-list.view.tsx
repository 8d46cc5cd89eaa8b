import { Box, chakra, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Eye } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { InlineError } from '../../widgets/call-state.view';
import { Pagination } from '../../widgets/pagination.view';
import { faqProblemsQuery } from './question-docs.queries';
import { useSupport } from '../../portal/portal.context';

/** Views with an eye icon; nothing when the backend did not say. */
export const ViewCount = ({ views }: { views: number | undefined }) => {
  const { t } = useTranslation();
  if (views === undefined) return null;
  return (
    <HStack as="span" gap={1} color="fg.muted" fontSize="sm" flexShrink={0} data-testid="faq-views">
      <Eye size={14} aria-hidden="true" />
      <span>{t('support.faq.views', { count: views })}</span>
    </HStack>
  );
};

/** One page of a type's problems (10), each linking to its detail, with the pages below. */
export const ProblemList = ({ channelId, page, onPage }: { channelId: string; page: number; onPage: (page: number) => void }) => {
  const { t } = useTranslation();
  const list = useQuery(faqProblemsQuery(useSupport(), channelId, page));
  if (list.isError) return <InlineError error={list.error} onRetry={() => void list.refetch()} />;
  if (!list.data) {
    return (
      <Stack gap={3} aria-busy="true" aria-label={t('chrome.state.loading')} role="status">
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} height="10" />
        ))}
      </Stack>
    );
  }
  const { problems, total, pageCount } = list.data;
  if (problems.length === 0) {
    return (
      <Text color="fg.muted" py={10} textAlign="center" role="status" data-testid="faq-empty">
        {t('support.faq.empty')}
      </Text>
    );
  }
  return (
    <Box>
      <Text color="fg.muted" fontSize="sm" mb={2} role="status" data-testid="faq-count">
        {t('support.faq.count', { count: total })}
      </Text>
      <Stack as="ul" listStyleType="none" gap={0} m={0} p={0} borderTopWidth="1px">
        {problems.map((problem) => (
          <chakra.li key={problem.code} borderBottomWidth="1px" data-testid="faq-problem">
            <HStack justify="space-between" gap={4} py={3} px={1}>
              <Link to="/qs/$channelId/$questionId" params={{ channelId, questionId: problem.code }}>
                <chakra.span color="brand.fg" fontWeight="medium" _hover={{ textDecoration: 'underline' }} data-content="backend">
                  {problem.title}
                </chakra.span>
              </Link>
              <ViewCount views={problem.views} />
            </HStack>
          </chakra.li>
        ))}
      </Stack>
      <Pagination keyPrefix="support.faq.pagination" page={list.data.page} pageCount={pageCount} onPage={onPage} />
    </Box>
  );
};
