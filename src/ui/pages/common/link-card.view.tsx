import { Box, type BoxProps, type SystemStyleObject } from '@chakra-ui/react';
import type { ReactElement } from 'react';

export const FOCUS_RING: SystemStyleObject = { outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '2px' };

/** A card's border, background and hover lift. */
export const CARD_FRAME = {
  borderWidth: '1px',
  borderRadius: 'lg',
  bg: 'bg',
  transition: 'box-shadow 0.2s, border-color 0.2s',
  _hover: { shadow: 'md', borderColor: 'brand.solid' },
} as const satisfies BoxProps;

/** Dresses its one child, a link, as a card: the whole card is the link. Style props adjust the card. */
export const LinkCard = ({ children, ...style }: Omit<BoxProps, 'children' | 'asChild'> & { children: ReactElement }) => (
  <Box asChild display="flex" flexDirection="column" h="full" {...CARD_FRAME} _focusVisible={FOCUS_RING} {...style}>
    {children}
  </Box>
);
