import { Box, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A titled band of the home page; `tinted` alternates the background. */
export const HomeSection = ({ id, title, intro, tinted = false, action, children }: { id: string; title: string; intro?: string; tinted?: boolean; action?: ReactNode; children: ReactNode }) => (
  <Box as="section" aria-labelledby={id} bg={tinted ? 'bg.subtle' : undefined} borderTopWidth={tinted ? '1px' : undefined} borderBottomWidth={tinted ? '1px' : undefined}>
    <Box maxW="layout" mx="auto" px={{ base: 5, md: 10 }} py={{ base: 10, md: 14 }}>
      <Box display="flex" flexWrap="wrap" alignItems="baseline" justifyContent="space-between" gap={3} mb={intro ? 2 : 6}>
        <Heading as="h2" id={id} size="xl">
          {title}
        </Heading>
        {action}
      </Box>
      {intro ? (
        <Text color="fg.muted" mb={6} maxW="3xl">
          {intro}
        </Text>
      ) : null}
      {children}
    </Box>
  </Box>
);
