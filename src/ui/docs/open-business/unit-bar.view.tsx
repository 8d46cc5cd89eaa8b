import { Box, Button, Flex, Heading, HStack, Menu, Portal } from '@chakra-ui/react';
import { Link, useMatchRoute, useNavigate } from '@tanstack/react-router';
import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { BizUnitDetail } from '../../../application/ports/doc.port';
import { localizedName } from '../../../domain/biz-unit/biz-unit';
import { useClassifiedBizUnits } from '../../chrome/biz-unit-queries';
import type { DocBase } from './doc-base';

type TabKey = 'guide' | 'api' | 'message' | 'sdk' | 'tools';

/** The units to switch to: the API / capability classification of the header menu. */
const UnitSwitcher = ({ unit, english, base }: { unit: BizUnitDetail; english: boolean; base: DocBase }) => {
  const { t } = useTranslation();
  const groups = useClassifiedBizUnits(2);
  const navigate = useNavigate();
  return (
    <Menu.Root
      onSelect={(details) =>
        void navigate({ to: `${base.prefix}/access-guide/$unitId`, params: { unitId: details.value }, search: base.search })
      }
    >
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" aria-label={t('docs.unit.switch', { name: localizedName(unit, english) })}>
          <Heading as="p" size="md">
            {localizedName(unit, english)}
          </Heading>
          <ChevronDown size={16} aria-hidden />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content maxH="60vh" overflowY="auto" minW="260px">
            {(groups.data ?? []).map((group) => (
              <Menu.ItemGroup key={group.id}>
                <Menu.ItemGroupLabel>{english ? group.classifyNameEn : group.classifyName}</Menu.ItemGroupLabel>
                {group.bizUnits.map((item) => (
                  <Menu.Item key={item.id} value={String(item.id)} fontWeight={item.id === unit.id ? 'semibold' : undefined}>
                    {localizedName(item, english)}
                  </Menu.Item>
                ))}
              </Menu.ItemGroup>
            ))}
            {groups.isPending ? <Menu.Item value="" disabled>{t('chrome.state.loading')}</Menu.Item> : null}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
};

/** The sticky bar under the site header: unit switcher and the document tabs (the preview has no SDK and tools). */
export const UnitBar = ({
  unit,
  base,
  firstApiId,
  firstMessageId,
}: {
  unit: BizUnitDetail;
  base: DocBase;
  firstApiId?: number;
  firstMessageId?: number;
}) => {
  const { t, i18n } = useTranslation();
  const english = i18n.language.startsWith('en');
  const matchRoute = useMatchRoute();
  const unitId = String(unit.id);
  const on = (path: string) => Boolean(matchRoute({ to: `${base.prefix}/${path}`, fuzzy: true }));
  const tabs: { key: TabKey; current: boolean; link: React.ReactNode }[] = [];
  const tabLink = (key: TabKey, current: boolean, node: (children: React.ReactNode) => React.ReactNode) =>
    tabs.push({ key, current, link: node(t(`docs.tabs.${key}`)) });

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
  if (!base.preview) {
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
    <Box position="sticky" top="64px" zIndex="docked" bg="bg" borderBottomWidth="1px">
      <Flex maxW="1480px" mx="auto" px={{ base: 4, md: 6 }} minH="14" align="center" gap={6} flexWrap="wrap">
        <UnitSwitcher unit={unit} english={english} base={base} />
        <HStack as="nav" aria-label={t('docs.tabs.label')} gap={1} alignSelf="stretch">
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
        </HStack>
      </Flex>
    </Box>
  );
};
