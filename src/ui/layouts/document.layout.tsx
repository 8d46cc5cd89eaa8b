import { Box } from '@chakra-ui/react';
import { Link, Outlet, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { FloatingTools, PHONE_TOOLS_ROOM } from '../chrome/floating-tools.view';
import { TOOLS_GUTTER } from '../widgets/layout-widths';
import { SiteHeader } from '../chrome/site-header.view';
import { ProductBar } from '../docs/release-doc/product-bar.view';
import { NotificationHost } from '../notifications/notification-host.view';
import { SkipLink } from './main.layout';
import { SideScroll } from '../widgets/side-scroll.view';

const TABS = [
  { to: '/develop-guide/$productCode', key: 'routes.docTab.develop-guide' },
  { to: '/manaul/$productCode', key: 'routes.docTab.manaul' },
  { to: '/apidoc/$productCode', key: 'routes.docTab.apidoc' },
  { to: '/extensiondoc/$productCode', key: 'routes.docTab.extensiondoc' },
] as const;

/** A product's documents: the product's name, the four tabs (guide, manual, API, extension points) over the page, floating tools. */
export const DocumentLayout = () => {
  const { t } = useTranslation();
  const productCode = useParams({ strict: false, select: (params: { productCode?: string }) => params.productCode });
  return (
    <Box minH="100vh" display="flex" flexDirection="column">
      <SkipLink label={t('common.app.skipToContent')} />
      <SiteHeader alwaysWhite />
      {productCode ? <ProductBar productCode={productCode} /> : null}
      {productCode ? (
        <Box as="nav" aria-label={t('layouts.document.tabs')} borderBottomWidth="1px" bg="bg" position="sticky" top="0" zIndex="sticky">
          <SideScroll maxW="layout" mx="auto" px={{ base: 4, md: 8 }} display="flex" alignItems="center" gap={1}>
            {TABS.map((tab) => (
              <Box
                key={tab.to}
                asChild
                px={4}
                py={3}
                borderBottomWidth="2px"
                borderColor="transparent"
                whiteSpace="nowrap"
                css={{ '&[data-status=active]': { borderColor: 'var(--chakra-colors-brand-solid)', fontWeight: 'semibold' } }}
              >
                <Link to={tab.to} params={{ productCode }}>
                  {t(tab.key)}
                </Link>
              </Box>
            ))}
          </SideScroll>
        </Box>
      ) : null}
      <Box as="main" id="main-content" tabIndex={-1} flex="1" outline="none" pb={{ base: PHONE_TOOLS_ROOM, md: 0 }} {...TOOLS_GUTTER}>
        <Outlet />
      </Box>
      <FloatingTools />
      <NotificationHost />
    </Box>
  );
};
