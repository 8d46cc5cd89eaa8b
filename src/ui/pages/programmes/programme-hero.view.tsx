import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface ProgrammeHeroProps {
  readonly title: string;
  readonly lead: string;
  /** Buttons or links under the lead. */
  readonly actions?: ReactNode;
  /** A decorative illustration, shown from tablet width up. */
  readonly art?: ReactNode;
}

/** The top band of a programme or information page: the page's h1, what it is about and where to start. */
export const ProgrammeHero = ({ title, lead, actions, art }: ProgrammeHeroProps) => (
  <Box as="section" aria-labelledby="programme-title" bg="bg.subtle" borderBottomWidth="1px">
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
        <Heading as="h1" id="programme-title" size={{ base: '2xl', md: '4xl' }} lineHeight="1.2">
          {title}
        </Heading>
        <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted" maxW="2xl">
          {lead}
        </Text>
        {actions ? (
          <Stack direction={{ base: 'column', sm: 'row' }} gap={3}>
            {actions}
          </Stack>
        ) : null}
      </Stack>
      {art ? (
        <Box flex="1" maxW="480px" w="full" display={{ base: 'none', md: 'block' }}>
          {art}
        </Box>
      ) : null}
    </Stack>
  </Box>
);
