import type { ButtonProps } from '@chakra-ui/react';
import type { Ref } from 'react';
import { DropdownButton } from './dropdown-button';

/** The top bar's links and its dropdown triggers share one type size and padding. */
export const TOP_BAR_TEXT = { fontSize: 'sm', px: 3 } as const;

/**
 * A top-bar dropdown's trigger, rendered alike by the stand-in and by the real menu (so nothing moves when the menu
 * takes over): the bar's type size beside its links, not the 12 px of an extra-small button.
 */
export const TopBarDropdownButton = ({ ref, ...props }: ButtonProps & { ref?: Ref<HTMLButtonElement> }) => (
  <DropdownButton ref={ref} size="xs" {...TOP_BAR_TEXT} lineHeight="1.25rem" fontWeight="normal" color="fg" {...props} />
);
