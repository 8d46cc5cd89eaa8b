import { Box, HStack, Menu, Portal, SimpleGrid, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isProjectClassification, localizedName } from '../../domain/biz-unit/biz-unit';
import { groupName, ProjectTag } from '../widgets/biz-unit-group.view';
import { useClassifiedBizUnits } from '../reads/biz-unit.queries';
import { InlineError, InlineLoading } from '../widgets/call-state.view';
import { anyBegun, useHandOff, type HandOff } from '../widgets/load-on-first-use';
import { useHoverOpen } from './use-hover-open';
import { useDocTerm } from '../portal/use-doc-terms';

/** API menu: the API business units (solution type 2) by classification; a unit opens its access guide. */
export const ApiUnitsMenu = ({ begun, trigger: renderTrigger }: HandOff) => {
  const { t, i18n } = useTranslation();
  const term = useDocTerm();
  const english = i18n.language === 'en-us';
  const hover = useHoverOpen();
  const trigger = useRef<HTMLButtonElement>(null);
  useHandOff(begun, trigger, { open: () => hover.onOpenChange({ open: true }), hoverBegan: hover.hoverBegan });
  const query = useClassifiedBizUnits(2, anyBegun(begun) || hover.entered || hover.open);
  const groups = (query.data ?? []).filter((group) => group.bizUnits.length > 0);

  return (
    <Menu.Root
      open={hover.open}
      onOpenChange={hover.onOpenChange}
      positioning={{ placement: 'bottom-start', gutter: 4 }}
      lazyMount
      onSelect={(details) => {
        if (details.value === 'retry') void query.refetch();
      }}
    >
      <Menu.Trigger asChild>{renderTrigger({ ref: trigger, ...hover.hoverProps })}</Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content {...hover.hoverProps} minW={{ base: '72', md: '2xl' }} maxW="4xl" maxH="70vh" overflowY="auto" p={3}>
            {query.isPending ? (
              <InlineLoading />
            ) : query.isError ? (
              <>
                <InlineError error={query.error} />
                <Menu.Item value="retry" closeOnSelect={false}>
                  {t('common.errors.retry')}
                </Menu.Item>
              </>
            ) : groups.length === 0 ? (
              <Text px={3} py={2} fontSize="sm" color="fg.muted">
                {term('chrome.api.empty')}
              </Text>
            ) : (
              <SimpleGrid columns={{ base: 1, md: 3 }} gap={2}>
                {groups.map((group) => (
                  <Menu.ItemGroup key={group.id}>
                    <Menu.ItemGroupLabel>
                      <HStack gap={0} flexWrap="wrap">
                        <Box as="span" fontWeight="semibold" color="fg">
                          {groupName(group, english)}
                        </Box>
                        {isProjectClassification(group) ? <ProjectTag /> : null}
                      </HStack>
                    </Menu.ItemGroupLabel>
                    {group.bizUnits.map((unit) => (
                      <Menu.Item key={unit.id} value={`unit-${unit.id}`} asChild>
                        <Link to="/open-business-document/access-guide/$unitId" params={{ unitId: String(unit.id) }}>
                          {localizedName(unit, english)}
                        </Link>
                      </Menu.Item>
                    ))}
                  </Menu.ItemGroup>
                ))}
              </SimpleGrid>
            )}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
};
