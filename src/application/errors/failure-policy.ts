import type { PortalFeatures } from '../../domain/deployment/portal-features';
import { keyMessage, serverOr, type Message } from '../notifications/message';
import { ERROR_TOAST_MS, NOT_LOGIN_CODE, type AppError, type CallerFailureMeta, type CallMeta } from './app-error';

/** What the portal does, globally, after a failed call (spec §8). Inline messages are the view's job. */
export type FailureEffect =
  | { readonly kind: 'none' }
  /** Go to the variant's login page now. */
  | { readonly kind: 'startLogin' }
  /** The 'login status has expired' prompt (shown once however many calls fail together); login state false. */
  | { readonly kind: 'reloginPrompt' }
  | { readonly kind: 'toast'; readonly message: Message; readonly durationMs: number };

const toast = (message: Message): FailureEffect => ({ kind: 'toast', message, durationMs: ERROR_TOAST_MS });

/**
 * The one pure rule that turns a failure into its global effect; table-tested row by row against spec §8.
 * `notLoginOnUserInfo` is the deployment's answer to a 401 NotLogin from user info (PortalFeatures).
 */
export const decideFailureEffect = (error: AppError, meta: CallMeta & CallerFailureMeta, notLoginOnUserInfo: PortalFeatures['notLoginOnUserInfo']): FailureEffect => {
  // The start-up probe says nothing of any failure: a visitor is simply not signed in.
  const silent = meta.silent === true || meta.probe === true;
  if (meta.userInfo && !silent && error.kind !== 'NotLogin') return userInfoFailure(error);
  switch (error.kind) {
    case 'NotLogin':
      if (meta.userInfo) {
        if (silent) return { kind: 'none' };
        // 999999 always starts login on user-info; 401 + NotLogin does what the deployment says.
        return error.code === NOT_LOGIN_CODE ? { kind: 'startLogin' } : { kind: notLoginOnUserInfo };
      }
      return { kind: 'reloginPrompt' };
    case 'Business':
      if (meta.toastOnlyDescribed) return error.zhDesc ? toast({ text: error.zhDesc }) : { kind: 'none' };
      if (silent) return { kind: 'none' };
      // Other 999999 codes and every other non-success code: the server's message, default 'Error'.
      return toast(serverOr(error.message, 'common.errors.generic'));
    case 'Http':
      if ((error.status === 401 || error.status === 520) && !meta.userInfo) return { kind: 'reloginPrompt' };
      return silent || meta.toastOnlyDescribed ? { kind: 'none' } : toast(keyMessage('common.errors.http', { status: error.status }));
    case 'Timeout':
      return silent || meta.toastOnlyDescribed ? { kind: 'none' } : toast(keyMessage('common.errors.timeout'));
    // Shown in place by the view that made the call (describeError), never as a global effect.
    case 'Network':
    case 'Contract':
    case 'InvalidDocument':
      return { kind: 'none' };
  }
};

/**
 * Spec §8 "User info failure": the server message or 'Failed to get customer info, please log in again'; an answer
 * without userPin (a contract failure) says 'get user info failed, please log in again'. A timeout stays a timeout.
 */
const userInfoFailure = (error: Exclude<AppError, { kind: 'NotLogin' }>): FailureEffect => {
  switch (error.kind) {
    case 'Business':
      return toast(serverOr(error.message, 'common.errors.userInfoFailed'));
    case 'Contract':
    case 'InvalidDocument':
      return toast(keyMessage('common.errors.userInfoMissing'));
    case 'Timeout':
      return toast(keyMessage('common.errors.timeout'));
    case 'Http':
    case 'Network':
      return toast(keyMessage('common.errors.userInfoFailed'));
  }
};

/** The message a view shows in place of the content a failed call should have given. */
export const describeError = (error: AppError): Message => {
  switch (error.kind) {
    case 'NotLogin':
      return keyMessage('common.errors.notLogin');
    case 'Business':
      return serverOr(error.message, 'common.errors.generic');
    case 'Http':
      return keyMessage('common.errors.http', { status: error.status });
    case 'Timeout':
      return keyMessage('common.errors.timeout');
    case 'Network':
      return keyMessage('common.errors.network');
    case 'Contract':
      return keyMessage('common.errors.contract');
    case 'InvalidDocument':
      return keyMessage(`openapi.invalidDocument.${error.problem.code}`, { ...error.problem.values, file: error.file, place: error.pointer || '/' });
  }
};

/**
 * Whether asking again can help, so a view offers "Retry": a lost connection, a timeout or a server error (5xx) may
 * pass. A not-found or other business refusal, a contract mismatch, another HTTP status or a sign-in failure will
 * answer the same again (sign-in has its own prompt).
 */
export const canRetry = (error: AppError): boolean => {
  switch (error.kind) {
    case 'Network':
    case 'Timeout':
      return true;
    case 'Http':
      return error.status >= 500 && error.status !== 520;
    case 'Business':
    case 'Contract':
    case 'InvalidDocument':
    case 'NotLogin':
      return false;
  }
};
