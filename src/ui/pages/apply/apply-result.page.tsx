import { Box, Button, chakra, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearch } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MySystemList, MySystemStatus } from '../../../domain/product/my-system';
import { InlineError } from '../../widgets/call-state.view';
import { LoadingShape } from '../../widgets/loading-shape.view';
import { useDocumentTitle } from '../../portal/use-document-title';
import { mySystemSearchFor } from '../my-system/my-system-address';
import { SystemStatusBadge } from '../my-system/system-status-badge.view';
import { ApplyLayout } from './apply-layout.view';
import { applicationResultQuery } from './apply.queries';
import { SubmittedArt } from './submitted-art.view';
import { useDeploymentValues, useProducts } from '../../portal/portal.context';

const NEXT_STEPS = ['review', 'creating', 'running', 'rejected'] as const;

/** The result's facts as a description list. */
const Facts = ({ facts }: { facts: readonly { label: string; value: ReactNode }[] }) => (
  <chakra.dl display="grid" gridTemplateColumns={{ base: '1fr', sm: 'max-content 1fr' }} columnGap={6} rowGap={{ base: 1, sm: 3 }}>
    {facts.map((fact) => (
      <Box key={fact.label} display="contents">
        <chakra.dt color="fg.muted">{fact.label}</chakra.dt>
        <chakra.dd mb={{ base: 2, sm: 0 }} fontWeight="medium">
          {fact.value}
        </chakra.dd>
      </Box>
    ))}
  </chakra.dl>
);

interface ResultPanelProps {
  readonly lead: string;
  readonly facts: readonly { label: string; value: ReactNode }[];
  readonly footnote?: string;
  /** What happens next, in the words of what was applied for (a product is not set up like a WMS system). */
  readonly steps: readonly string[];
  /** The list of My System where the application is followed. */
  readonly list: MySystemList;
}

/** What the applicant sees after submitting: the facts, what happens next, and the ways on. */
const ResultPanel = ({ lead, facts, footnote, steps, list }: ResultPanelProps) => {
  const { t } = useTranslation();
  const lists = useDeploymentValues().features.mySystemLists;
  return (
    <Stack gap={8}>
      <HStack gap={5} alignItems="center" borderWidth="1px" borderRadius="lg" p={{ base: 5, md: 8 }} bg="bg.panel">
        <SubmittedArt />
        <Stack gap={4} flex="1" minW={0}>
          <Text fontSize="lg" role="status">
            {lead}
          </Text>
          <Facts facts={facts} />
          {footnote ? <Text color="fg.muted" fontSize="sm">{footnote}</Text> : null}
        </Stack>
      </HStack>
      <Box as="section" aria-labelledby="apply-next-steps">
        <Heading as="h2" id="apply-next-steps" size="lg" mb={3}>
          {t('applying.result.nextTitle')}
        </Heading>
        <chakra.ol ps={5} listStyleType="decimal" display="grid" gap={2}>
          {steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </chakra.ol>
      </Box>
      <HStack gap={3} flexWrap="wrap">
        <Button asChild colorPalette="brand">
          <Link to="/mySystem" search={mySystemSearchFor(lists, list)}>
            {t('applying.result.toMySystem')}
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/home">{t('applying.result.toHome')}</Link>
        </Button>
      </HStack>
    </Stack>
  );
};

const statusFact = (label: string, status: MySystemStatus | undefined) => ({ label, value: <SystemStatusBadge status={status} /> });

/** apply/result/{productCode} (both portals): the account's newest application of the product, so a reload shows it again. */
export const ProductApplyResultPage = () => {
  const { t, i18n } = useTranslation();
  const productCode = useParams({ strict: false, select: (params: { productCode?: string }) => params.productCode ?? '' });
  const query = useQuery(applicationResultQuery(useProducts(), productCode));
  useDocumentTitle(t('routes.applyResult'));
  const content = () => {
    if (query.isPending) return <LoadingShape kind="document" />;
    if (query.isError) return <InlineError error={query.error} onRetry={() => void query.refetch()} />;
    const application = query.data;
    if (!application) {
      return (
        <Stack gap={4} alignItems="flex-start">
          <Text>{t('applying.result.none')}</Text>
          <Button asChild colorPalette="brand">
            <Link to="/apply/$productCode" params={{ productCode }}>
              {t('applying.result.applyNow')}
            </Link>
          </Button>
        </Stack>
      );
    }
    const product = i18n.language === 'en-us' ? application.productNameEn : application.productName;
    return (
      <ResultPanel
        list="productApplications"
        steps={NEXT_STEPS.map((step) => t(`applying.result.productSteps.${step}`, { product }))}
        lead={t('applying.result.internalLead', { product })}
        facts={[
          { label: t('applying.result.applicationNumber'), value: application.id },
          { label: t('applying.result.product'), value: product },
          { label: t('applying.result.term'), value: t('applying.length.year', { count: application.termYears }) },
          statusFact(t('applying.result.status'), application.status),
          { label: t('applying.result.applyTime'), value: application.applyTime },
        ]}
      />
    );
  };
  return <ApplyLayout title={query.data ? t('applying.result.title') : t('routes.applyResult')}>{content()}</ApplyLayout>;
};

/** apply/result (external): the WMS application just sent; the system id stays in the address, so a reload keeps it. */
export const ExternalApplyResultPage = () => {
  const { t } = useTranslation();
  const { systemId }: { systemId?: string } = useSearch({ strict: false });
  useDocumentTitle(t('routes.applyResult'));
  return (
    <ApplyLayout title={t('applying.result.title')}>
      <ResultPanel
        list="wmsSystems"
        steps={NEXT_STEPS.map((step) => t(`applying.result.steps.${step}`))}
        lead={t('applying.result.externalLead')}
        facts={[...(systemId ? [{ label: t('applying.result.systemId'), value: systemId }] : []), statusFact(t('applying.result.status'), 'underReview')]}
        {...(systemId ? {} : { footnote: t('applying.result.noSystemId') })}
      />
    </ApplyLayout>
  );
};
