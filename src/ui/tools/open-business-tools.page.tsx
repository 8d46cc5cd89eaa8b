import { Box, Grid } from '@chakra-ui/react';
import { useParams } from '@tanstack/react-router';
import { UpcomingPage } from '../pages/upcoming.page';
import { TokenSearchPage } from './token/token-search.page';
import { isDevTool, type DevTool } from './tool-names';
import { ToolsNav } from './tools-nav.view';

const TOOL_PAGES: Readonly<Record<DevTool, () => React.JSX.Element>> = {
  'api-test': UpcomingPage,
  sign: UpcomingPage,
  'token-search': TokenSearchPage,
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
        <Tool />
      </Box>
    </Grid>
  );
};
