import { Box, Flex, Heading } from '@chakra-ui/react';
import { Link, useMatchRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { localizedName, type BizUnitSummary } from '../../../domain/biz-unit/biz-unit';
import { DropdownButton } from '../../widgets/dropdown-button';
import { LoadOnFirstUse } from '../../widgets/load-on-first-use';
import { SideScroll } from '../../widgets/side-scroll.view';
import { useDocTerm } from '../../portal/use-doc-terms';
import { useGatewayTools } from '../../portal/use-gateway-tools';
import type { DocBase } from './doc-base';

type TabKey = 'guide' | 'api' | 'message' | 'sdk' | 'tools';

const loadUnitSwitcher = () => import('./unit-switcher.view').then((module) => module.UnitSwitcher);

/** The unit a bar is for: its summary, or only its number when the summary could not be read (a failed unit check). */
export type BarUnit = BizUnitSummary | { readonly id: number };

/**
 * The unit's name as the bar's title, with a chevron: the units to switch to (its menu loads on first use). A unit
 * whose name is not known is still left by it, the button then saying what it does.
 */
const UnitSwitcherButton = ({ unit, english, base }: { unit: BarUnit; english: boolean; base: DocBase }) => {
  const term = useDocTerm();
  const name = 'name' in unit ? localizedName(unit, english) : undefined;
  return (
    <LoadOnFirstUse
      load={loadUnitSwitcher}
      currentId={unit.id}
      english={english}
      base={base}
      trigger={(props) => (
        <DropdownButton size="sm" aria-label={name === undefined ? undefined : term('docs.unit.switch', { name })} aria-haspopup="menu" {...props}>
          <Heading as="p" size="md">
            {name ?? term('docs.unit.switchUnnamed')}
          </Heading>
        </DropdownButton>
      )}
    />
  );
};

/** Another unit to read, from a unit that could not be shown: the bar's switcher, as a button in the page. */
export const OtherUnitsButton = ({ unitId, base }: { unitId: number; base: DocBase }) => {
  const { i18n } = useTranslation();
  const term = useDocTerm();
  return (
    <LoadOnFirstUse
      load={loadUnitSwitcher}
      currentId={unitId}
      english={i18n.language.startsWith('en')}
      base={base}
      trigger={(props) => (
        <DropdownButton variant="outline" aria-haspopup="menu" {...props}>
          {term('docs.unit.others')}
        </DropdownButton>
      )}
    />
  );
};

/** The sticky bar under the site header: unit switcher and the document tabs (the preview, and a deployment without the gateway's tools, have no SDK and tools). */
export const UnitBar = ({
  unit,
  base,
  firstApiId,
  firstMessageId,
}: {
  unit: BarUnit;
  base: DocBase;
  firstApiId?: number;
  firstMessageId?: number;
}) => {
  const { i18n } = useTranslation();
  const english = i18n.language.startsWith('en');
  const matchRoute = useMatchRoute();
  const gatewayTools = useGatewayTools();
  const term = useDocTerm();
  const unitId = String(unit.id);
  const on = (path: string) => Boolean(matchRoute({ to: `${base.prefix}/${path}`, fuzzy: true }));
  const tabs: { key: TabKey; current: boolean; link: React.ReactNode }[] = [];
  const tabLink = (key: TabKey, current: boolean, node: (children: React.ReactNode) => React.ReactNode) =>
    tabs.push({ key, current, link: node(term(`docs.tabs.${key}`)) });

  tabLink('guide', on('access-guide/$unitId'), (children) => (
    <Link to={`${base.prefix}/access-guide/$unitId`} params={{ unitId }} search={base.search}>
      {children}
    </Link>
  ));
  if (firstApiId !== undefined) {
    tabLink('api', on('api-doc/$unitId/$docId'), (children) => (
      <Link to={`${base.prefix}/api-doc/$unitId/$docId`} params={{ unitId, docId: String(firstApiId) }} search={base.search}>
        {children}
      </Link>
    ));
  }
  if (firstMessageId !== undefined) {
    tabLink('message', on('message-doc/$unitId/$docId'), (children) => (
      <Link to={`${base.prefix}/message-doc/$unitId/$docId`} params={{ unitId, docId: String(firstMessageId) }} search={base.search}>
        {children}
      </Link>
    ));
  }
  if (!base.preview && gatewayTools) {
    tabLink('sdk', on('sdk-doc/$unitId'), (children) => (
      <Link to="/open-business-document/sdk-doc/$unitId" params={{ unitId }}>
        {children}
      </Link>
    ));
    tabLink('tools', on('common-development-tools/$unitId/$toolName'), (children) => (
      <Link to="/open-business-document/common-development-tools/$unitId/$toolName" params={{ unitId, toolName: 'api-test' }}>
        {children}
      </Link>
    ));
  }

  return (
    // On a phone the bar scrolls away with the page (review m18): kept, it and the header would hold a fifth of the screen.
    <Box position={{ base: 'static', md: 'sticky' }} top="64px" zIndex="docked" bg="bg" borderBottomWidth="1px">
      <Flex maxW="1480px" mx="auto" px={{ base: 4, md: 6 }} minH="14" align="center" columnGap={6} rowGap={0} flexWrap="wrap">
        <UnitSwitcherButton unit={unit} english={english} base={base} />
        {/* Narrow screens: the tabs have a row of their own from the start and scroll sideways, so the API and
            message tabs (known once the unit's menus arrive) do not wrap the bar and shift the page; the faded edge
            says there are more. */}
        <Box as="nav" aria-label={term('docs.tabs.label')} w={{ base: 'full', md: 'auto' }} minW={0}>
          <SideScroll display="flex" gap={1} whiteSpace="nowrap" minH={{ base: '10', md: '14' }}>
            {tabs.map((tab) => (
              <Box
                key={tab.key}
                asChild
                display="flex"
                alignItems="center"
                px={3}
                fontSize="sm"
                fontWeight={tab.current ? 'semibold' : 'normal'}
                color={tab.current ? 'brand.fg' : 'fg.muted'}
                borderBottomWidth="2px"
                borderColor={tab.current ? 'brand.solid' : 'transparent'}
                _hover={{ color: 'fg' }}
                aria-current={tab.current ? 'page' : undefined}
              >
                {tab.link}
              </Box>
            ))}
          </SideScroll>
        </Box>
      </Flex>
    </Box>
  );
};
