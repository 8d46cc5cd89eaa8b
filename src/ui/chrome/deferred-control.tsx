import { useEffect, useLayoutEffect, useRef, useState, type ComponentType, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import { keyMessage } from '../../application/notifications/message';
import { useNotifications } from '../portal/portal.context';

/*
 * The chrome's menus, popovers, drawers and dialogs need Ark's state machines and floating-ui (about 40 KB gzip).
 * They are not part of the first view: a menu first renders a stand-in trigger that looks and reads the same, and
 * the real control loads on the first sign of use (mouse over, focus, click, arrow key), taking over what the user
 * began; a dialog loads the first time it opens.
 */

/** What the user began on the stand-in, for the real control to carry on. */
export type Intent = 'hover' | 'focus' | 'open';

export interface IntentHandOff {
  readonly intent?: Intent;
}

/** Spread on the stand-in's trigger button. */
export interface IntentProps {
  readonly onPointerEnter: (event: PointerEvent) => void;
  readonly onPointerLeave: (event: PointerEvent) => void;
  readonly onPointerDown: (event: PointerEvent) => void;
  readonly onFocus: () => void;
  readonly onClick: () => void;
  readonly onKeyDown: (event: KeyboardEvent) => void;
  readonly 'aria-expanded': false;
}

const RANK: Readonly<Record<Intent, number>> = { hover: 1, focus: 2, open: 3 };

/**
 * One module-wide load of a component: every instance renders it once any of them has it. Each new `request` (a
 * number that grows with every ask; 0: not yet) starts a load while it is missing; a failure is reported and calls
 * `onFailure`, and the next ask tries again.
 */
const componentLoader = <C,>(load: () => Promise<C>) => {
  let loaded: C | undefined;
  return (request: number, onFailure?: () => void): C | undefined => {
    const [component, setComponent] = useState<C | undefined>(() => loaded);
    const notifications = useNotifications();
    const mounted = useRef(true);
    const pending = useRef(false);
    const failed = useRef(onFailure);
    useEffect(() => {
      failed.current = onFailure;
    });
    useEffect(() => {
      mounted.current = true;
      return () => {
        mounted.current = false;
      };
    }, []);
    useEffect(() => {
      // Asks while a load is under way join it.
      if (request === 0 || component || pending.current) return;
      pending.current = true;
      load().then(
        (value) => {
          pending.current = false;
          loaded = value;
          if (mounted.current) setComponent(() => value);
        },
        () => {
          pending.current = false;
          if (!mounted.current) return;
          notifications.toast('error', keyMessage('common.errors.partLoadFailed'));
          failed.current?.();
        },
      );
    }, [request, component, notifications]);
    return component ?? loaded;
  };
};

/**
 * `StandIn` until the user shows intent, then the control `load` gives, with that intent. A failed load leaves the
 * stand-in (and says so); the next intent tries again.
 */
export const deferredControl = <P extends object>(
  load: () => Promise<ComponentType<P & IntentHandOff>>,
  StandIn: ComponentType<P & { intentProps: IntentProps }>,
): ComponentType<P> => {
  const useLoaded = componentLoader(load);
  const DeferredControl = (props: P) => {
    const [intent, setIntent] = useState<Intent>();
    const [asks, setAsks] = useState(0);
    const Real = useLoaded(asks);
    // eslint-disable-next-line react-hooks/static-components -- the loaded module's component, not made here
    if (Real) return <Real {...props} intent={intent} />;
    const show = (next: Intent) => {
      setIntent((current) => (current && RANK[current] >= RANK[next] ? current : next));
      setAsks((count) => count + 1);
    };
    const intentProps: IntentProps = {
      onPointerEnter: (event) => {
        if (event.pointerType === 'mouse') show('hover');
      },
      // Left before the menu arrived: nothing to carry on (the load goes on for the next time).
      onPointerLeave: () => setIntent((current) => (current === 'hover' ? undefined : current)),
      // A press is a click begun: if the real control replaces the stand-in before the button comes up, the browser
      // sends the click nowhere (its press and release hit different elements), so the press itself hands 'open' over.
      onPointerDown: (event) => {
        if (event.button === 0) show('open');
      },
      onFocus: () => show('focus'),
      onClick: () => show('open'),
      onKeyDown: (event) => {
        // Space clicks when it comes up, Enter at once; an arrow opens. Each is handed over if the control arrives first.
        if (event.key !== 'ArrowDown' && event.key !== ' ' && event.key !== 'Enter') return;
        if (event.key === 'ArrowDown') event.preventDefault();
        show('open');
      },
      'aria-expanded': false,
    };
    return <StandIn {...props} intentProps={intentProps} />;
  };
  return DeferredControl;
};

/**
 * In the real control, once when it mounts: carries on what the user began on the stand-in. `open`: clicked or
 * arrow key (focus the trigger, open); `focus`: focus the trigger unless focus has moved on meanwhile; `hover`:
 * the pointer still rests on the trigger, start the hover delay.
 */
export const useIntentHandOff = (
  intent: Intent | undefined,
  trigger: RefObject<HTMLElement | null>,
  actions: { readonly open: () => void; readonly hoverBegan?: () => void },
) => {
  // What the control began with: carried on when it mounts (again after React's strict-mode remount, which
  // clears the timers the first run set), not on later renders.
  const start = useRef({ intent, actions });
  // Before the browser paints or takes the next key: the stand-in that had focus is gone, focus is on the body.
  useLayoutEffect(() => {
    const { intent: begun, actions: carryOn } = start.current;
    const focusFree = document.activeElement === null || document.activeElement === document.body;
    if (begun === 'open') {
      trigger.current?.focus();
      carryOn.open();
    } else if (begun === 'focus' && (focusFree || document.activeElement === trigger.current)) trigger.current?.focus();
    else if (begun === 'hover') carryOn.hoverBegan?.();
  }, [trigger]);
};

/**
 * A dialog whose code loads the first time it opens, then stays mounted (so it can animate closed). A failed load
 * closes it again (`onOpenChange(false)`), so opening it once more retries.
 */
export const loadedWhenOpen = <P extends { open: boolean; onOpenChange: (open: boolean) => void }>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> => {
  const useLoaded = componentLoader(load);
  const LoadedWhenOpen = (props: P) => {
    const [asks, setAsks] = useState(0);
    const [wasOpen, setWasOpen] = useState(false);
    // Each time `open` turns true counts as an ask (state adjusted while rendering, as React documents).
    if (props.open !== wasOpen) {
      setWasOpen(props.open);
      if (props.open) setAsks(asks + 1);
    }
    const Real = useLoaded(asks, () => props.onOpenChange(false));
    // eslint-disable-next-line react-hooks/static-components -- the loaded module's component, not made here
    return Real ? <Real {...props} /> : null;
  };
  return LoadedWhenOpen;
};
