import { Button, Skeleton } from '@chakra-ui/react';
import * as E from 'fp-ts/Either';
import { useTranslation } from 'react-i18next';
import { decideFailureEffect, describeError } from '../../application/errors/failure-policy';
import { keyMessage } from '../../application/notifications/message';
import type { StartLoginError } from '../../application/use-cases/start-login.use-case';
import { displayName, type User } from '../../domain/user/user';
import { useContinueAfterLogin, useOpenConsole } from '../portal/use-open-console';
import { useDeploymentValues, useIdentity, useNotifications, useObservable, useSession } from '../portal/portal.context';
import { LoadOnFirstUse } from '../widgets/load-on-first-use';
import { DropdownButton } from './dropdown-button';
import { UserButtonContent } from './user-button-content.view';
import { decide } from '../../domain/deployment/decide';

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

export const ConsoleButton = () => {
  const { t } = useTranslation();
  const consoleEntry = useOpenConsole();
  return (
    <Button colorPalette="brand" variant="outline" size="sm" loading={consoleEntry.busy} onClick={() => void consoleEntry.open()}>
      {t('chrome.account.console')}
    </Button>
  );
};

/**
 * Login button for visitors, the avatar menu for a signed-in user; nothing until the session is known. Every layout's
 * header has it, so it also goes on with what a visitor asked for before the login.
 */
export const AccountControl = () => {
  const { t } = useTranslation();
  const session = useObservable(useSession());
  const login = useLogin();
  useContinueAfterLogin();
  if (!session.checked) return <Skeleton width="16" height="8" borderRadius="md" aria-hidden="true" />;
  if (!session.loggedIn || !session.user)
    return (
      <Button colorPalette="brand" size="sm" onClick={() => void login()}>
        {t('chrome.account.login')}
      </Button>
    );
  return <UserMenuButton user={session.user} />;
};

const loadUserMenu = () => import('./user-menu.view').then((module) => module.UserMenu);

/** The avatar and name; its menu loads on first use. */
const UserMenuButton = ({ user }: { user: User }) => {
  const { t } = useTranslation();
  const name = displayName(user);
  return (
    <LoadOnFirstUse
      load={loadUserMenu}
      user={user}
      trigger={(props) => (
        <DropdownButton size="sm" px={1} aria-label={t('chrome.account.menu', { name })} aria-haspopup="menu" data-content="backend" {...props}>
          <UserButtonContent name={name} headImg={user.headImg} />
        </DropdownButton>
      )}
    />
  );
};
