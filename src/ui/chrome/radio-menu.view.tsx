import { Button, Menu, Portal } from '@chakra-ui/react';
import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';

export interface RadioMenuOption {
  readonly value: string;
  readonly label: ReactNode;
  readonly lang?: string;
}

/** A header dropdown that picks one of a few options (language, site): a ghost button over a radio menu. */
export const RadioMenu = (props: {
  buttonLabel: string;
  groupLabel: string;
  icon: ReactNode;
  current: ReactNode;
  value: string;
  options: readonly RadioMenuOption[];
  minW: string;
  onChoose: (value: string) => void;
}) => (
  <Menu.Root positioning={{ placement: 'bottom-end' }}>
    <Menu.Trigger asChild>
      <Button variant="ghost" size="sm" aria-label={props.buttonLabel}>
        {props.icon}
        {props.current}
        <ChevronDown aria-hidden="true" />
      </Button>
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
