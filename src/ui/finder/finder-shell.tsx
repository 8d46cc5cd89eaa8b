import { Outlet } from '@tanstack/react-router';
import { createContext, useContext, useLayoutEffect, useState } from 'react';
import { loadLocaleAreas } from '../i18n/resources';
import { LoadWhenOpen } from '../widgets/load-on-first-use';

/** The finder's dialog: its code and strings load the first time it opens. */
const loadFinderDialog = () =>
  Promise.all([import('./finder-dialog.view'), loadLocaleAreas(['finder'])]).then(([module]) => module.FinderDialog);

const OpenFinder = createContext<() => void>(() => undefined);

/** Opens the finder (the header's search box, the search page's empty state). */
export const useOpenFinder = () => useContext(OpenFinder);

const isTextField = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** Ctrl/Cmd-K anywhere, or "/" outside a text field (as on GitHub and in Scalar). */
export const opensFinder = (event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey' | 'target'>) =>
  (event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey) ||
  (event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTextField(event.target));

/** Every page's frame: the finder's keys and its dialog, around the routes. */
export const FinderShell = () => {
  const [open, setOpen] = useState(false);
  // Listening from the commit that first shows the page, not after it: the first view renders in a transition, whose
  // passive effects can run well after the paint, and a Ctrl+K pressed meanwhile (the header already showing the key)
  // did nothing.
  useLayoutEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !opensFinder(event)) return;
      event.preventDefault();
      setOpen(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <OpenFinder.Provider value={() => setOpen(true)}>
      <Outlet />
      <LoadWhenOpen load={loadFinderDialog} open={open} onOpenChange={setOpen} />
    </OpenFinder.Provider>
  );
};
