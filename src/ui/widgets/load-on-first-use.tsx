import {
  Component,
  lazy,
  Suspense,
  useDeferredValue,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
  type RefObject,
} from 'react';
import { loadOnce, type LoadOnce } from '../../application/concurrency/load-once';
import { keyMessage } from '../../application/notifications/message';
import { useNotifications } from '../portal/portal.context';

/*
 * Menus, popovers, drawers and dialogs need Ark's state machines and floating-ui (about 40 KB gzip), which the first
 * view does without. Each is one component file, loaded with `loadOnce` (its one failure rule) and shown through
 * React.lazy by one of these wrappers:
 * - LoadOnFirstUse (menus): the view's trigger button stands in, looking and reading the same, until the first sign
 *   of use (mouse over, focus, press, click, Enter, Space, ArrowDown) has brought the code; the real control then
 *   renders the same trigger and carries on what the user began (useHandOff).
 * - LoadWhenOpen (dialogs, drawers, panels): the code loads the first time it opens, then stays mounted (so it can
 *   animate closed).
 * Nothing shows in between: the lazy part renders as a deferred value, so React keeps the stand-in (and its focus)
 * until the code is there, and no fallback holds the reveal back. A failed load says so in a toast and leaves the
 * stand-in (a dialog closes again); the next use tries again. React.lazy keeps a failure for good, so each attempt
 * is a new lazy component over the same `loadOnce`, held in the wrapper's state.
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

interface LoadFailedProps {
  readonly attempt: unknown;
  readonly fallback: ReactNode;
  readonly onFailure: () => void;
  readonly children: ReactNode;
}

/** `fallback` in place of an attempt whose code failed to load, until the next attempt. */
class LoadFailed extends Component<LoadFailedProps, { failed: boolean; attempt: unknown }> {
  override state = { failed: false, attempt: this.props.attempt };

  static getDerivedStateFromProps(props: LoadFailedProps, state: { attempt: unknown }) {
    return props.attempt === state.attempt ? null : { failed: false, attempt: props.attempt };
  }

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch() {
    this.props.onFailure();
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** Focus is on no control (the one that had it has just been replaced). */
const focusIsFree = () => document.activeElement === null || document.activeElement === document.body;

const lazyComponent = <P,>(code: LoadOnce<ComponentType<P>>) => lazy(() => code.load().then((component) => ({ default: component })));

/**
 * The code as a lazy component, asked for or not; a failure says so and readies a new attempt, whose first render
 * is the next intent: it asks the wrapper's `loadOnce` again, which loads again after a failure.
 */
const useAttempt = <P,>(load: Load<P>) => {
  // One per wrapper: each wrapper hands over by itself, with its own Suspense (a shared load swapped a second
  // wrapper's real control in between the events of one gesture).
  const [code] = useState(() => loadOnce(load));
  const [Code, setCode] = useState(() => lazyComponent(code));
  const [asked, setAsked] = useState(false);
  const notifications = useNotifications();
  const failed = () => {
    notifications.toast('error', keyMessage('common.errors.partLoadFailed'));
    setAsked(false);
    setCode(() => lazyComponent(code));
  };
  // Shown once the deferred render has the code; hidden at once after a failure (no new attempt until asked).
  const deferred = useDeferredValue(asked);
  return { Code, ask: () => setAsked(true), failed, shown: asked && deferred };
};

/**
 * `trigger` as a stand-in until the user shows intent, then the control `load` gives, with the other props, what
 * the user began and the same trigger.
 */
export const LoadOnFirstUse = <P extends HandOff>({ load, trigger, ...props }: { load: Load<P>; trigger: RenderTrigger } & NoInfer<Omit<P, keyof HandOff>>) => {
  const { Code, ask, failed, shown } = useAttempt(load);
  const [begun, setBegun] = useState<Begun>({});
  const note = (what: Begun) => {
    setBegun((current) => ({ ...current, ...what }));
    ask();
  };
  const standIn = trigger({
    // React mounts an error boundary's fallback afresh: after a failed load the stand-in mounts again, and takes
    // focus back if the user had begun with the keyboard or a click (autoFocus acts on mount only).
    autoFocus: Boolean(begun.focus || begun.open),
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
  return (
    <Suspense fallback={standIn}>
      <LoadFailed attempt={Code} fallback={standIn} onFailure={failed}>
        {shown ? <Code {...real} /> : standIn}
      </LoadFailed>
    </Suspense>
  );
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
  const { Code, ask, failed, shown } = useAttempt(load);
  const [wasOpen, setWasOpen] = useState(false);
  // Each time `open` turns true counts as an ask (state adjusted while rendering, as React documents).
  if (props.open !== wasOpen) {
    setWasOpen(props.open);
    if (props.open) ask();
  }
  const onFailure = () => {
    failed();
    props.onOpenChange(false);
  };
  return (
    <Suspense fallback={null}>
      <LoadFailed attempt={Code} fallback={null} onFailure={onFailure}>
        {shown ? <Code {...(props as unknown as P)} /> : null}
      </LoadFailed>
    </Suspense>
  );
};
