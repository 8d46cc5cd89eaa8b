import { useEffect, useRef, useState, type PointerEvent } from 'react';

/** Spec §9: hover menus open after 200 ms. */
export const HOVER_OPEN_DELAY_MS = 200;
/** Time to travel from the trigger into the (portalled) content before the menu closes. */
export const HOVER_CLOSE_DELAY_MS = 150;

/**
 * Open state of a menu that also opens on mouse hover after a delay, and then closes when the pointer leaves it. Click
 * and keyboard keep working through the Chakra primitive (pass `open` and `onOpenChange` to its Root); a menu they
 * opened stays open when the pointer leaves. Touch and pen ignore hover.
 */
export const useHoverOpen = (openDelayMs = HOVER_OPEN_DELAY_MS, closeDelayMs = HOVER_CLOSE_DELAY_MS) => {
  const [state, setState] = useState({ open: false, byHover: false });
  const [entered, setEntered] = useState(false);
  const openRef = useRef(false);
  const byHoverRef = useRef(false);
  // The trigger or content the mouse is known to rest on. The browser also sends an enter to an element put under a
  // resting pointer (the real trigger replacing its stand-in, a frame or more later): that is no crossing, and must
  // not reopen a menu just closed by Escape.
  const under = useRef<EventTarget | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const clear = () => {
    clearTimeout(timer.current);
    timer.current = undefined;
  };
  useEffect(() => () => clearTimeout(timer.current), []);

  const apply = (open: boolean, byHover: boolean) => {
    openRef.current = open;
    byHoverRef.current = open && byHover;
    setState({ open, byHover: open && byHover });
  };

  const schedule = (open: boolean, delay: number) => {
    clear();
    timer.current = setTimeout(() => {
      // Hovering an already open menu (opened by click or keyboard) keeps it as it is.
      if (open && openRef.current) return;
      apply(open, true);
    }, delay);
  };

  const mouse = (event: PointerEvent) => event.pointerType === 'mouse';
  const hoverProps = {
    onPointerEnter: (event: PointerEvent) => {
      setEntered(true);
      if (!mouse(event) || under.current === event.currentTarget) return;
      under.current = event.currentTarget;
      if (openRef.current) clear();
      else schedule(true, openDelayMs);
    },
    onPointerLeave: (event: PointerEvent) => {
      if (!mouse(event)) return;
      if (under.current === event.currentTarget) under.current = null;
      // A menu opened by a click or a key stays until it is closed (outside click, Escape, a choice): the pointer on
      // its way into it may cross the header (a menu still settling into place), and that must not close it.
      if (openRef.current && !byHoverRef.current) return;
      schedule(false, closeDelayMs);
    },
  };

  return {
    open: state.open,
    /** Opened by the pointer resting on the trigger: such a panel should not take keyboard focus. */
    byHover: state.byHover,
    /** A pointer has come over the trigger (any kind): a menu starts fetching what it shows, ahead of opening. */
    entered,
    onOpenChange: (details: { open: boolean }) => {
      clear();
      apply(details.open, false);
    },
    close: () => {
      clear();
      apply(false, false);
    },
    /** The pointer already rests on `trigger` (it arrived before this menu mounted): open after the delay if closed. */
    hoverBegan: (trigger: HTMLElement | null) => {
      under.current = trigger;
      if (!openRef.current) schedule(true, openDelayMs);
    },
    /** Spread on the trigger and on the content. */
    hoverProps,
  };
};
