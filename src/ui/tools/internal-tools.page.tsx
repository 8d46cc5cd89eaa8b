import { Box } from '@chakra-ui/react';
import { useSearch } from '@tanstack/react-router';
import { LazyApiTestConsole, LazySignTool, LazyTokenSearch } from './lazy-tools';
import { ToolSlot } from './tool-slot.view';

/** The staff portal's tool pages (tools/token-search, tools/sign): the same tools in the main layout's width. */
const InternalTool = ({ children }: { children: React.ReactNode }) => (
  <Box maxW="1408px" mx="auto" px={{ base: 4, md: 6 }} py={8}>
    <ToolSlot tool="internal">{children}</ToolSlot>
  </Box>
);

export const InternalTokenSearchPage = () => (
  <InternalTool>
    <LazyTokenSearch />
  </InternalTool>
);

export const InternalSignToolPage = () => (
  <InternalTool>
    <LazySignTool />
  </InternalTool>
);

/** /apiTestMainPage?apiId=&unitId= (login required): the unit's APIs when a unit is given, else every API. */
export const InternalApiTestPage = () => {
  const { apiId, unitId }: { apiId?: number; unitId?: number } = useSearch({ strict: false });
  return (
    <InternalTool>
      <LazyApiTestConsole apiId={apiId} unitId={unitId} />
    </InternalTool>
  );
};
