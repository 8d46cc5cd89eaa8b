import { IconButton } from '@chakra-ui/react';
import { Menu as MenuIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadWhenOpen } from '../widgets/load-on-first-use';
import { DESKTOP_NAV_MIN_WIDTH } from '../widgets/layout-widths';
import { useDebouncedViewport } from '../widgets/use-debounced-viewport';

const loadDrawer = () => import('./mobile-nav-drawer.view').then((module) => module.MobileNavDrawer);

/** Narrow screens: a menu button opening a drawer with the header's links, search and choices. */
export const MobileNav = () => {
  const { t } = useTranslation();
  const [requested, setRequested] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const viewport = useDebouncedViewport();
  // Growing past the breakpoint (debounced) closes the drawer: the inline menus take over.
  const open = requested && viewport.width < DESKTOP_NAV_MIN_WIDTH;
  return (
    <>
      <IconButton
        ref={button}
        variant="ghost"
        aria-label={t('chrome.header.openMenu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        hideFrom="lg"
        onClick={() => setRequested(true)}
      >
        <MenuIcon aria-hidden="true" />
      </IconButton>
      <LoadWhenOpen load={loadDrawer} open={open} onOpenChange={setRequested} finalFocusEl={() => button.current} />
    </>
  );
};
