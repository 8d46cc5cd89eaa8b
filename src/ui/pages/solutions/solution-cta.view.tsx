import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PAGE_COLUMN } from '../common/page-column';

/** The closing call to action: a heading, one sentence and the actions. */
export const SolutionCta = ({ title, body, children }: { title: string; body: string; children: ReactNode }) => (
  <Box as="section" aria-labelledby="solution-cta" bg="navy.800" color="white">
    <Stack
      direction={{ base: 'column', md: 'row' }}
      {...PAGE_COLUMN}
      py={{ base: 10, md: 12 }}
      gap={6}
      align={{ base: 'flex-start', md: 'center' }}
      justify="space-between"
    >
      <Box maxW="2xl">
        <Heading as="h2" id="solution-cta" size="xl" mb={2}>
          {title}
        </Heading>
        <Text color="navy.100">{body}</Text>
      </Box>
      <Stack direction={{ base: 'column', sm: 'row' }} gap={3} flexShrink={0}>
        {children}
      </Stack>
    </Stack>
  </Box>
);

/** A light outlined button for the dark call-to-action band. */
export const OnDarkButton = (props: { onClick: () => void; loading?: boolean; children: ReactNode }) => (
  <Button
    variant="outline"
    size="lg"
    color="white"
    borderColor="whiteAlpha.700"
    // The default ring (gray) is 2:1 on the navy band; white is 15:1.
    focusRingColor="white"
    _hover={{ bg: 'whiteAlpha.200' }}
    loading={props.loading}
    onClick={props.onClick}
  >
    {props.children}
  </Button>
);
