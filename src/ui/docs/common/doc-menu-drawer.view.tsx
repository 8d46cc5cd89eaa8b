import { CloseButton, Drawer, Portal } from '@chakra-ui/react';
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface DocMenuDrawerProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly label: string;
  readonly menu: ReactNode;
  /** Where focus goes back to on close: the button that opened it (not part of this chunk). */
  readonly finalFocusEl: () => HTMLElement | null;
}

/** Narrow screens: a document page's menu (its siblings) in a drawer from the start side; choosing a page closes it. */
export const DocMenuDrawer = ({ open, onOpenChange, label, menu, finalFocusEl }: DocMenuDrawerProps) => {
  const { t } = useTranslation();
  // A link chosen in the menu leads to another page of the same layout: the drawer gives the page back to the reader.
  const closeOnLink = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) onOpenChange(false);
  };
  return (
    <Drawer.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} placement="start" size="sm" finalFocusEl={finalFocusEl} lazyMount unmountOnExit>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid="doc-menu-drawer">
            <Drawer.Header>
              <Drawer.Title>{label}</Drawer.Title>
            </Drawer.Header>
            {/* The menu is its own scroller (as in the column), filling the drawer below the title. */}
            <Drawer.Body onClick={closeOnLink} display="flex" flexDirection="column" overflow="hidden" css={{ '& > nav': { position: 'static', maxHeight: '100%', flex: '1' } }}>
              {menu}
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('docs.menuDrawerClose')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
};
