import { Box, SimpleGrid, Skeleton, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** What is on its way, by the shape it will have. */
export type LoadingShapeKind = 'document' | 'cards' | 'list' | 'form';

/** Grey blocks pulse, or stand still for a reader who asked for reduced motion. */
const Block = (props: { h: string; w?: string | Record<string, string>; borderRadius?: string }) => (
  <Skeleton h={props.h} w={props.w ?? 'full'} borderRadius={props.borderRadius} css={{ '@media (prefers-reduced-motion: reduce)': { animation: 'none' } }} />
);

const Document = () => (
  <Stack gap={4}>
    <Block h="4" w="40%" />
    <Block h="9" w={{ base: '85%', md: '60%' }} />
    <Stack gap={2}>
      <Block h="4" />
      <Block h="4" />
      <Block h="4" w="70%" />
    </Stack>
    <Block h="6" w="30%" />
    <Stack gap={0} borderWidth="1px" borderRadius="md" overflow="hidden">
      {[0, 1, 2, 3, 4].map((row) => (
        <Box key={row} px={3} py={3} borderTopWidth={row ? '1px' : undefined}>
          <Block h="4" w={row ? '90%' : '50%'} />
        </Box>
      ))}
    </Stack>
  </Stack>
);

const Cards = () => (
  <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap={5}>
    {[0, 1, 2].map((card) => (
      <Stack key={card} gap={3} p={5} borderWidth="1px" borderRadius="lg">
        <Block h="11" w="11" borderRadius="lg" />
        <Block h="5" w="60%" />
        <Block h="4" />
        <Block h="4" w="80%" />
      </Stack>
    ))}
  </SimpleGrid>
);

const List = () => (
  <Stack gap={5}>
    {[0, 1, 2, 3, 4].map((row) => (
      <Stack key={row} gap={2}>
        <Block h="5" w="50%" />
        <Block h="4" w="85%" />
      </Stack>
    ))}
  </Stack>
);

const Form = () => (
  <Stack gap={5} maxW="3xl">
    {[0, 1, 2, 3].map((field) => (
      <Stack key={field} gap={2}>
        <Block h="4" w="25%" />
        <Block h="10" />
      </Stack>
    ))}
    <Block h="10" w="32" borderRadius="md" />
  </Stack>
);

const SHAPES = { document: Document, cards: Cards, list: List, form: Form } as const;

/**
 * In place of content still on its way: blocks in the shape of what comes (a document, cards, a list, a form), so the
 * page keeps its shape and nothing jumps when it arrives. One status for assistive technology says it is loading; the
 * walk and tests find the shape by `data-skeleton`.
 */
export const LoadingShape = ({ kind }: { kind: LoadingShapeKind }) => {
  const { t } = useTranslation();
  const Shape = SHAPES[kind];
  return (
    <Box role="status" aria-busy="true" aria-label={t('chrome.state.loading')} data-skeleton={kind} w="full" py={2}>
      <Shape />
    </Box>
  );
};
