import { Box, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A titled card of text: a pain point or a scenario (the marker is a number or nothing). */
export const TextCard = ({ title, body, marker }: { title: string; body: string; marker?: string }) => (
  <Box as="li" p={6} borderWidth="1px" borderRadius="lg" bg="bg" listStyleType="none">
    {marker ? (
      <Text aria-hidden="true" fontSize="sm" fontWeight="bold" color="brand.fg" mb={2}>
        {marker}
      </Text>
    ) : null}
    <Heading as="h3" size="md" mb={2}>
      {title}
    </Heading>
    <Text color="fg.muted" fontSize="sm" lineHeight="1.7">
      {body}
    </Text>
  </Box>
);

/** The card grid of a section, as a list. */
export const CardGrid = ({ columns, children }: { columns: number; children: ReactNode }) => (
  <SimpleGrid as="ul" columns={{ base: 1, md: 2, lg: columns }} gap={5}>
    {children}
  </SimpleGrid>
);
