import { Box, Link as ChakraLink, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isProjectClassification, localizedName, type SolutionType } from '../../domain/biz-unit/biz-unit';
import { SOLUTION_CODES } from '../routes/solution-codes';
import { groupName, ProjectTag } from './biz-unit-group.parts';
import { useClassifiedBizUnits } from './biz-unit-queries';
import { InlineError, InlineLoading } from './call-state.view';

/** The industry solution pages of the external site (routes /solution/$solutionCode). */
export const IndustrySolutionLinks = ({ onNavigate }: { onNavigate?: () => void }) => {
  const { t } = useTranslation();
  return (
    <SimpleGrid as="ul" columns={{ base: 1, sm: 2 }} gap={1} listStyleType="none">
      {SOLUTION_CODES.map((code) => (
        <li key={code}>
          <ChakraLink asChild display="block" px={3} py={2} borderRadius="md" _hover={{ bg: 'brand.subtle', textDecoration: 'none' }}>
            <Link to="/solution/$solutionCode" params={{ solutionCode: code }} onClick={onNavigate}>
              {t(`chrome.solutions.industry.${code}`)}
            </Link>
          </ChakraLink>
        </li>
      ))}
    </SimpleGrid>
  );
};

/**
 * Business units of one solution type by classification (scenario solutions; industry solutions on the internal
 * site, which has no fixed solution pages): each unit opens its access guide.
 */
export const BizUnitGroupLinks = ({
  solutionType,
  enabled,
  onNavigate,
}: {
  solutionType: SolutionType;
  enabled: boolean;
  onNavigate?: () => void;
}) => {
  const { t, i18n } = useTranslation();
  const english = i18n.language === 'en-us';
  const uid = useId();
  const query = useClassifiedBizUnits(solutionType, enabled);
  if (query.isPending) return enabled ? <InlineLoading /> : null;
  if (query.isError) return <InlineError error={query.error} onRetry={() => void query.refetch()} />;
  const groups = query.data.filter((group) => group.bizUnits.length > 0);
  if (groups.length === 0)
    return (
      <Text px={3} py={2} fontSize="sm" color="fg.muted">
        {t('chrome.solutions.empty')}
      </Text>
    );
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap={3}>
      {groups.map((group) => (
        <Box key={group.id} as="section" aria-labelledby={`${uid}-${group.id}`}>
          <Text id={`${uid}-${group.id}`} fontSize="sm" fontWeight="semibold" px={3} py={1} color="fg.muted">
            {groupName(group, english)}
            {isProjectClassification(group) ? <ProjectTag /> : null}
          </Text>
          <Stack as="ul" gap={0} listStyleType="none">
            {group.bizUnits.map((unit) => (
              <li key={unit.id}>
                <ChakraLink asChild display="block" px={3} py={1.5} borderRadius="md" _hover={{ bg: 'brand.subtle', textDecoration: 'none' }}>
                  <Link to="/open-business-document/access-guide/$unitId" params={{ unitId: String(unit.id) }} onClick={onNavigate}>
                    {localizedName(unit, english)}
                  </Link>
                </ChakraLink>
              </li>
            ))}
          </Stack>
        </Box>
      ))}
    </SimpleGrid>
  );
};
