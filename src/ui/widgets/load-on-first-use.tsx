import {
  useDeferredValue,
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
  type Ref,
  type RefObject,
} from 'react';
import { loadOnce } from '../../application/concurrency/load-once';
import { keyMessage } from '../../application/notifications/message';
import { useNotifications } from '../portal/portal.context';

/*
 * Menus, popovers, drawers and dialogs need Ark's state machines and floating-ui (about 40 KB gzip), which the first
 * view does without. Each is one component file, loaded with `loadOnce` through one of these wrappers:
 * - LoadOnFirstUse (menus): the view's trigger button stands in, looking and reading the same, until the first sign
 *   of use (mouse over, focus, press, click, Enter, Space, ArrowDown) has brought the code; the real control then
 *   renders the same trigger and carries on what the user began (useHandOff).
 * - LoadWhenOpen (dialogs, drawers, panels): the code loads the first time it opens, then stays mounted (so it can
 *   animate closed).
 * Nothing shows in between: the stand-in (and its focus) stays until the code is there, and the real control then
 * renders as a deferred value. A failed load says so in a toast, once, and leaves the stand-in (a dialog closes
 * again); the next use tries again (loadOnce's rule).
 */

type Load<P> = () => Promise<ComponentType<P>>;

/** What the user began on the stand-in before the code arrived. */
export interface Begun {
  readonly hover?: boolean;
  readonly focus?: boolean;
  readonly open?: boolean;
}

/** Whether the user began anything (a pointer that left again is nothing). */
export const anyBegun = (begun: Begun | undefined): boolean => Boolean(begun?.hover || begun?.focus || begun?.open);

/** What a trigger button is given, by the stand-in or by the real control. */
export interface TriggerProps {
  readonly ref?: Ref<HTMLButtonElement>;
  readonly onPointerEnter?: (event: PointerEvent) => void;
  readonly onPointerLeave?: (event: PointerEvent) => void;
  readonly onPointerDown?: (event: PointerEvent) => void;
  readonly onFocus?: () => void;
  readonly onClick?: () => void;
  readonly onKeyDown?: (event: KeyboardEvent) => void;
  readonly 'aria-expanded'?: boolean;
  readonly autoFocus?: boolean;
}

/** The view's trigger button, rendered alike by the stand-in and by the real control: nothing moves at the hand-over. */
export type RenderTrigger = (props: TriggerProps) => ReactElement;

/** What a control loaded by LoadOnFirstUse receives. */
export interface HandOff {
  readonly begun?: Begun;
  readonly trigger: RenderTrigger;
}

/** Focus is on no control (the one that had it has just been replaced). */
const focusIsFree = () => document.activeElement === null || document.activeElement === document.body;

/**
 * The control once asked for and loaded. `ask` is an intent: it loads the code (again after a failure); a failure of
 * the attempt it joined is said once, with `onFailure`, however many signs of use joined it.
 */
const useAttempt = <P,>(load: Load<P>, onFailure?: () => void) => {
  // One per wrapper, as each wrapper hands over by itself: a second mount waits for its own (cached) import, so the
  // real control never replaces the stand-in between the events of one gesture.
  const [code] = useState(() => loadOnce(load));
  const state = useSyncExternalStore(code.subscribe, code.state);
  const [asked, setAsked] = useState(false);
  const [intents, setIntents] = useState(0);
  const watched = useRef<Promise<unknown>>(undefined);
  const notifications = useNotifications();
  const failed = useEffectEvent(() => {
    notifications.toast('error', keyMessage('common.errors.partLoadFailed'));
    setAsked(false);
    onFailure?.();
  });
  // The load starts after the render that took the intent (a load changes the shared state: not while rendering).
  useEffect(() => {
    if (intents === 0) return;
    const attempt = code.load();
    if (watched.current === attempt) return;
    watched.current = attempt;
    attempt.catch(failed);
  }, [code, intents]);
  const ask = () => {
    setAsked(true);
    setIntents((count) => count + 1);
  };
  // Shown once the deferred render has the code; hidden at once after a failure (no new attempt until asked).
  const deferred = useDeferredValue(asked);
  const Code = asked && deferred && state.status === 'loaded' ? state.value : undefined;
  return { Code, ask };
};

/**
 * `trigger` as a stand-in until the user shows intent, then the control `load` gives, with the other props, what
 * the user began and the same trigger.
 */
export const LoadOnFirstUse = <P extends HandOff>({ load, trigger, ...props }: { load: Load<P>; trigger: RenderTrigger } & NoInfer<Omit<P, keyof HandOff>>) => {
  const { Code, ask } = useAttempt(load);
  const [begun, setBegun] = useState<Begun>({});
  const note = (what: Begun) => {
    setBegun((current) => ({ ...current, ...what }));
    ask();
  };
  // The same element until the control replaces it: a failed load leaves it mounted, and focused if it was.
  const standIn = trigger({
    onPointerEnter: (event) => {
      if (event.pointerType === 'mouse') note({ hover: true });
    },
    // Left before the menu arrived: nothing to carry on (the load goes on for the next time).
    onPointerLeave: () => setBegun((current) => ({ ...current, hover: false })),
    // A press is a click begun: if the real control replaces the stand-in before the button comes up, the browser
    // sends the click nowhere (its press and release hit different elements), so the press itself hands 'open' over.
    onPointerDown: (event) => {
      if (event.button === 0) note({ open: true });
    },
    onFocus: () => note({ focus: true }),
    onClick: () => note({ open: true }),
    onKeyDown: (event) => {
      // Space clicks when it comes up, Enter at once; an arrow opens. Each is handed over if the control arrives first.
      if (event.key !== 'ArrowDown' && event.key !== ' ' && event.key !== 'Enter') return;
      if (event.key === 'ArrowDown') event.preventDefault();
      note({ open: true });
    },
    'aria-expanded': false,
  });
  const real = { ...props, begun, trigger } as unknown as P;
  return Code ? <Code {...real} /> : standIn;
};

/**
 * In the real control, once when it mounts: carries on what the user began on the stand-in. Opened (a click, press
 * or key): focus the trigger and open; focused: focus the trigger unless focus has moved on meanwhile; the mouse
 * still resting on the trigger: tell the control so (it starts the hover delay unless already open).
 */
export const useHandOff = (
  begun: Begun | undefined,
  trigger: RefObject<HTMLElement | null>,
  actions: { readonly open: () => void; readonly hoverBegan?: (trigger: HTMLElement | null) => void },
) => {
  // What the control began with: carried on when it mounts (again after React's strict-mode remount, which
  // clears the timers the first run set), not on later renders.
  const start = useRef({ begun, actions });
  // Before the browser paints or takes the next key: the stand-in that had focus is gone, focus is on the body.
  useLayoutEffect(() => {
    const { begun: was, actions: carryOn } = start.current;
    const focusFree = focusIsFree();
    if (was?.open) {
      trigger.current?.focus();
      carryOn.open();
    } else if (was?.focus && (focusFree || document.activeElement === trigger.current)) trigger.current?.focus();
    // After the open, which it then keeps as it is: the trigger under the resting mouse is told it has the pointer.
    if (was?.hover) carryOn.hoverBegan?.(trigger.current);
  }, [trigger]);
};

interface OpenChange {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
}

/**
 * A dialog, drawer or panel whose code loads the first time it opens, then stays mounted. A failed load closes it
 * again (`onOpenChange(false)`), so opening it once more retries.
 */
export const LoadWhenOpen = <P extends object>({ load, ...props }: { load: Load<P> } & OpenChange & NoInfer<Omit<P, keyof OpenChange>>) => {
  const { Code, ask } = useAttempt(load, () => props.onOpenChange(false));
  const [wasOpen, setWasOpen] = useState(false);
  // Each time `open` turns true counts as an ask (state adjusted while rendering, as React documents).
  if (props.open !== wasOpen) {
    setWasOpen(props.open);
    if (props.open) ask();
  }
  return Code ? <Code {...(props as unknown as P)} /> : null;
};
