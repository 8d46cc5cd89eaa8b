import { Button, type ButtonProps } from '@chakra-ui/react';
import { ChevronDown } from 'lucide-react';
import type { Ref } from 'react';

/** A dropdown's trigger: a ghost button with a chevron. A menu's stand-in and the menu itself render the same one. */
export const DropdownButton = ({ children, ref, ...props }: ButtonProps & { ref?: Ref<HTMLButtonElement> }) => (
  <Button variant="ghost" {...props} ref={ref}>
    {children}
    <ChevronDown aria-hidden="true" />
  </Button>
);
