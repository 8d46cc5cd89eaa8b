import { chakra, HStack } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { ChevronRight } from 'lucide-react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { FaqType } from '../../../domain/faq/question-doc';

/** FAQ centre › type › sub-type [› question]: every step but the last is a link back. */
export const FaqBreadcrumbs = ({ path, current }: { path: readonly FaqType[]; current?: string }) => {
  const { t } = useTranslation();
  const steps = [
    { key: 'centre', label: t('support.faq.title'), link: <Link to="/question-docs">{t('support.faq.title')}</Link> },
    ...path.map((type) => ({
      key: type.code,
      label: type.name,
      link: (
        <Link to="/question/$channelId" params={{ channelId: type.code }}>
          {type.name}
        </Link>
      ),
    })),
    ...(current ? [{ key: 'current', label: current, link: null }] : []),
  ];
  return (
    <chakra.nav aria-label={t('support.faq.breadcrumbs')} fontSize="sm" color="fg.muted" mb={4}>
      <HStack as="ol" listStyleType="none" gap={1} flexWrap="wrap" m={0} p={0}>
        {steps.map((step, index) => {
          const last = index === steps.length - 1;
          return (
            <Fragment key={step.key}>
              <chakra.li color={last ? 'fg' : undefined} aria-current={last ? 'page' : undefined} maxW="full" truncate={last}>
                {last ? step.label : <chakra.span color="brand.fg" _hover={{ textDecoration: 'underline' }}>{step.link}</chakra.span>}
              </chakra.li>
              {last ? null : (
                <chakra.li aria-hidden="true" display="flex">
                  <ChevronRight size={14} />
                </chakra.li>
              )}
            </Fragment>
          );
        })}
      </HStack>
    </chakra.nav>
  );
};
