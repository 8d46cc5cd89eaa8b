import { Box } from '@chakra-ui/react';
import { Outlet } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { FloatingTools } from '../chrome/floating-tools.view';
import { TOOLS_GUTTER } from '../widgets/layout-widths';
import { NoticeBanner } from '../chrome/notice-banner.view';
import { SiteFooter } from '../chrome/site-footer.view';
import { SiteHeader } from '../chrome/site-header.view';
import { TopBar } from '../chrome/top-bar.view';
import { NotificationHost } from '../notifications/notification-host.view';

/** Home and the content pages: notice, top bar, header, page, footer, floating tools. */
export const MainLayout = () => {
  const { t } = useTranslation();
  return (
    <Box minH="100vh" display="flex" flexDirection="column">
      <SkipLink label={t('common.app.skipToContent')} />
      <NoticeBanner />
      <TopBar />
      <SiteHeader />
      {/* At least a screen tall: the footer starts below the first screen, so a page filling in does not push it. */}
      <Box as="main" id="main-content" tabIndex={-1} flex="1" outline="none" minH="100vh" {...TOOLS_GUTTER}>
        <Outlet />
      </Box>
      <SiteFooter />
      <FloatingTools />
      <NotificationHost />
    </Box>
  );
};

export const SkipLink = ({ label }: { label: string }) => (
  <Box
    asChild
    position="absolute"
    left="-9999px"
    top="2"
    zIndex="skipLink"
    bg="bg"
    px={4}
    py={2}
    borderRadius="md"
    _focus={{ left: '2' }}
  >
    <a href="#main-content" onClick={focusMain}>
      {label}
    </a>
  </Box>
);

/** Hash routing owns the URL fragment: move focus by hand instead of following the anchor. */
const focusMain = (event: React.MouseEvent) => {
  event.preventDefault();
  document.getElementById('main-content')?.focus();
};
