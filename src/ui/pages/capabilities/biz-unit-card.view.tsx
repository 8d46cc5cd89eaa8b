import { Badge, Heading, HStack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { isRestricted, localizedName, type BizUnitSummary } from '../../../domain/biz-unit/biz-unit';
import { LinkCard } from '../common/link-card.view';
import { unitDescription } from './unit-catalogue';

/** One business unit: the whole card opens its access guide. */
export const BizUnitCard = ({ unit }: { unit: BizUnitSummary }) => {
  const { t, i18n } = useTranslation();
  const english = i18n.language === 'en-us';
  const description = unitDescription(unit, english);
  return (
    <LinkCard gap={2} p={5} data-testid="biz-unit-card">
      <Link to="/open-business-document/access-guide/$unitId" params={{ unitId: String(unit.id) }}>
        <HStack justify="space-between" align="start" gap={2}>
          <Heading as="h3" size="md">
            {localizedName(unit, english)}
          </Heading>
          {isRestricted(unit) ? (
            <Badge colorPalette="gray" variant="subtle" size="sm" flexShrink={0}>
              {t('capabilities.card.restricted')}
            </Badge>
          ) : null}
        </HStack>
        {description ? (
          <Text fontSize="sm" color="fg.muted" lineClamp={3}>
            {description}
          </Text>
        ) : null}
        <HStack gap={1} mt="auto" pt={1} fontSize="sm" fontWeight="medium" color="brand.fg">
          <span>{t('capabilities.card.open')}</span>
          <ArrowRight size={14} aria-hidden="true" />
        </HStack>
      </Link>
    </LinkCard>
  );
};
