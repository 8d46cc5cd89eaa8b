import { Button, Skeleton } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { displayName, type User } from '../../domain/user/user';
import { useLogin } from '../portal/use-login';
import { useContinueAfterLogin, useOpenConsole } from '../portal/use-open-console';
import { useObservable, useSession } from '../portal/portal.context';
import { LoadOnFirstUse } from '../widgets/load-on-first-use';
import { DropdownButton } from '../widgets/dropdown-button';
import { UserButtonContent } from './user-button-content.view';

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
