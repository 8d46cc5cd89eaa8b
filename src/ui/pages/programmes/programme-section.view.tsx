import { Box, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface ProgrammeSectionProps {
  /** Unique on the page: the heading's id and the section's name. */
  readonly id: string;
  readonly title: string;
  readonly lead?: string;
  /** A light background, to tell neighbouring sections apart. */
  readonly tinted?: boolean;
  readonly children: ReactNode;
}

/** One titled section of a programme page (h2), in the layout width. */
export const ProgrammeSection = ({ id, title, lead, tinted = false, children }: ProgrammeSectionProps) => (
  <Box as="section" aria-labelledby={id} bg={tinted ? 'bg.subtle' : undefined}>
    <Box maxW="layout" mx="auto" px={{ base: 5, md: 10 }} py={{ base: 10, md: 14 }}>
      <Heading as="h2" id={id} size={{ base: 'xl', md: '2xl' }} mb={lead ? 3 : 6}>
        {title}
      </Heading>
      {lead ? (
        <Text color="fg.muted" maxW="3xl" mb={6}>
          {lead}
        </Text>
      ) : null}
      {children}
    </Box>
  </Box>
);
