import { Box, Link as ChakraLink, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isProjectClassification, localizedName, type BizUnitSummary, type SolutionType } from '../../domain/biz-unit/biz-unit';
import { INDUSTRY_SOLUTION_CODES, type SolutionCode } from '../portal/solution-codes';
import { useClassifiedBizUnits } from '../reads/biz-unit.queries';
import { groupName, ProjectTag } from '../widgets/biz-unit-group.view';
import { InlineError, InlineLoading } from '../widgets/call-state.view';
import { scenarioSolutionPages, type ScenarioSolutionPages } from './scenario-solution-pages';

const MenuLink = ({ children, py = 2 }: { children: ReactNode; py?: number }) => (
  <ChakraLink asChild display="block" px={3} py={py} borderRadius="md" _hover={{ bg: 'brand.subtle', textDecoration: 'none' }}>
    {children}
  </ChakraLink>
);

/** A fixed solution page of the external site, under the name its page has. */
const SolutionPageLink = ({ code, onNavigate, py }: { code: SolutionCode; onNavigate?: (() => void) | undefined; py?: number }) => {
  const { t } = useTranslation();
  return (
    <MenuLink {...(py === undefined ? {} : { py })}>
      <Link to="/solution/$solutionCode" params={{ solutionCode: code }} onClick={onNavigate}>
        {t(`chrome.solutions.industry.${code}`)}
      </Link>
    </MenuLink>
  );
};

/** The industry solution pages of the external site (routes /solution/$solutionCode). */
export const IndustrySolutionLinks = ({ onNavigate }: { onNavigate?: () => void }) => (
  <SimpleGrid as="ul" columns={{ base: 1, sm: 2 }} gap={1} listStyleType="none">
    {INDUSTRY_SOLUTION_CODES.map((code) => (
      <li key={code}>
        <SolutionPageLink code={code} onNavigate={onNavigate} />
      </li>
    ))}
  </SimpleGrid>
);

const NO_PAGES: ScenarioSolutionPages = { byUnit: new Map(), unmatched: [] };

/** A unit of the list: its fixed solution page when it has one, else its access guide. */
const UnitEntry = ({ unit, pages, onNavigate, py }: { unit: BizUnitSummary; pages: ScenarioSolutionPages; onNavigate?: (() => void) | undefined; py?: number }) => {
  const { i18n } = useTranslation();
  const page = pages.byUnit.get(unit.id);
  if (page) return <SolutionPageLink code={page} onNavigate={onNavigate} {...(py === undefined ? {} : { py })} />;
  return (
    <MenuLink {...(py === undefined ? {} : { py })}>
      <Link to="/open-business-document/access-guide/$unitId" params={{ unitId: String(unit.id) }} onClick={onNavigate}>
        {localizedName(unit, i18n.language === 'en-us')}
      </Link>
    </MenuLink>
  );
};

/**
 * Business units of one solution type by classification (the API units; scenario solutions; industry solutions on the
 * internal site, which has no fixed solution pages): each unit opens its access guide. With `solutionPages` (the
 * external site's scenario list) a unit that stands for a fixed solution page opens that page, under the page's name,
 * and a page no unit stands for is listed after them: each solution once. A single classification is listed without
 * its heading (the menu's tab or the drawer's section already names the list), unless it is the project group.
 */
export const BizUnitGroupLinks = ({
  solutionType,
  enabled,
  onNavigate,
  solutionPages = false,
}: {
  solutionType: SolutionType;
  enabled: boolean;
  onNavigate?: () => void;
  solutionPages?: boolean;
}) => {
  const { t, i18n } = useTranslation();
  const english = i18n.language === 'en-us';
  const uid = useId();
  const query = useClassifiedBizUnits(solutionType, enabled);
  if (query.isPending) return enabled ? <InlineLoading /> : null;
  if (query.isError) return <InlineError error={query.error} onRetry={() => void query.refetch()} />;
  const groups = query.data.filter((group) => group.bizUnits.length > 0);
  const pages = solutionPages ? scenarioSolutionPages(groups.flatMap((group) => group.bizUnits)) : NO_PAGES;
  if (groups.length === 0 && pages.unmatched.length === 0)
    return (
      <Text px={3} py={2} fontSize="sm" color="fg.muted">
        {t('chrome.solutions.empty')}
      </Text>
    );
  const headed = groups.length > 1 || groups.some(isProjectClassification);
  if (!headed)
    return (
      <SimpleGrid as="ul" columns={{ base: 1, sm: 2 }} gap={1} listStyleType="none">
        {groups.flatMap((group) =>
          group.bizUnits.map((unit) => (
            <li key={unit.id}>
              <UnitEntry unit={unit} pages={pages} onNavigate={onNavigate} />
            </li>
          )),
        )}
        {pages.unmatched.map((code) => (
          <li key={code}>
            <SolutionPageLink code={code} onNavigate={onNavigate} />
          </li>
        ))}
      </SimpleGrid>
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
                <UnitEntry unit={unit} pages={pages} onNavigate={onNavigate} py={1.5} />
              </li>
            ))}
          </Stack>
        </Box>
      ))}
      {pages.unmatched.length > 0 ? (
        <Stack as="ul" gap={0} listStyleType="none">
          {pages.unmatched.map((code) => (
            <li key={code}>
              <SolutionPageLink code={code} onNavigate={onNavigate} py={1.5} />
            </li>
          ))}
        </Stack>
      ) : null}
    </SimpleGrid>
  );
};
