import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LoadOnFirstUse, LoadWhenOpen, useHandOff, type HandOff, type RenderTrigger } from '../../../src/ui/widgets/load-on-first-use';
import { NotificationHost } from '../../../src/ui/notifications/notification-host.view';
import { renderApp } from '../support/render-app';

/** The view's trigger: the stand-in until the code arrives, then the real control's. */
const productsButton: RenderTrigger = (props) => (
  <button type="button" aria-haspopup="menu" {...props}>
    Products
  </button>
);

/** A real control: says whether it is open and what it took over (its own button, marked as the real one). */
const RealMenu = ({ begun }: HandOff) => {
  const [open, setOpen] = useState(false);
  const [hovered, setHovered] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  useHandOff(begun, trigger, { open: () => setOpen(true), hoverBegan: () => setHovered(true) });
  return (
    <>
      <button type="button" ref={trigger} aria-haspopup="menu" aria-expanded={open} data-real="yes" onClick={() => setOpen(!open)}>
        Products
      </button>
      {open ? <ul role="menu" aria-label="Products" /> : null}
      {hovered ? <p>hover delay running</p> : null}
    </>
  );
};

const trigger = () => screen.getByRole('button', { name: 'Products' });

/** The menu as a view renders it: the trigger, and the real control's code from `load`. */
const menuOf = (load: () => Promise<typeof RealMenu>) => {
  const Menu = () => <LoadOnFirstUse load={load} trigger={productsButton} />;
  return Menu;
};

describe('LoadOnFirstUse', () => {
  it('renders the stand-in without loading, then loads on a click and opens the real control with focus on its trigger', async () => {
    const load = vi.fn(() => Promise.resolve(RealMenu));
    const Menu = menuOf(load);
    await renderApp(<Menu />);
    expect(trigger().getAttribute('data-real')).toBeNull();
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
    expect(load).not.toHaveBeenCalled();

    fireEvent.click(trigger());
    expect(await screen.findByRole('menu', { name: 'Products' })).toBeTruthy();
    expect(trigger().getAttribute('data-real')).toBe('yes');
    expect(document.activeElement).toBe(trigger());
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('focus alone loads the control and keeps focus on the trigger without opening it; ArrowDown opens', async () => {
    const Menu = menuOf(() => Promise.resolve(RealMenu));
    await renderApp(<Menu />);
    act(() => trigger().focus());
    await waitFor(() => expect(trigger().getAttribute('data-real')).toBe('yes'));
    expect(document.activeElement).toBe(trigger());
    expect(screen.queryByRole('menu')).toBeNull();

    const Other = menuOf(() => Promise.resolve(RealMenu));
    const second = await renderApp(<Other />);
    fireEvent.keyDown(second.container.querySelector('button') as HTMLButtonElement, { key: 'ArrowDown' });
    expect(await screen.findByRole('menu', { name: 'Products' })).toBeTruthy();
  });

  it('a mouse resting on the stand-in hands the hover over (the real control starts its delay); touch does not', async () => {
    const Menu = menuOf(() => Promise.resolve(RealMenu));
    await renderApp(<Menu />);
    fireEvent.pointerEnter(trigger(), { pointerType: 'touch' });
    await act(() => Promise.resolve());
    expect(trigger().getAttribute('data-real')).toBeNull();
    fireEvent.pointerEnter(trigger(), { pointerType: 'mouse' });
    expect(await screen.findByText('hover delay running')).toBeTruthy();
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it.each([
    ['a mouse press', () => fireEvent.pointerDown(trigger(), { button: 0, pointerType: 'mouse' })],
    ['a Space press', () => fireEvent.keyDown(trigger(), { key: ' ' })],
  ])('%s on the stand-in whose release lands on the real control (the click is lost) still opens it', async (_press, press) => {
    let arrive: ((menu: typeof RealMenu) => void) | undefined;
    const arrival = new Promise<typeof RealMenu>((resolve) => {
      arrive = resolve;
    });
    const Menu = menuOf(() => arrival);
    await renderApp(<Menu />);
    act(() => trigger().focus());
    press();
    // The code arrives between press and release; the browser then sends no click to either button.
    await act(async () => {
      arrive?.(RealMenu);
      await arrival;
    });
    expect(trigger().getAttribute('data-real')).toBe('yes');
    expect(await screen.findByRole('menu', { name: 'Products' })).toBeTruthy();
    expect(document.activeElement).toBe(trigger());
  });

  it('a pointer that left before the control arrived hands nothing over', async () => {
    let arrive!: (component: typeof RealMenu) => void;
    const Menu = menuOf(() => new Promise<typeof RealMenu>((resolve) => (arrive = resolve)));
    await renderApp(<Menu />);
    fireEvent.pointerEnter(trigger(), { pointerType: 'mouse' });
    fireEvent.pointerLeave(trigger(), { pointerType: 'mouse' });
    act(() => arrive(RealMenu));
    await waitFor(() => expect(trigger().getAttribute('data-real')).toBe('yes'));
    expect(screen.queryByText('hover delay running')).toBeNull();
  });

  it('a failed load says so, keeps the stand-in, and the next intent tries again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk gone')).mockResolvedValue(RealMenu);
    const Menu = menuOf(load);
    await renderApp(
      <>
        <Menu />
        <NotificationHost />
      </>,
    );
    act(() => trigger().focus());
    fireEvent.click(trigger());
    expect(await screen.findByText('This part of the page could not be loaded. Check your connection and try again.')).toBeTruthy();
    // Focus and click joined one attempt: its failure is said once.
    expect(screen.getAllByText('This part of the page could not be loaded. Check your connection and try again.')).toHaveLength(1);
    expect(trigger().getAttribute('data-real')).toBeNull();
    // The same stand-in, still focused: a keyboard user goes on from where they were.
    expect(document.activeElement).toBe(trigger());

    fireEvent.click(trigger());
    expect(await screen.findByRole('menu', { name: 'Products' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

const RealDialog = ({ open }: { open: boolean; onOpenChange: (open: boolean) => void }) =>
  open ? <div role="dialog" aria-label="Contact" /> : <p>closed dialog</p>;

const Opener = ({ load }: { load: () => Promise<typeof RealDialog> }) => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Contact us
      </button>
      <button type="button" onClick={() => setOpen(false)}>
        Close
      </button>
      <LoadWhenOpen load={load} open={open} onOpenChange={setOpen} />
    </>
  );
};

describe('LoadWhenOpen', () => {
  it('loads nothing until the dialog first opens, then stays mounted when closed', async () => {
    const load = vi.fn(() => Promise.resolve(RealDialog));
    const { user } = await renderApp(<Opener load={load} />);
    expect(load).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Contact us' }));
    expect(await screen.findByRole('dialog', { name: 'Contact' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByText('closed dialog')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed load says so and closes it again, so opening once more retries', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(RealDialog);
    const { user } = await renderApp(
      <>
        <Opener load={load} />
        <NotificationHost />
      </>,
      { locale: 'zh-cn' },
    );
    await user.click(screen.getByRole('button', { name: 'Contact us' }));
    expect(await screen.findByText('页面的这一部分未能加载，请检查网络后重试')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Contact us' }));
    expect(await screen.findByRole('dialog', { name: 'Contact' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
