import { Box } from '@chakra-ui/react';
import { TokenSearchPage } from './token/token-search.page';

/** The staff portal's tool pages (tools/token-search, tools/sign): the same tools in the main layout's width. */
const InternalTool = ({ children }: { children: React.ReactNode }) => (
  <Box maxW="1408px" mx="auto" px={{ base: 4, md: 6 }} py={8}>
    {children}
  </Box>
);

export const InternalTokenSearchPage = () => (
  <InternalTool>
    <TokenSearchPage />
  </InternalTool>
);
