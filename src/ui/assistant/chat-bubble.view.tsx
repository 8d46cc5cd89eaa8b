import { Box, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** One message of a chat: the user's on the right, the assistant's on the left. */
export const ChatBubble = (props: { from: 'user' | 'assistant'; label: string; children: ReactNode; live?: boolean; busy?: boolean; testId?: string; id?: string; focusable?: boolean }) => (
  <Box
    as="li"
    id={props.id}
    tabIndex={props.focusable ? -1 : undefined}
    listStyleType="none"
    alignSelf={props.from === 'user' ? 'flex-end' : 'flex-start'}
    maxW="88%"
    bg={props.from === 'user' ? 'brand.subtle' : 'bg.muted'}
    borderRadius="lg"
    px="3"
    py="2"
    fontSize="sm"
    aria-live={props.live ? 'polite' : undefined}
    aria-busy={props.busy || undefined}
    data-testid={props.testId}
  >
    <Text srOnly>{props.label}</Text>
    {props.children}
  </Box>
);
