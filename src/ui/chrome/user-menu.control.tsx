import { Box, HStack, Menu, Portal, Text } from '@chakra-ui/react';
import { LayoutDashboard, LogOut, Users } from 'lucide-react';
import { useNavigate } from '@tanstack/react-router';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { displayName, type User } from '../../domain/user/user';
import { useOpenConsole } from '../portal/use-open-console';
import { useIdentity } from '../portal/portal.context';
import { UserButtonContent } from './user-button-content.view';
import { useIntentHandOff, type IntentHandOff } from './deferred-control';
import { DropdownButton } from './dropdown-button';
import { TeamLine } from './team-line.view';
import { useTeamSituation } from './team-situation.queries';
import { useHereRoute } from './use-here-route';
import { useHoverOpen } from './use-hover-open';

export const UserMenuControl = ({ user, intent }: { user: User } & IntentHandOff) => {
  const { t } = useTranslation();
  const logout = useIdentity().logout;
  const consoleEntry = useOpenConsole();
  const hover = useHoverOpen();
  const trigger = useRef<HTMLButtonElement>(null);
  useIntentHandOff(intent, trigger, { open: () => hover.onOpenChange({ open: true }), hoverBegan: hover.hoverBegan });
  const name = displayName(user);
  const situation = useTeamSituation(user.userPin);
  const here = useHereRoute();
  const navigate = useNavigate();
  const hasTeams = (situation.data?.teams.length ?? 0) > 0;
  const switchTeam = () => {
    // The team page comes back here after the choice (not to itself).
    const from = here.startsWith('/chooseSupplier') ? undefined : here;
    void navigate({ to: '/chooseSupplier', search: from ? { from } : {} });
  };
  return (
    <Menu.Root
      open={hover.open}
      onOpenChange={hover.onOpenChange}
      positioning={{ placement: 'bottom-end', gutter: 4 }}
      onSelect={(details) => {
        if (details.value === 'logout') void logout()();
        if (details.value === 'console') void consoleEntry.open();
        if (details.value === 'team') switchTeam();
      }}
    >
      <Menu.Trigger asChild>
        <DropdownButton ref={trigger} size="sm" px={1} aria-label={t('chrome.account.menu', { name })} data-content="backend" {...hover.hoverProps}>
          <UserButtonContent name={name} headImg={user.headImg} />
        </DropdownButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="48" {...hover.hoverProps}>
            <Box px={3} py={2}>
              <Text fontWeight="semibold">{name}</Text>
              {user.loginUsername && user.loginUsername !== name ? (
                <Text fontSize="sm" color="fg.muted">
                  {user.loginUsername}
                </Text>
              ) : null}
              {hasTeams ? <TeamLine situation={situation.data} /> : null}
            </Box>
            <Menu.Separator />
            <Menu.Item value="console">
              <HStack gap={2}>
                <LayoutDashboard size={16} aria-hidden="true" />
                {t('chrome.account.console')}
              </HStack>
            </Menu.Item>
            {hasTeams ? (
              <Menu.Item value="team">
                <HStack gap={2}>
                  <Users size={16} aria-hidden="true" />
                  {t('chrome.account.switchTeam')}
                </HStack>
              </Menu.Item>
            ) : null}
            <Menu.Item value="logout">
              <HStack gap={2}>
                <LogOut size={16} aria-hidden="true" />
                {t('chrome.account.logout')}
              </HStack>
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
};
