import * as E from 'fp-ts/Either';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { keyMessage } from '../../application/notifications/message';
import { useUseCase } from './use-cases.context';

/**
 * The console button of the header, the mobile menu and the home page (spec §4 "Dashboard button"): runs the
 * openConsole use case and follows its outcome: the console or login page opens by itself, the team choice and home
 * are routes here, an unknown team is said in a toast.
 */
export const useOpenConsole = () => {
  const openConsole = useUseCase('openConsole');
  const notifications = useUseCase('notifications');
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const open = async () => {
    setBusy(true);
    try {
      const outcome = await openConsole()();
      if (E.isLeft(outcome)) notifications().toast('error', keyMessage('chrome.account.teamUnknown'));
      else if (outcome.right === 'chooseTeam') await navigate({ to: '/chooseSupplier' });
      else if (outcome.right === 'home') await navigate({ to: '/home' });
    } catch {
      notifications().toast('error', keyMessage('chrome.account.consoleFailed'));
    } finally {
      setBusy(false);
    }
  };
  return { busy, open };
};
