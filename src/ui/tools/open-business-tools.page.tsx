import { Box, Grid } from '@chakra-ui/react';
import { useParams, useSearch } from '@tanstack/react-router';
import { LazyApiTestConsole, LazySignTool, LazyTokenSearch } from './lazy-tools';
import { isDevTool, type DevTool } from './tool-names';
import { ToolSlot } from './tool-slot.view';
import { ToolsNav } from './tools-nav.view';

/** common-development-tools/$unitId/api-test?apiId=: the unit's APIs, the one from the doc page preselected. */
function ApiTestToolPage() {
  const { unitId }: { unitId?: string } = useParams({ strict: false });
  const { apiId }: { apiId?: number } = useSearch({ strict: false });
  return <LazyApiTestConsole unitId={Number(unitId) || undefined} apiId={apiId} />;
}

const TOOL_PAGES: Readonly<Record<DevTool, React.ComponentType>> = {
  'api-test': ApiTestToolPage,
  sign: LazySignTool,
  'token-search': LazyTokenSearch,
};

/** The open-business layout's tools tab: the tools menu and the chosen tool. */
export const OpenBusinessToolsPage = () => {
  const { unitId, toolName }: { unitId?: string; toolName?: string } = useParams({ strict: false });
  const tool: DevTool = toolName && isDevTool(toolName) ? toolName : 'api-test';
  const Tool = TOOL_PAGES[tool];
  return (
    <Grid templateColumns={{ base: '1fr', lg: '220px minmax(0, 1fr)' }} gap={{ base: 6, xl: 10 }} maxW="1480px" mx="auto" px={{ base: 4, md: 6 }} py={6}>
      <Box as="aside">
        <ToolsNav unitId={unitId ?? ''} current={tool} />
      </Box>
      <Box minW={0}>
        <ToolSlot tool={tool}>
          <Tool />
        </ToolSlot>
      </Box>
    </Grid>
  );
};
