import { Menu, Portal } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { useIntentHandOff, type IntentHandOff } from './deferred-control';
import { DropdownButton } from './dropdown-button';
import type { RadioMenuProps } from './radio-menu.props';

export const RadioMenuControl = ({ intent, ...props }: RadioMenuProps & IntentHandOff) => {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  useIntentHandOff(intent, trigger, { open: () => setOpen(true) });
  return (
    <Menu.Root open={open} onOpenChange={(details) => setOpen(details.open)} positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <DropdownButton ref={trigger} size="sm" aria-label={props.buttonLabel}>
          {props.icon}
          {props.current}
        </DropdownButton>
      </Menu.Trigger>
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
