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
  /** `afterLogin`: the portal route a visitor comes back to from the login (the apply form); none: this page. */
  const check = async (afterLogin?: string): Promise<ApplyPermission['kind'] | undefined> => {
    setBusy(true);
    try {
      const permission = await checkApplyPermission(afterLogin)();
      return E.isRight(permission) ? permission.right.kind : undefined;
    } finally {
      setBusy(false);
    }
  };
  return { busy, check };
};
