import { Outlet } from '@tanstack/react-router';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { loadLocaleAreas } from '../i18n/resources';
import { OpenFinder } from '../portal/open-finder';
import { LoadWhenOpen } from '../widgets/load-on-first-use';
import { NOTHING_TYPED, typeAhead, type TypedAhead } from './typed-ahead';

/** The finder's dialog: its code and strings load the first time it opens. */
const loadFinderDialog = () =>
  Promise.all([import('./finder-dialog.view'), loadLocaleAreas(['finder'])]).then(([module]) => module.FinderDialog);

const isTextField = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** Ctrl/Cmd-K anywhere, or "/" outside a text field (as on GitHub and in Scalar). */
export const opensFinder = (event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey' | 'target'>) =>
  (event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey) ||
  (event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTextField(event.target));

/** An opening of the finder: whether its words box has taken over, and what was typed before it did. */
interface Opening {
  readonly open: boolean;
  readonly waiting: boolean;
  readonly ahead: TypedAhead;
}

const CLOSED: Opening = { open: false, waiting: false, ahead: NOTHING_TYPED };

/** Every page's frame: the finder's keys and its dialog, around the routes. */
export const FinderShell = () => {
  const [open, setOpen] = useState(false);
  // Read by the key listener between renders: the keys of one burst arrive before React renders again.
  const opening = useRef<Opening>(CLOSED);
  const changeOpen = useCallback((next: boolean) => {
    if (next !== opening.current.open) opening.current = next ? { open: true, waiting: true, ahead: NOTHING_TYPED } : CLOSED;
    setOpen(next);
  }, []);
  // The words box, on focus: what was typed before it was there; from then on the box takes the keys itself.
  const takeTypedAhead = useCallback(() => {
    const { ahead } = opening.current;
    opening.current = { ...opening.current, waiting: false, ahead: NOTHING_TYPED };
    return ahead;
  }, []);
  // Listening from the commit that first shows the page, not after it: the first view renders in a transition, whose
  // passive effects can run well after the paint, and a Ctrl+K pressed meanwhile (the header already showing the key)
  // did nothing.
  useLayoutEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      if (opening.current.waiting) {
        if (event.key === 'Escape') {
          changeOpen(false);
          return;
        }
        const typed = typeAhead(opening.current.ahead, event);
        if (typed === undefined) return;
        // Not into whatever had focus before (the header's search box): the keys are the finder's.
        event.preventDefault();
        opening.current = { ...opening.current, ahead: typed };
        return;
      }
      if (!opensFinder(event)) return;
      event.preventDefault();
      changeOpen(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [changeOpen]);
  return (
    <OpenFinder.Provider value={() => changeOpen(true)}>
      <Outlet />
      <LoadWhenOpen load={loadFinderDialog} open={open} onOpenChange={changeOpen} takeTypedAhead={takeTypedAhead} />
    </OpenFinder.Provider>
  );
};
