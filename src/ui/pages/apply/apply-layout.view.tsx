import { Box, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The apply and result pages' column: the page heading, an optional introduction, the content. */
export const ApplyLayout = ({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) => (
  <Box maxW="3xl" mx="auto" px={{ base: 4, md: 8 }} py={{ base: 8, md: 12 }} w="full">
    <Heading as="h1" size="2xl">
      {title}
    </Heading>
    {intro ? (
      <Text color="fg.muted" mt={2} mb={6}>
        {intro}
      </Text>
    ) : (
      <Box mb={6} />
    )}
    {children}
  </Box>
);
