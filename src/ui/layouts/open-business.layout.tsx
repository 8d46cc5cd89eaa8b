import { Box } from '@chakra-ui/react';
import { Outlet } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { SiteHeader } from '../chrome/site-header.view';
import { NotificationHost } from '../notifications/notification-host.view';
import { SkipLink } from './main.layout';

/**
 * Open-business documents (and their preview): the always-white header over the unit's pages. The unit switcher,
 * the tab bar and the grouped left menu need the unit's data and come with the documentation centre.
 */
export const OpenBusinessLayout = () => {
  const { t } = useTranslation();
  return (
    <Box minH="100vh" display="flex" flexDirection="column">
      <SkipLink label={t('common.app.skipToContent')} />
      <SiteHeader alwaysWhite />
      <Box as="main" id="main-content" tabIndex={-1} flex="1" outline="none">
        <Outlet />
      </Box>
      <NotificationHost />
    </Box>
  );
};
