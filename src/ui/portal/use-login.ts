import * as E from 'fp-ts/Either';
import { decideFailureEffect, describeError } from '../../application/errors/failure-policy';
import { keyMessage } from '../../application/notifications/message';
import type { StartLoginError } from '../../application/use-cases/start-login.use-case';
import { decide } from '../../domain/deployment/decide';
import { useDeploymentValues, useIdentity, useNotifications } from './portal.context';

/**
 * Shows what a failed login start means. AppErrors with a global effect (toast, prompt) were already shown by the
 * failure policy; the rest (network, contract, a refused redirect) would otherwise pass silently.
 */
export const useReportLoginFailure = () => {
  const notifications = useNotifications();
  const { loginStartFailure, notLoginOnUserInfo } = useDeploymentValues().features;
  return (error: StartLoginError) => {
    if (error.kind === 'RedirectRefused') {
      notifications.toast('error', keyMessage('chrome.account.loginRefused'));
      return;
    }
    // The identity service's login address could not be had (spec §8).
    if (decide(loginStartFailure, { identityServiceError: true, describedError: false })) notifications.toast('error', keyMessage('chrome.account.idaasError'));
    else if (decideFailureEffect(error, {}, notLoginOnUserInfo).kind === 'none') notifications.toast('error', describeError(error));
  };
};

/** Starts the variant's login, coming back to the current address. */
export const useLogin = () => {
  const startLogin = useIdentity().startLogin;
  const report = useReportLoginFailure();
  return async () => {
    const result = await startLogin(window.location.href)();
    if (E.isLeft(result)) report(result.left);
  };
};
