import { chakra, Grid, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { ProblemLink, ProblemNeighbours as Neighbours } from '../../../domain/faq/question-doc';
import { faqNeighboursQuery } from './question-docs.queries';
import { useSupport } from '../../portal/portal.context';

const Neighbour = ({ channelId, link, label, none, align }: { channelId: string; link: ProblemLink | undefined; label: string; none: string; align: 'start' | 'end' }) => (
  <chakra.div textAlign={align} minW={0}>
    <Text fontSize="sm" color="fg.muted">
      {label}
    </Text>
    {link ? (
      <Link to="/qs/$channelId/$questionId" params={{ channelId, questionId: link.code }} rel={align === 'start' ? 'prev' : 'next'}>
        <chakra.span color="brand.fg" fontWeight="medium" _hover={{ textDecoration: 'underline' }} lineClamp={2} data-content="backend">
          {link.title}
        </chakra.span>
      </Link>
    ) : (
      <Text color="fg.muted">{none}</Text>
    )}
  </chakra.div>
);

const NO_NEIGHBOURS: Neighbours = { previous: undefined, next: undefined };

/** Previous and next questions (GET /workOrder/problem/neighbor, silent: a failure shows none of them). */
export const ProblemNeighbours = ({ channelId, code }: { channelId: string; code: string }) => {
  const { t } = useTranslation();
  const neighbours = useQuery(faqNeighboursQuery(useSupport(), code));
  const known = neighbours.isError ? NO_NEIGHBOURS : neighbours.data;
  if (!known) return null;
  const { previous, next } = known;
  return (
    <Grid as="nav" aria-label={t('support.faq.neighbours')} templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap={4} mt={10} pt={4} borderTopWidth="1px" data-testid="faq-neighbours">
      <Neighbour channelId={channelId} link={previous} label={t('support.faq.previous')} none={t('support.faq.noPrevious')} align="start" />
      <Neighbour channelId={channelId} link={next} label={t('support.faq.next')} none={t('support.faq.noNext')} align="end" />
    </Grid>
  );
};
