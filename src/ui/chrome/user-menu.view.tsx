import { Box, HStack, Menu, Portal, Text } from '@chakra-ui/react';
import { LayoutDashboard, LogOut, Users } from 'lucide-react';
import { useNavigate } from '@tanstack/react-router';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { displayName, type User } from '../../domain/user/user';
import { useOpenConsole } from '../portal/use-open-console';
import { useIdentity } from '../portal/portal.context';
import { useHandOff, type HandOff } from '../widgets/load-on-first-use';
import { TeamLine } from './team-line.view';
import { useTeamSituation } from '../reads/team-situation.queries';
import { useHereRoute } from '../portal/use-here-route';
import { useHoverOpen } from './use-hover-open';

/** The signed-in user's menu: name, team, console, switching team, logging out. */
export const UserMenu = ({ user, begun, trigger: renderTrigger }: { user: User } & HandOff) => {
  const { t } = useTranslation();
  const logout = useIdentity().logout;
  const consoleEntry = useOpenConsole();
  const hover = useHoverOpen();
  const trigger = useRef<HTMLButtonElement>(null);
  useHandOff(begun, trigger, { open: () => hover.onOpenChange({ open: true }), hoverBegan: hover.hoverBegan });
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
      <Menu.Trigger asChild>{renderTrigger({ ref: trigger, ...hover.hoverProps })}</Menu.Trigger>
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
