import { Box, Heading, HStack, NativeSelect, SimpleGrid, Stack, Text, chakra } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isProjectClassification, isRestricted, localizedName, type BizUnitClassification, type BizUnitSummary } from '../../../domain/biz-unit/biz-unit';
import { useClassifiedBizUnits } from '../../reads/biz-unit.queries';
import { useDocumentTitle } from '../../portal/use-document-title';
import { useObservable, useSession } from '../../portal/portal.context';
import { AccessSteps } from './access-steps.view';
import { LoginPromptCard } from './login-prompt-card.view';
import { PageIntro } from './page-intro.view';
import { QuickApiList, QuickMessageList, QuickSdkList, type UnitChoice } from './quick-doc-lists.view';
import { PAGE_COLUMN } from '../common/page-column';

/** Units anyone may open: not restricted to some teams, not a project visible to one account. */
export const openUnits = (groups: readonly BizUnitClassification[]): BizUnitSummary[] =>
  groups.filter((group) => !isProjectClassification(group)).flatMap((group) => group.bizUnits.filter((unit) => !isRestricted(unit)));

const UnitPicker = ({ units, value, onChange }: { units: readonly BizUnitSummary[]; value: number; onChange: (unitId: number) => void }) => {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <HStack gap={3} flexWrap="wrap">
      <chakra.label htmlFor={id} fontSize="sm" fontWeight="medium">
        {t('capabilities.quick.unitLabel')}
      </chakra.label>
      <NativeSelect.Root size="sm" w={{ base: 'full', sm: '280px' }}>
        <NativeSelect.Field id={id} value={String(value)} onChange={(event) => onChange(Number(event.target.value))}>
          {units.map((unit) => (
            <option key={unit.id} value={unit.id}>
              {localizedName(unit, i18n.language === 'en-us')}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </HStack>
  );
};

/** Quick start (external): the access process, a unit's first interfaces and messages, the SDKs; visitors are asked to log in. */
export const QuickStartPage = () => {
  const { t } = useTranslation();
  useDocumentTitle(t('routes.quick'));
  const session = useObservable(useSession());
  const units = useClassifiedBizUnits(2);
  const candidates = units.data ? openUnits(units.data) : [];
  const [picked, setPicked] = useState<number>();
  // The capability centre's first open unit until the reader picks another.
  const unit = candidates.find((candidate) => candidate.id === picked) ?? candidates[0];
  const choice: UnitChoice = unit
    ? { kind: 'unit', unitId: unit.id }
    : units.data
      ? { kind: 'none' }
      : { kind: 'waiting', state: { pending: units.isPending, error: units.error, onRetry: () => void units.refetch() } };

  return (
    <>
      <PageIntro
        title={t('capabilities.quick.title')}
        body={t('capabilities.quick.intro')}
        {...(session.checked && !session.loggedIn ? { aside: <LoginPromptCard /> } : {})}
      />
      <Stack gap={12} {...PAGE_COLUMN} py={{ base: 8, md: 12 }}>
        <AccessSteps unitId={unit?.id} />
        <Box as="section" aria-labelledby="quick-docs-title">
          <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" align={{ base: 'stretch', md: 'end' }} gap={4} mb={5}>
            <Stack gap={1}>
              <Heading as="h2" id="quick-docs-title" size="xl">
                {t('capabilities.quick.docsTitle')}
              </Heading>
              <Text color="fg.muted">{t('capabilities.quick.docsIntro')}</Text>
            </Stack>
            {candidates.length > 1 && unit ? <UnitPicker units={candidates} value={unit.id} onChange={setPicked} /> : null}
          </Stack>
          <SimpleGrid columns={{ base: 1, lg: 3 }} gap={5}>
            <QuickApiList choice={choice} />
            <QuickMessageList choice={choice} />
            <QuickSdkList unitId={unit?.id} />
          </SimpleGrid>
        </Box>
      </Stack>
    </>
  );
};
