import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import * as TE from 'fp-ts/TaskEither';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createSessionStore } from '../../../src/application/session/session';
import { SiteHeader } from '../../../src/ui/chrome/site-header.view';
import { NotificationHost } from '../../../src/ui/notifications/notification-host.view';
import { externalDeployment, internalDeployment, internationalDeployment, localDeployment } from '../../fakes/deployments';
import { fakeUseCases, signedInSession } from '../../fakes/fake-use-cases';
import { renderApp } from '../support/render-app';

const scrollTo = (y: number) =>
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });

/** A menu takes focus a moment after it shows: a key pressed before goes to its trigger, which ignores End and Escape. */
const focusInside = (menu: HTMLElement) => waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));

describe('SiteHeader: API menu', () => {
  it('lists the groups and tags the project classification (English)', async () => {
    const { user, useCases } = await renderApp(<SiteHeader />);
    await user.click(screen.getByRole('button', { name: /^API/ }));
    const menu = await screen.findByRole('menu');
    expect(await within(menu).findByText('Warehousing')).toBeTruthy();
    expect(within(menu).getByText('Express')).toBeTruthy();
    expect(within(menu).getByText('Projects')).toBeTruthy();
    expect(within(menu).getByText('Visible only to me')).toBeTruthy();
    const unit = within(menu).getByRole('menuitem', { name: 'Inbound orders' });
    expect(unit.getAttribute('href')).toBe('/open-business-document/access-guide/101');
    expect(useCases.calls.listClassifiedBizUnits).toContainEqual([2]);
  });

  it('shows Chinese names and the tag in zh-cn', async () => {
    const { user } = await renderApp(<SiteHeader />, { locale: 'zh-cn' });
    await user.click(screen.getByRole('button', { name: /^API/ }));
    const menu = await screen.findByRole('menu');
    expect(await within(menu).findByText('仓储')).toBeTruthy();
    expect(within(menu).getByText('仅自己可见')).toBeTruthy();
    expect(within(menu).getByRole('menuitem', { name: '入库单' })).toBeTruthy();
  });

  it('says there is nothing to list in the words of the deployment: business units on lcp, API documents on OpenAPI', async () => {
    const none = { listClassifiedBizUnits: () => TE.right([]) };
    for (const [docs, locale, text] of [
      ['lcp', 'en-us', 'No business units yet.'],
      ['openapi', 'en-us', 'No API documents yet.'],
      ['openapi', 'zh-cn', '暂无 API 文档。'],
    ] as const) {
      const { user, unmount } = await renderApp(<SiteHeader />, { locale, useCases: fakeUseCases({ ...none, deployment: () => localDeployment({ docs }) }) });
      await user.click(screen.getByRole('button', { name: /^API/ }));
      expect(await within(await screen.findByRole('menu')).findByText(text)).toBeTruthy();
      unmount();
    }
  });

  it('a failed list is described in place, with a retry', async () => {
    const useCases = fakeUseCases({ listClassifiedBizUnits: () => TE.left({ kind: 'Network' }) });
    await renderApp(<SiteHeader />, { useCases });
    // Events of one gesture in one go, as a browser sends them (Enter's click comes with its keydown): user-event's
    // default pause between them lets React swap the menu's code in between, which no browser does.
    const user = userEvent.setup({ delay: null });
    screen.getByRole('button', { name: /^API/ }).focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', {}, { timeout: 3000 });
    expect(await within(menu).findByText('Network connection failed, please check your network and try again')).toBeTruthy();
    await focusInside(menu);
    await user.keyboard('{Home}');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Retry' }).dataset.highlighted).toBe(''));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(useCases.calls.listClassifiedBizUnits.length).toBeGreaterThanOrEqual(2));
  });

  it('opens on hover after 200 ms', async () => {
    await renderApp(<SiteHeader />);
    const trigger = screen.getByRole('button', { name: /^API/ });
    fireEvent.pointerEnter(trigger, { pointerType: 'mouse' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(await screen.findByRole('menu', {}, { timeout: 1000 })).toBeTruthy();
  });
});

describe('SiteHeader: solutions menu', () => {
  it('industry tab links the industry solution pages on the external site; scenario tab lists units and the hospital page', async () => {
    const { user } = await renderApp(<SiteHeader />);
    await user.click(screen.getByRole('button', { name: /^Solutions/ }));
    const dialog = await screen.findByRole('dialog');
    const liquor = within(dialog).getByRole('link', { name: 'Liquor warehousing' });
    expect(liquor.getAttribute('href')).toBe('/solution/wine-warehouse');
    // The hospital service is a scenario solution (more in solutions-menu.test.tsx).
    expect(within(dialog).queryByRole('link', { name: 'Hospital convenience express' })).toBeNull();
    await user.click(within(dialog).getByRole('tab', { name: 'Scenario solutions' }));
    expect((await within(dialog).findByRole('link', { name: 'Store replenishment' })).getAttribute('href')).toBe(
      '/open-business-document/access-guide/401',
    );
    expect(within(dialog).getByRole('link', { name: 'Hospital convenience express' }).getAttribute('href')).toBe('/solution/hospital-convenience-express');
  });
});

describe('SiteHeader: hover', () => {
  it('a menu opened by hover does not take focus, and closes when the pointer leaves', async () => {
    await renderApp(<SiteHeader />);
    const box = screen.getByRole('searchbox');
    box.focus();
    const trigger = screen.getByRole('button', { name: /^Solutions/ });
    fireEvent.pointerEnter(trigger, { pointerType: 'mouse' });
    await screen.findByRole('dialog', {}, { timeout: 1000 });
    expect(document.activeElement).toBe(box);
    // The pointer leaves the button that is there now: the real menu's, which took over from the stand-in.
    fireEvent.pointerLeave(screen.getByRole('button', { name: /^Solutions/ }), { pointerType: 'mouse' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('SiteHeader: a menu opened by a click', () => {
  it('stays open when the pointer leaves it (on its way into the menu it may cross the header)', async () => {
    await renderApp(<SiteHeader />);
    // The click's events in one go, as a browser sends them: with user-event's default pause, the menu's code can
    // arrive between the pointer's entry and its press, and the press then goes to the stand-in that is gone.
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: /^Solutions/ }));
    await screen.findByRole('dialog');
    fireEvent.pointerLeave(screen.getByRole('button', { name: /^Solutions/ }), { pointerType: 'mouse' });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(screen.getByRole('dialog')).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('SiteHeader: a menu closed with the mouse resting on its trigger', () => {
  const apiTrigger = () => screen.getByRole('button', { name: /^API/ });
  const openByClick = async () => {
    const user = userEvent.setup({ delay: null });
    await user.click(apiTrigger());
    await screen.findByRole('menu');
    return user;
  };
  const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 400)));

  it('stays closed after Escape when the browser sends an enter to the trigger put under the mouse', async () => {
    await renderApp(<SiteHeader />);
    const user = await openByClick();
    await focusInside(screen.getByRole('menu'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    // Chromium sends this a frame or more after the real trigger replaced its stand-in: no crossing by the user.
    fireEvent.pointerEnter(apiTrigger(), { pointerType: 'mouse' });
    await settle();
    expect(screen.queryByRole('menu')).toBeNull();
    // The pointer really leaves and comes back: the menu opens on hover again.
    fireEvent.pointerLeave(apiTrigger(), { pointerType: 'mouse' });
    fireEvent.pointerEnter(apiTrigger(), { pointerType: 'mouse' });
    expect(await screen.findByRole('menu', {}, { timeout: 1000 })).toBeTruthy();
  });

  it('opens on the next hover of its trigger after a choice closed it (the pointer was in the menu)', async () => {
    await renderApp(<SiteHeader />);
    const user = await openByClick();
    await user.click(await within(screen.getByRole('menu')).findByRole('menuitem', { name: 'Inbound orders' }));
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    fireEvent.pointerEnter(apiTrigger(), { pointerType: 'mouse' });
    expect(await screen.findByRole('menu', {}, { timeout: 1000 })).toBeTruthy();
  });
});

describe('SiteHeader: search', () => {
  it('Enter goes to /searchResult?q= and clears the box; an empty query is ignored', async () => {
    const { user, location } = await renderApp(<SiteHeader />, { path: '/home' });
    const box = screen.getByRole('searchbox', { name: 'Search the documentation' });
    await user.type(box, '   {Enter}');
    expect(location().pathname).toBe('/home');
    await user.type(box, 'waybill{Enter}');
    await waitFor(() => expect(location().pathname).toBe('/searchResult'));
    expect(location().search).toEqual({ q: 'waybill' });
    expect((box as HTMLInputElement).value).toBe('');
  });
});

describe('SiteHeader: account', () => {
  it('the login button starts login with the current address', async () => {
    const { user, useCases } = await renderApp(<SiteHeader />);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(useCases.calls.startLogin).toEqual([[window.location.href]]);
  });

  it('the avatar menu names the current team and switches team, coming back to this page', { timeout: 20_000 }, async () => {
    const session = signedInSession({ name: 'Li Lei' });
    const current = { id: 1002, name: '跨境物流技术部', code: 'SUP-CB-1002' };
    const useCases = fakeUseCases({ session: () => session, loadTeamSituation: () => TE.right({ teams: [current], currentId: current.id, current }) });
    const { user, location } = await renderApp(<SiteHeader />, { useCases, path: '/product' });
    screen.getByRole('button', { name: 'Account menu of Li Lei' }).focus();
    await user.keyboard('{ArrowDown}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getByTestId('current-team').textContent).toBe('Team: 跨境物流技术部'));
    // By keyboard, as the logout test: in jsdom a pointer path through the menu meets its hover timers, and the
    // item under the pointer is not always the one chosen (the browser test team-choice.spec.ts clicks it).
    const switchTeam = within(menu).getByRole('menuitem', { name: 'Switch team' });
    await user.keyboard('{End}{ArrowUp}');
    await waitFor(() => expect(switchTeam.dataset.highlighted).toBe(''));
    await user.keyboard('{Enter}');
    // The address changes once the team page's code has loaded: the first import of that module is slow in a loaded run.
    await waitFor(() => expect(location().pathname).toBe('/chooseSupplier'), { timeout: 10_000 });
    expect(location().search).toEqual({ from: '/product' });
  });

  it('offers no team switch to a user without teams', { timeout: 20_000 }, async () => {
    const session = signedInSession({ name: 'Li Lei' });
    const useCases = fakeUseCases({ session: () => session, loadTeamSituation: () => TE.right({ teams: [] }) });
    const { user } = await renderApp(<SiteHeader />, { useCases });
    screen.getByRole('button', { name: 'Account menu of Li Lei' }).focus();
    await user.keyboard('{ArrowDown}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(useCases.calls.loadTeamSituation).toHaveLength(1));
    expect(within(menu).queryByRole('menuitem', { name: 'Switch team' })).toBeNull();
    expect(within(menu).getByRole('menuitem', { name: 'Log out' })).toBeTruthy();
  });

  it('shows no login button until the session is known', async () => {
    const { createSessionStore } = await import('../../../src/application/session/session');
    const unknown = createSessionStore();
    await renderApp(<SiteHeader />, { useCases: fakeUseCases({ session: () => unknown }) });
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
    act(() => unknown.signedOut());
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
  });

  it('the avatar menu shows the user and logs out (keyboard)', async () => {
    const session = signedInSession({ name: 'Li Lei' });
    const { user, useCases } = await renderApp(<SiteHeader />, { useCases: fakeUseCases({ session: () => session }) });
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
    screen.getByRole('button', { name: 'Account menu of Li Lei' }).focus();
    await user.keyboard('{ArrowDown}');
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Li Lei')).toBeTruthy();
    const logout = within(menu).getByRole('menuitem', { name: 'Log out' });
    await focusInside(menu);
    await user.keyboard('{End}');
    await waitFor(() => expect(logout.dataset.highlighted).toBe(''));
    await user.keyboard('{Enter}');
    expect(useCases.calls.logout).toHaveLength(1);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy());
  });

  it('the console button opens the console', async () => {
    const { user, useCases } = await renderApp(<SiteHeader />);
    await user.click(screen.getByRole('button', { name: 'Console' }));
    expect(useCases.calls.openConsole).toHaveLength(1);
  });
});

describe('SiteHeader: language and site', () => {
  it('the staff portal offers the language dropdown too, and no site dropdown', async () => {
    const { useCases, i18n } = await renderApp(<SiteHeader />, { locale: 'zh-cn', useCases: fakeUseCases({ deployment: () => internalDeployment }) });
    expect(screen.queryByRole('button', { name: /^站点/ })).toBeNull();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: '语言：简体中文' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'English' }, { timeout: 3000 }));
    expect(useCases.calls.setLocale).toEqual([['en-us']]);
    await waitFor(() => expect(i18n.language).toBe('en-us'));
  });

  it('choosing English on the external site switches the language and remembers it', async () => {
    const { useCases, i18n } = await renderApp(<SiteHeader />, {
      locale: 'zh-cn',
      useCases: fakeUseCases({ deployment: () => externalDeployment }),
    });
    // One click's events in one go, as a browser sends them (see the API menu's failed-list test).
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: '语言：简体中文' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'English' }));
    expect(useCases.calls.setLocale).toEqual([['en-us']]);
    await waitFor(() => expect(i18n.language).toBe('en-us'));
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeTruthy();
  });

  it('the customer portal’s site dropdown chooses an international site, from the domestic site too', async () => {
    const domestic = await renderApp(<SiteHeader />, { useCases: fakeUseCases({ deployment: () => externalDeployment }) });
    const press = userEvent.setup({ delay: null });
    await press.click(screen.getByRole('button', { name: 'Site: China' }));
    await press.click(await screen.findByRole('menuitemradio', { name: 'United States' }, { timeout: 3000 }));
    expect(domestic.useCases.calls.chooseSite).toEqual([['us']]);
    domestic.unmount();
    const { useCases } = await renderApp(<SiteHeader />, {
      useCases: fakeUseCases({ deployment: () => internationalDeployment('us') }),
    });
    // One click's events in one go, as a browser sends them (see the API menu's failed-list test).
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Site: United States' }));
    // The menu's code arrives on the press (LoadOnFirstUse): on a loaded machine that can take over a second here.
    await user.click(await screen.findByRole('menuitemradio', { name: 'Europe' }, { timeout: 3000 }));
    expect(useCases.calls.chooseSite).toEqual([['eu']]);
  });
});

describe('SiteHeader: appearance', () => {
  it('turns solid once the page scrolls, unless always white', async () => {
    scrollTo(0);
    const { container, unmount } = await renderApp(<SiteHeader />);
    const header = container.querySelector('header')!;
    expect(header.dataset.solid).toBe('false');
    scrollTo(40);
    expect(header.dataset.solid).toBe('true');
    scrollTo(0);
    unmount();
    const white = await renderApp(<SiteHeader alwaysWhite />);
    expect(white.container.querySelector('header')!.dataset.solid).toBe('true');
  });

  it('is a banner landmark with a labelled navigation', async () => {
    await renderApp(<SiteHeader />);
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
  });

  it('the console button follows the outcome: the team choice is a route here', async () => {
    const useCases = fakeUseCases({ openConsole: () => TE.right('chooseTeam') });
    const { user, location } = await renderApp(<SiteHeader />, { useCases });
    await user.click(screen.getByRole('button', { name: 'Console' }));
    await waitFor(() => expect(location().pathname).toBe('/chooseSupplier'));
  });

  it('goes on with the console entry a visitor started before the login, once the session is known (review m14)', async () => {
    const useCases = fakeUseCases({ session: () => signedInSession(), continueAfterLogin: () => TE.right('chooseTeam') });
    const { location } = await renderApp(<SiteHeader />, { useCases });
    await waitFor(() => expect(location().pathname).toBe('/chooseSupplier'));
    expect(useCases.calls.continueAfterLogin).toHaveLength(1);
  });

  it('does not go on before the session is known, nor on the team page (a staff login stops there first)', async () => {
    const unknown = fakeUseCases({ session: () => createSessionStore() });
    await renderApp(<SiteHeader />, { useCases: unknown, path: '/home' });
    expect(unknown.calls.continueAfterLogin).toHaveLength(0);
    const onTeamPage = fakeUseCases({ session: () => signedInSession() });
    await renderApp(<SiteHeader />, { useCases: onTeamPage, path: '/chooseSupplier' });
    expect(onTeamPage.calls.continueAfterLogin).toHaveLength(0);
  });

  it.each([
    ['en-us', 'Console', 'Current team info unknown, cannot enter console'],
    ['zh-cn', '控制台', '当前团队信息未知，无法进入控制台'],
  ] as const)('an unknown team is said in a toast (%s)', async (locale, button, message) => {
    const useCases = fakeUseCases({ openConsole: () => TE.left({ kind: 'TeamUnknown', cause: { kind: 'Network' } }) });
    const { user } = await renderApp(
      <>
        <SiteHeader />
        <NotificationHost />
      </>,
      { useCases, locale },
    );
    await user.click(screen.getByRole('button', { name: button }));
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it.each([
    ['zh-cn', '登录', '账号 IDaaS 系统异常，请联系开发人员'],
    ['en-us', 'Log in', 'Account IDaas system error, contact developers'],
  ] as const)('an identity-service failure on external says so (%s)', async (locale, button, message) => {
    const useCases = fakeUseCases({ startLogin: () => TE.left({ kind: 'Business', code: 500, message: 'boom' }) });
    const { user } = await renderApp(
      <>
        <SiteHeader />
        <NotificationHost />
      </>,
      { useCases, locale },
    );
    await user.click(await screen.findByRole('button', { name: button }));
    expect(await screen.findByText(message)).toBeTruthy();
  });
});
