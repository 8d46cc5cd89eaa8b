import { Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface Step {
  readonly key: string;
  readonly title: string;
  readonly body: string;
  /** Links that take the reader to where the step is done. */
  readonly action?: ReactNode;
}

/** A numbered process (an ordered list; the big number repeats the list's own numbering, so it is hidden from readers). */
export const StepsList = ({ steps }: { steps: readonly Step[] }) => (
  <Stack as="ol" listStyleType="none" gap={0} maxW="4xl">
    {steps.map(({ key, title, body, action }, index) => (
      <Flex as="li" key={key} gap={4} align="stretch">
        <Flex direction="column" align="center" flexShrink={0}>
          <Flex
            aria-hidden="true"
            boxSize="9"
            borderRadius="full"
            bg="brand.solid"
            color="brand.contrast"
            fontWeight="semibold"
            align="center"
            justify="center"
          >
            {index + 1}
          </Flex>
          {index < steps.length - 1 ? <Box flex="1" w="2px" bg="border" my={1} aria-hidden="true" /> : null}
        </Flex>
        <Stack gap={2} pb={index < steps.length - 1 ? 7 : 0} pt={1}>
          <Heading as="h3" size="md">
            {title}
          </Heading>
          <Text color="fg.muted">{body}</Text>
          {action ? (
            <Flex gap={4} wrap="wrap">
              {action}
            </Flex>
          ) : null}
        </Stack>
      </Flex>
    ))}
  </Stack>
);
