import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { CapabilitiesArt } from './capabilities-art.view';

/** The band at the top of the capability pages: title, what the page is for, and our illustration. */
export const PageIntro = ({ title, body, aside }: { title: string; body: string; aside?: ReactNode }) => (
  <Box as="section" aria-labelledby="page-title" bg="bg.subtle" borderBottomWidth="1px">
    <Stack
      direction={{ base: 'column', md: 'row' }}
      maxW="layout"
      mx="auto"
      px={{ base: 5, md: 10 }}
      py={{ base: 8, md: 12 }}
      gap={8}
      align={{ base: 'stretch', md: 'center' }}
    >
      <Stack gap={3} flex="1">
        <Heading as="h1" id="page-title" size={{ base: '2xl', md: '3xl' }}>
          {title}
        </Heading>
        <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }} maxW="3xl">
          {body}
        </Text>
      </Stack>
      {aside ?? (
        <Box w="280px" flexShrink={0} display={{ base: 'none', md: 'block' }}>
          <CapabilitiesArt />
        </Box>
      )}
    </Stack>
  </Box>
);
