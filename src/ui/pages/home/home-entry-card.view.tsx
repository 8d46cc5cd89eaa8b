import { Box, Heading, Text } from '@chakra-ui/react';
import type { ReactElement, ReactNode } from 'react';

export interface HomeEntryCardProps {
  readonly title: string;
  readonly body: string;
  /** A small decorative icon. */
  readonly icon?: ReactNode;
  /** The link the whole card is (a route Link or a console anchor), given the card's content. */
  readonly children: (content: ReactNode) => ReactElement;
}

/** One way into the portal: the whole card is the link. */
export const HomeEntryCard = ({ title, body, icon, children }: HomeEntryCardProps) => (
  <Box
    asChild
    display="flex"
    flexDirection="column"
    gap={2}
    p={6}
    borderWidth="1px"
    borderRadius="lg"
    bg="bg"
    h="full"
    transition="box-shadow 0.2s, border-color 0.2s"
    _hover={{ shadow: 'md', borderColor: 'brand.solid' }}
    _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '2px' }}
  >
    {children(
      <>
        {icon ? (
          <Box color="brand.solid" aria-hidden="true">
            {icon}
          </Box>
        ) : null}
        <Heading as="h3" size="md">
          {title}
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {body}
        </Text>
      </>,
    )}
  </Box>
);
