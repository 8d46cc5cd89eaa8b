import { Box, Button, Heading, HStack, Input, InputGroup, SimpleGrid, Stack, Tabs, Text, chakra } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isProjectClassification, type BizUnitClassification } from '../../../domain/biz-unit/biz-unit';
import { groupName, ProjectTag } from '../../widgets/biz-unit-group.view';
import { InlineError, InlineLoading } from '../../widgets/call-state.view';
import { BizUnitCard } from './biz-unit-card.view';
import { ALL_CLASSIFICATIONS, classificationKey, filterCatalogue, unitCount } from './unit-catalogue';
import { SideScroll } from '../../widgets/side-scroll.view';

const GroupSection = ({ group }: { group: BizUnitClassification }) => {
  const { i18n } = useTranslation();
  const headingId = `unit-group-${classificationKey(group)}`;
  return (
    <Box as="section" aria-labelledby={headingId}>
      <HStack gap={0} mb={3} flexWrap="wrap">
        <Heading as="h2" id={headingId} size="lg">
          {groupName(group, i18n.language === 'en-us')}
        </Heading>
        {isProjectClassification(group) ? <ProjectTag /> : null}
      </HStack>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3, xl: 4 }} gap={4}>
        {group.bizUnits.map((unit) => (
          <BizUnitCard key={unit.id} unit={unit} />
        ))}
      </SimpleGrid>
    </Box>
  );
};

/** Nothing matches the typed text here: says so, and offers the way out without losing the text. */
const NoMatch = ({ query, elsewhere, onShowAll, onClear }: { query: string; elsewhere: boolean; onShowAll: () => void; onClear: () => void }) => {
  const { t } = useTranslation();
  return (
    <Stack gap={3} py={10} align="center" textAlign="center" data-testid="units-no-match">
      <Text fontWeight="medium">{t(elsewhere ? 'capabilities.catalogue.noMatchHere' : 'capabilities.catalogue.noMatch', { query: query.trim() })}</Text>
      <HStack gap={3}>
        {elsewhere ? (
          <Button size="sm" colorPalette="brand" onClick={onShowAll}>
            {t('capabilities.catalogue.searchAll')}
          </Button>
        ) : null}
        <Button size="sm" variant="outline" onClick={onClear}>
          {t('capabilities.catalogue.clear')}
        </Button>
      </HStack>
    </Stack>
  );
};

/** The loaded catalogue: classification tabs, a name filter (client side) and the cards. */
const Catalogue = ({ groups }: { groups: readonly BizUnitClassification[] }) => {
  const { t, i18n } = useTranslation();
  const english = i18n.language === 'en-us';
  const inputId = useId();
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState(ALL_CLASSIFICATIONS);
  // A classification that is gone after a refetch falls back to all of them.
  const selected = groups.some((group) => classificationKey(group) === chosen) ? chosen : ALL_CLASSIFICATIONS;
  const everywhere = filterCatalogue(groups, ALL_CLASSIFICATIONS, query);
  const shown = filterCatalogue(groups, selected, query);
  const countIn = (key: string) => unitCount(filterCatalogue(groups, key, query));

  return (
    <Stack gap={5}>
      <Box maxW={{ base: 'full', md: 'md' }}>
        <chakra.label htmlFor={inputId} display="block" fontSize="sm" fontWeight="medium" mb={1.5}>
          {t('capabilities.catalogue.searchLabel')}
        </chakra.label>
        <InputGroup startElement={<Search size={16} aria-hidden="true" />}>
          <Input
            id={inputId}
            type="search"
            value={query}
            maxLength={100}
            autoComplete="off"
            placeholder={t('capabilities.catalogue.searchPlaceholder')}
            onChange={(event) => setQuery(event.target.value)}
          />
        </InputGroup>
      </Box>
      <Tabs.Root value={selected} onValueChange={(details) => setChosen(details.value)} variant="line" colorPalette="brand" lazyMount unmountOnExit>
        <SideScroll>
          <Tabs.List aria-label={t('capabilities.catalogue.classifications')} minW="max-content">
            <Tabs.Trigger value={ALL_CLASSIFICATIONS}>
              {t('capabilities.catalogue.all')}
              <Text as="span" color="fg.muted" fontSize="xs">
                {countIn(ALL_CLASSIFICATIONS)}
              </Text>
            </Tabs.Trigger>
            {groups.map((group) => (
              <Tabs.Trigger key={group.id} value={classificationKey(group)}>
                {groupName(group, english)}
                <Text as="span" color="fg.muted" fontSize="xs">
                  {countIn(classificationKey(group))}
                </Text>
              </Tabs.Trigger>
            ))}
          </Tabs.List>
        </SideScroll>
        <Tabs.Content value={selected} pt={6}>
          {shown.length === 0 ? (
            <NoMatch
              query={query}
              elsewhere={everywhere.length > 0}
              onShowAll={() => setChosen(ALL_CLASSIFICATIONS)}
              onClear={() => setQuery('')}
            />
          ) : (
            <Stack gap={10}>
              {shown.map((group) => (
                <GroupSection key={group.id} group={group} />
              ))}
            </Stack>
          )}
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
};

export interface UnitCatalogueProps {
  readonly groups: readonly BizUnitClassification[] | undefined;
  readonly pending: boolean;
  readonly error: unknown;
  readonly onRetry: () => void;
}

/** Business units by classification with their call states: loading, failure with a retry, nothing published. */
export const UnitCatalogue = ({ groups, pending, error, onRetry }: UnitCatalogueProps) => {
  const { t } = useTranslation();
  if (pending) return <InlineLoading />;
  if (error || !groups) return <InlineError error={error} onRetry={onRetry} />;
  const withUnits = groups.filter((group) => group.bizUnits.length > 0);
  if (withUnits.length === 0) {
    return (
      <Text color="fg.muted" py={10} textAlign="center" data-testid="units-empty">
        {t('capabilities.catalogue.empty')}
      </Text>
    );
  }
  return <Catalogue groups={withUnits} />;
};
