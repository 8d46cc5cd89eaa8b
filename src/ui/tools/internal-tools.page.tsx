import { Box } from '@chakra-ui/react';
import { useSearch } from '@tanstack/react-router';
import { ApiTestConsole } from './api-test/api-test-console.view';
import { SignToolPage } from './sign/sign-tool.page';
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

export const InternalSignToolPage = () => (
  <InternalTool>
    <SignToolPage />
  </InternalTool>
);

/** /apiTestMainPage?apiId=&unitId= (login required): the unit's APIs when a unit is given, else every API. */
export const InternalApiTestPage = () => {
  const { apiId, unitId }: { apiId?: number; unitId?: number } = useSearch({ strict: false });
  return (
    <InternalTool>
      <ApiTestConsole apiId={apiId} unitId={unitId} />
    </InternalTool>
  );
};
