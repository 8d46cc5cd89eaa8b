import * as E from 'fp-ts/Either';
import { useState } from 'react';
import { keyMessage } from '../../application/notifications/message';
import { useUseCase } from './use-cases.context';

/**
 * The "apply for use" buttons: true when the user may apply (the team's administrator). A visitor is sent to login;
 * a member who is not the administrator is told so; a failed check was said by the failure policy.
 */
export const useApplyPermission = () => {
  const checkApplyPermission = useUseCase('checkApplyPermission');
  const notifications = useUseCase('notifications');
  const [busy, setBusy] = useState(false);
  const check = async (): Promise<boolean> => {
    setBusy(true);
    try {
      const permission = await checkApplyPermission()();
      if (E.isRight(permission) && permission.right.kind === 'notAdministrator') {
        notifications().toast('warning', keyMessage('chrome.account.notAdministrator'));
      }
      return E.isRight(permission) && permission.right.kind === 'allowed';
    } finally {
      setBusy(false);
    }
  };
  return { busy, check };
};
