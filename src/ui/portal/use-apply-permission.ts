import * as E from 'fp-ts/Either';
import { useState } from 'react';
import type { ApplyPermission } from '../../application/use-cases/check-apply-permission.use-case';
import { useProducts } from './portal.context';

/**
 * The "apply for use" buttons: what the administrator check decided ('allowed', 'login' with the login page opening,
 * 'notAdministrator', which the button says in place, once), or undefined when the check failed (the failure policy
 * said why).
 */
export const useApplyPermission = () => {
  const checkApplyPermission = useProducts().checkApplyPermission;
  const [busy, setBusy] = useState(false);
  const check = async (): Promise<ApplyPermission['kind'] | undefined> => {
    setBusy(true);
    try {
      const permission = await checkApplyPermission()();
      return E.isRight(permission) ? permission.right.kind : undefined;
    } finally {
      setBusy(false);
    }
  };
  return { busy, check };
};
