import { Box, Button, Link as ChakraLink, Popover, Portal, SimpleGrid, Stack, Tabs, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { ChevronDown } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isProjectClassification, localizedName, type SolutionType } from '../../domain/biz-unit/biz-unit';
import { SOLUTION_CODES } from '../routes/solution-codes';
import { useUseCase } from '../use-cases/use-cases.context';
import { groupName, ProjectTag } from './api-menu.view';
import { useClassifiedBizUnits } from './biz-unit-queries';
import { InlineError, InlineLoading } from './call-state.view';
import { useHoverOpen } from './use-hover-open';

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

/** Solutions menu: an industry tab and a scenario tab (a disclosure of links: Popover + Tabs). */
export const SolutionsMenu = () => {
  const { t } = useTranslation();
  const external = useUseCase('deployment')().variant === 'external';
  const hover = useHoverOpen();
  const [wanted, setWanted] = useState(false);
  const load = wanted || hover.open;
  const openOnArrow = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' && !hover.open) {
      event.preventDefault();
      hover.onOpenChange({ open: true });
    }
  };
  return (
    <Popover.Root
      open={hover.open}
      onOpenChange={hover.onOpenChange}
      positioning={{ placement: 'bottom-start', gutter: 4 }}
      autoFocus={!hover.byHover}
      lazyMount
    >
      <Popover.Trigger asChild>
        <Button
          variant="ghost"
          fontWeight="medium"
          {...hover.hoverProps}
          onPointerEnter={(event) => {
            setWanted(true);
            hover.hoverProps.onPointerEnter(event);
          }}
          onKeyDown={openOnArrow}
        >
          {t('chrome.header.solutions')}
          <ChevronDown aria-hidden="true" />
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content {...hover.hoverProps} width={{ base: '90vw', md: '2xl' }} maxH="70vh" overflowY="auto">
            <Popover.Body p={4}>
              <Popover.Title srOnly>{t('chrome.header.solutions')}</Popover.Title>
              <Tabs.Root defaultValue="industry" variant="line" colorPalette="brand" lazyMount>
                <Tabs.List aria-label={t('chrome.solutions.tabs')}>
                  <Tabs.Trigger value="industry">{t('chrome.solutions.industryTab')}</Tabs.Trigger>
                  <Tabs.Trigger value="scenario">{t('chrome.solutions.scenarioTab')}</Tabs.Trigger>
                </Tabs.List>
                <Tabs.Content value="industry">
                  {external ? (
                    <IndustrySolutionLinks onNavigate={hover.close} />
                  ) : (
                    <BizUnitGroupLinks solutionType={1} enabled={load} onNavigate={hover.close} />
                  )}
                </Tabs.Content>
                <Tabs.Content value="scenario">
                  <BizUnitGroupLinks solutionType={3} enabled={load} onNavigate={hover.close} />
                </Tabs.Content>
              </Tabs.Root>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
};
