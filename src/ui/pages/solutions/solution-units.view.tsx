import { Box, Heading, Link as ChakraLink, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { localizedName, type BizUnitSummary } from '../../../domain/biz-unit/biz-unit';
import { useClassifiedBizUnits } from '../../reads/biz-unit.queries';
import { InlineError } from '../../widgets/call-state.view';
import { LoadingShape } from '../../widgets/loading-shape.view';
import { relatedUnits } from './related-units';
import type { SolutionContent } from './solution-content';

const UnitLink = ({ unit, prominent }: { unit: BizUnitSummary; prominent: boolean }) => {
  const { i18n } = useTranslation();
  return (
    <li>
      <ChakraLink
        asChild
        display="flex"
        alignItems="center"
        gap={3}
        px={prominent ? 5 : 3}
        py={prominent ? 4 : 2}
        borderWidth={prominent ? '1px' : undefined}
        borderRadius="lg"
        bg={prominent ? 'bg' : undefined}
        fontWeight={prominent ? 'semibold' : 'normal'}
        color={prominent ? 'fg' : 'brand.fg'}
        _hover={{ bg: 'brand.subtle', textDecoration: 'none' }}
      >
        <Link to="/open-business-document/access-guide/$unitId" params={{ unitId: String(unit.id) }}>
          {prominent ? (
            <Box as="span" color="brand.fg" aria-hidden="true">
              <FileText size={20} />
            </Box>
          ) : null}
          {localizedName(unit, i18n.language === 'en-us')}
        </Link>
      </ChakraLink>
    </li>
  );
};

/**
 * The way into the docs: the business units of the solution's list (industry or scenario) whose code or name carries
 * one of its keywords, then the list's other units. Loading and failures are shown here; the page around stays.
 */
export const SolutionUnits = ({ content }: { content: SolutionContent }) => {
  const { t } = useTranslation();
  const query = useClassifiedBizUnits(content.unitSolutionType);
  if (query.isPending) return <LoadingShape kind="cards" />;
  if (query.isError) return <InlineError error={query.error} onRetry={() => void query.refetch()} />;
  const { related, more } = relatedUnits(query.data, content.unitKeywords);
  if (related.length === 0 && more.length === 0) return <Text color="fg.muted">{t('solutions.units.empty')}</Text>;
  return (
    <Stack gap={8}>
      {related.length > 0 ? (
        <Box>
          <Heading as="h3" size="md" mb={3}>
            {t('solutions.units.related')}
          </Heading>
          <SimpleGrid as="ul" columns={{ base: 1, md: 2, lg: 3 }} gap={3}>
            {related.map((unit) => (
              <UnitLink key={unit.id} unit={unit} prominent />
            ))}
          </SimpleGrid>
        </Box>
      ) : null}
      {more.length > 0 ? (
        <Box>
          <Heading as="h3" size="md" mb={related.length > 0 ? 3 : 1}>
            {t('solutions.units.more')}
          </Heading>
          {related.length === 0 ? (
            <Text color="fg.muted" mb={3}>
              {t('solutions.units.noneRelated')}
            </Text>
          ) : null}
          <SimpleGrid as="ul" columns={{ base: 1, sm: 2, lg: 4 }} gap={1}>
            {more.map((unit) => (
              <UnitLink key={unit.id} unit={unit} prominent={false} />
            ))}
          </SimpleGrid>
        </Box>
      ) : null}
    </Stack>
  );
};
