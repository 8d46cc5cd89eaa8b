import { Box, type BoxProps } from '@chakra-ui/react';
import { useRef } from 'react';
import { scrollEdgeAttributes, scrollEdgeFade, useScrollEdges } from './use-scroll-edges';

/**
 * A row that scrolls sideways when it is wider than its place (tabs, tables on a phone), inside a frame that fades
 * the edge with more content beyond it: the visible sign that there is more to scroll to. Props style the scroller;
 * `fadeInto` is the colour behind the row (a token; the page background unless given).
 */
export const SideScroll = ({ children, fadeInto, ...scroller }: Omit<BoxProps, 'ref' | 'overflowX'> & { fadeInto?: string }) => {
  const ref = useRef<HTMLDivElement>(null);
  const edges = useScrollEdges(ref);
  return (
    <Box
      css={fadeInto ? { ...scrollEdgeFade, '--scroll-fade-bg': `var(--chakra-colors-${fadeInto.replaceAll('.', '-')})` } : scrollEdgeFade}
      minW={0}
      {...scrollEdgeAttributes(edges)}
      data-testid="side-scroll"
    >
      <Box ref={ref} overflowX="auto" {...scroller}>
        {children}
      </Box>
    </Box>
  );
};
