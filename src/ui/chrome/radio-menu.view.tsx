import type { ReactNode } from 'react';
import { deferredControl, type IntentProps } from './deferred-control';
import { DropdownButton } from './dropdown-button';

export interface RadioMenuOption {
  readonly value: string;
  readonly label: ReactNode;
  readonly lang?: string;
}

export interface RadioMenuProps {
  readonly buttonLabel: string;
  readonly groupLabel: string;
  readonly icon: ReactNode;
  readonly current: ReactNode;
  readonly value: string;
  readonly options: readonly RadioMenuOption[];
  readonly minW: string;
  readonly onChoose: (value: string) => void;
}

const RadioMenuStandIn = ({ intentProps, ...props }: RadioMenuProps & { intentProps: IntentProps }) => (
  <DropdownButton size="sm" aria-label={props.buttonLabel} aria-haspopup="menu" {...intentProps}>
    {props.icon}
    {props.current}
  </DropdownButton>
);

/** A header dropdown that picks one of a few options (language, site): a ghost button over a radio menu. */
export const RadioMenu = deferredControl<RadioMenuProps>(
  () => import('./radio-menu.control').then((module) => module.RadioMenuControl),
  RadioMenuStandIn,
);
