import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { MoveHorizontal } from 'lucide-react';
import { useId, useRef, type ReactNode } from 'react';
import { overflows, scrollEdgeAttributes, scrollEdgeFade, useScrollEdges } from './use-scroll-edges';

/**
 * Something wider than the column (a table) that scrolls sideways inside its own labelled region, so the page itself
 * never does. While it does not fit, a note above it says so (`hint`), the region takes focus (arrow keys scroll it)
 * and the edge with more beyond it fades out.
 */
export const ScrollRegion = ({
  label,
  hint,
  frameTestId,
  hintTestId,
  children,
}: {
  label: string;
  hint: string;
  frameTestId?: string;
  hintTestId?: string;
  children: ReactNode;
}) => {
  const scroller = useRef<HTMLDivElement>(null);
  const edges = useScrollEdges(scroller);
  const hintId = useId();
  const scrolls = overflows(edges);
  return (
    <Stack gap={2}>
      {scrolls ? (
        <HStack id={hintId} gap={1.5} fontSize="sm" color="fg.muted" data-testid={hintTestId}>
          <MoveHorizontal size={16} aria-hidden="true" />
          <Text as="span">{hint}</Text>
        </HStack>
      ) : null}
      <Box css={scrollEdgeFade} borderRadius="md" {...scrollEdgeAttributes(edges)} data-testid={frameTestId}>
        <Box
          ref={scroller}
          role="region"
          aria-label={label}
          aria-describedby={scrolls ? hintId : undefined}
          tabIndex={scrolls ? 0 : undefined}
          overflowX="auto"
          // A size container: what it holds may size itself to the visible width (100cqw), whatever it scrolls.
          containerType="inline-size"
          borderWidth="1px"
          borderRadius="md"
          focusRingColor="brand.focusRing"
        >
          {children}
        </Box>
      </Box>
    </Stack>
  );
};
