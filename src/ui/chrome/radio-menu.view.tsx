import type { RadioMenuProps } from './radio-menu.props';
import { deferredControl, type IntentProps } from './deferred-control';
import { DropdownButton } from './dropdown-button';

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
