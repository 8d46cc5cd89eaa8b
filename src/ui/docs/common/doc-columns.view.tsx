import { Box, Grid } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The three columns of a document page: the sticky menu, the content, the table of contents. */
export const DocColumns = ({ menu, toc, children }: { menu?: ReactNode; toc?: ReactNode; children: ReactNode }) => (
  <Grid
    templateColumns={{ base: '1fr', lg: menu ? '260px minmax(0, 1fr)' : '1fr', xl: `${menu ? '260px ' : ''}minmax(0, 1fr) 220px` }}
    gap={{ base: 6, xl: 10 }}
    maxW="1480px"
    mx="auto"
    px={{ base: 4, md: 6 }}
    py={6}
  >
    {menu ? (
      <Box as="aside" display={{ base: 'none', lg: 'block' }}>
        {menu}
      </Box>
    ) : null}
    <Box minW={0}>{children}</Box>
    <Box as="aside" display={{ base: 'none', xl: 'block' }}>
      {toc}
    </Box>
  </Grid>
);
