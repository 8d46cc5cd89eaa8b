import { Menu, Portal } from '@chakra-ui/react';
import { useRef, useState, type ReactNode } from 'react';
import { useHandOff, type HandOff } from '../widgets/load-on-first-use';

export interface RadioMenuOption {
  readonly value: string;
  readonly label: ReactNode;
  readonly lang?: string;
}

export interface RadioMenuProps extends HandOff {
  readonly groupLabel: string;
  readonly value: string;
  readonly options: readonly RadioMenuOption[];
  readonly minW: string;
  readonly onChoose: (value: string) => void;
}

/** A header dropdown that picks one of a few options (language, site): the view's trigger over a radio menu. */
export const RadioMenu = ({ begun, trigger: renderTrigger, ...props }: RadioMenuProps) => {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  useHandOff(begun, trigger, { open: () => setOpen(true) });
  return (
    <Menu.Root open={open} onOpenChange={(details) => setOpen(details.open)} positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>{renderTrigger({ ref: trigger })}</Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW={props.minW}>
            <Menu.RadioItemGroup
              value={props.value}
              onValueChange={(details) => {
                if (details.value !== props.value) props.onChoose(details.value);
              }}
            >
              <Menu.ItemGroupLabel>{props.groupLabel}</Menu.ItemGroupLabel>
              {props.options.map((option) => (
                <Menu.RadioItem key={option.value} value={option.value} lang={option.lang}>
                  {option.label}
                  <Menu.ItemIndicator />
                </Menu.RadioItem>
              ))}
            </Menu.RadioItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
};
