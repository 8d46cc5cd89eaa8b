import { Menu, Portal } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localizedName } from '../../../domain/biz-unit/biz-unit';
import { useClassifiedBizUnits } from '../../reads/biz-unit.queries';
import { useHandOff, type HandOff } from '../../widgets/load-on-first-use';
import type { DocBase } from './doc-base';

/** The units to switch to: the API / capability classification of the header menu. */
export const UnitSwitcher = ({ currentId, english, base, begun, trigger: renderTrigger }: { currentId: number; english: boolean; base: DocBase } & HandOff) => {
  const { t } = useTranslation();
  const groups = useClassifiedBizUnits(2);
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  useHandOff(begun, trigger, { open: () => setOpen(true) });
  return (
    <Menu.Root
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      onSelect={(details) =>
        void navigate({ to: `${base.prefix}/access-guide/$unitId`, params: { unitId: details.value }, search: base.search })
      }
    >
      <Menu.Trigger asChild>{renderTrigger({ ref: trigger })}</Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content maxH="60vh" overflowY="auto" minW="260px">
            {(groups.data ?? []).map((group) => (
              <Menu.ItemGroup key={group.id}>
                <Menu.ItemGroupLabel>{english ? group.classifyNameEn : group.classifyName}</Menu.ItemGroupLabel>
                {group.bizUnits.map((item) => (
                  <Menu.Item key={item.id} value={String(item.id)} fontWeight={item.id === currentId ? 'semibold' : undefined}>
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

