import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { InlineError, InlineLoading } from '../../widgets/call-state.view';

export interface QuickListItem {
  readonly key: number;
  readonly content: ReactNode;
}

export interface QuickListState {
  readonly pending: boolean;
  readonly error: unknown;
  readonly onRetry: () => void;
}

/**
 * One list of the quick-start page (interfaces, messages, SDKs) with its own call state: a failure or an empty
 * answer is said inside this box and leaves the rest of the page as it is.
 */
export const QuickList = ({
  id,
  title,
  icon,
  state,
  items,
  empty,
  more,
}: {
  id: string;
  title: string;
  icon: ReactNode;
  state: QuickListState;
  items: readonly QuickListItem[] | undefined;
  empty: string;
  more?: ReactNode;
}) => (
  <Box as="section" aria-labelledby={`${id}-title`} borderWidth="1px" borderRadius="lg" bg="bg" p={5} display="flex" flexDirection="column" gap={3} minW={0}>
    <HStack gap={2} color="brand.fg">
      {icon}
      <Heading as="h3" id={`${id}-title`} size="md" color="fg">
        {title}
      </Heading>
    </HStack>
    {state.pending ? (
      <InlineLoading />
    ) : state.error || !items ? (
      <InlineError error={state.error} onRetry={state.onRetry} />
    ) : items.length === 0 ? (
      <Text color="fg.muted" fontSize="sm" data-testid={`${id}-empty`}>
        {empty}
      </Text>
    ) : (
      <Stack as="ul" gap={0} listStyleType="none" data-testid={`${id}-items`}>
        {items.map((item, index) => (
          <Box as="li" key={item.key} borderTopWidth={index === 0 ? 0 : '1px'} py={2}>
            {item.content}
          </Box>
        ))}
      </Stack>
    )}
    {more ? <Box mt="auto" pt={1} fontSize="sm">{more}</Box> : null}
  </Box>
);
