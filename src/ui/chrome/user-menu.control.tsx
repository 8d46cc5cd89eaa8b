import { Box, HStack, Menu, Portal, Text } from '@chakra-ui/react';
import { LayoutDashboard, LogOut } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { displayName, type User } from '../../domain/user/user';
import { useOpenConsole } from '../use-cases/use-open-console';
import { useUseCase } from '../use-cases/use-cases.context';
import { UserButtonContent } from './user-button-content.view';
import { useIntentHandOff, type IntentHandOff } from './deferred-control';
import { DropdownButton } from './dropdown-button';
import { useHoverOpen } from './use-hover-open';

export const UserMenuControl = ({ user, intent }: { user: User } & IntentHandOff) => {
  const { t } = useTranslation();
  const logout = useUseCase('logout');
  const consoleEntry = useOpenConsole();
  const hover = useHoverOpen();
  const trigger = useRef<HTMLButtonElement>(null);
  useIntentHandOff(intent, trigger, { open: () => hover.onOpenChange({ open: true }), hoverBegan: hover.hoverBegan });
  const name = displayName(user);
  return (
    <Menu.Root
      open={hover.open}
      onOpenChange={hover.onOpenChange}
      positioning={{ placement: 'bottom-end', gutter: 4 }}
      onSelect={(details) => {
        if (details.value === 'logout') void logout()();
        if (details.value === 'console') void consoleEntry.open();
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
            </Box>
            <Menu.Separator />
            <Menu.Item value="console">
              <HStack gap={2}>
                <LayoutDashboard size={16} aria-hidden="true" />
                {t('chrome.account.console')}
              </HStack>
            </Menu.Item>
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
