import { Box, Button, Flex, Grid } from '@chakra-ui/react';
import { List as ListIcon } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { DESKTOP_NAV_MIN_WIDTH } from '../../widgets/layout-widths';
import { useDebouncedViewport } from '../../widgets/use-debounced-viewport';
import { LoadWhenOpen } from '../../widgets/load-on-first-use';

/** A document page's menu of its siblings (the unit's APIs, messages, guide pages), with the name it is known by. */
export interface DocMenu {
  readonly label: string;
  readonly view: ReactNode;
}

/** The menu with its name once there is one to show (a menu still loading has none). */
export const docMenu = (label: string, view: ReactNode): DocMenu | undefined => (view ? { label, view } : undefined);

const loadDrawer = () => import('./doc-menu-drawer.view').then((module) => module.DocMenuDrawer);

/**
 * Below the width that has the menu's column (Chakra's lg, as the header's menus): a button named like the menu
 * opens it in a drawer, so a reader on a tablet or phone still reaches the document's siblings.
 */
const NarrowMenu = ({ menu }: { menu: DocMenu }) => {
  const [requested, setRequested] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const viewport = useDebouncedViewport();
  // Growing to the column's width (debounced) closes the drawer: the column takes over.
  const open = requested && viewport.width < DESKTOP_NAV_MIN_WIDTH;
  return (
    <>
      <Box hideFrom="lg" mb={4}>
        <Button ref={button} variant="outline" size="sm" data-doc-menu="button" aria-haspopup="dialog" aria-expanded={open} onClick={() => setRequested(true)}>
          <ListIcon aria-hidden="true" />
          {menu.label}
        </Button>
      </Box>
      <LoadWhenOpen load={loadDrawer} open={open} onOpenChange={setRequested} label={menu.label} menu={menu.view} finalFocusEl={() => button.current} />
    </>
  );
};

/** Under the sticky header and the unit bar: where the right-hand column stays while the page scrolls. */
const STICKY_TOP = '140px';

/**
 * The three columns of a document page: the sticky menu, the content, the table of contents. The menu's column and
 * its narrow button carry `data-doc-menu`: the route walk checks that one of them shows (docs/walker.md).
 * With `beside` (the samples beside an API's reference, given only at xl), the right-hand column is wider and
 * follows the reader: the table of contents on top, `beside` under it, scrolling inside the column when taller.
 */
export const DocColumns = ({ menu, toc, beside, children }: { menu?: DocMenu | undefined; toc?: ReactNode; beside?: ReactNode; children: ReactNode }) => (
  <Grid
    templateColumns={{
      base: '1fr',
      lg: menu ? '260px minmax(0, 1fr)' : '1fr',
      xl: `${menu ? '260px ' : ''}minmax(0, 1fr) ${beside ? 'minmax(360px, 0.7fr)' : '220px'}`,
    }}
    gap={{ base: 6, xl: beside ? 8 : 10 }}
    maxW="1480px"
    mx="auto"
    px={{ base: 4, md: 6 }}
    py={6}
  >
    {menu ? (
      <Box as="aside" display={{ base: 'none', lg: 'block' }} data-doc-menu="column">
        {menu.view}
      </Box>
    ) : null}
    <Box minW={0}>
      {menu ? <NarrowMenu menu={menu} /> : null}
      {children}
    </Box>
    <Box as="aside" display={{ base: 'none', xl: 'block' }} minW={0}>
      {beside ? (
        <Flex direction="column" gap={5} position="sticky" top={STICKY_TOP} maxH={`calc(100vh - ${STICKY_TOP} - 16px)`}>
          <Box flexShrink={0}>{toc}</Box>
          <Box flex="1" minH={0} overflowY="auto" borderTopWidth="1px" pt={4} data-testid="samples-beside">
            {beside}
          </Box>
        </Flex>
      ) : (
        toc
      )}
    </Box>
  </Grid>
);
