import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { SolutionCode } from '../../routes/solution-codes';
import { SolutionArt } from './solution-art.view';

/** The top of a solution page: what kind of solution, its name, the pitch, the main actions and the drawing. */
export const SolutionHero = (props: { code: SolutionCode; eyebrow: string; title: string; pitch: string; actions: ReactNode }) => (
  <Box as="section" aria-labelledby="solution-title" bg="bg.subtle" borderBottomWidth="1px">
    <Stack
      direction={{ base: 'column', lg: 'row' }}
      maxW="layout"
      mx="auto"
      px={{ base: 5, md: 10 }}
      py={{ base: 10, md: 16 }}
      gap={10}
      align="center"
    >
      <Stack gap={5} flex="1">
        <Text fontSize="sm" fontWeight="semibold" color="brand.fg" textTransform="uppercase" letterSpacing="wide">
          {props.eyebrow}
        </Text>
        <Heading as="h1" id="solution-title" size={{ base: '3xl', md: '4xl' }} lineHeight="1.2">
          {props.title}
        </Heading>
        <Text fontSize="lg" color="fg.muted" maxW="2xl" lineHeight="1.7">
          {props.pitch}
        </Text>
        <Stack direction={{ base: 'column', sm: 'row' }} gap={3}>
          {props.actions}
        </Stack>
      </Stack>
      <Box flex="1" maxW="480px" w="full" display={{ base: 'none', md: 'block' }}>
        <SolutionArt code={props.code} />
      </Box>
    </Stack>
  </Box>
);
