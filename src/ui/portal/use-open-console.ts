import * as E from 'fp-ts/Either';
import type { TaskEither } from 'fp-ts/TaskEither';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { keyMessage } from '../../application/notifications/message';
import type { ContinueAfterLoginOutcome } from '../../application/use-cases/login-for.use-case';
import type { OpenConsoleError } from '../../application/use-cases/open-console.use-case';
import { useIdentity, useNotifications, useObservable, useSession } from './portal.context';

/** Follows the console entry's outcome: the console or login page opens by itself, the team choice and home are routes here. */
const useFollowConsoleEntry = () => {
  const notifications = useNotifications();
  const navigate = useNavigate();
  return async (entry: TaskEither<OpenConsoleError, ContinueAfterLoginOutcome>) => {
    try {
      const outcome = await entry();
      if (E.isLeft(outcome)) notifications.toast('error', keyMessage('chrome.account.teamUnknown'));
      else if (outcome.right === 'chooseTeam') await navigate({ to: '/chooseSupplier' });
      else if (outcome.right === 'home') await navigate({ to: '/home' });
    } catch {
      notifications.toast('error', keyMessage('chrome.account.consoleFailed'));
    }
  };
};

/**
 * The console button of the header, the mobile menu and the home page (spec §4 "Dashboard button"): runs the
 * openConsole use case and follows its outcome; an unknown team is said in a toast. A visitor logs in first and the
 * entry goes on by itself once they are back (useContinueAfterLogin).
 */
export const useOpenConsole = () => {
  const openConsole = useIdentity().openConsole;
  const follow = useFollowConsoleEntry();
  const [busy, setBusy] = useState(false);
  const open = async () => {
    setBusy(true);
    try {
      await follow(openConsole());
    } finally {
      setBusy(false);
    }
  };
  return { busy, open };
};

/**
 * Once the session is known, goes on with what a visitor asked for before the login (the console entry, a console
 * page), once. Not on the team page: a staff login with teams stops there first, and the choice reloads the page.
 */
export const useContinueAfterLogin = () => {
  const continueAfterLogin = useIdentity().continueAfterLogin;
  const { checked } = useObservable(useSession());
  const onTeamPage = useRouterState({ select: (state) => state.location.pathname === '/chooseSupplier' });
  const follow = useFollowConsoleEntry();
  useEffect(() => {
    if (checked && !onTeamPage) void follow(continueAfterLogin());
    // Once per settled session and page kind; `follow` is a new function each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [checked, onTeamPage, continueAfterLogin]);
};
