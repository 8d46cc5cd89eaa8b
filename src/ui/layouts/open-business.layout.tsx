import { Box } from '@chakra-ui/react';
import { Outlet, useParams } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FloatingTools, PHONE_TOOLS_ROOM } from '../chrome/floating-tools.view';
import { TOOLS_GUTTER } from '../widgets/layout-widths';
import { SiteHeader } from '../chrome/site-header.view';
import { useDocBase } from '../docs/open-business/doc-base';
import { UnitAccess } from '../docs/open-business/unit-access.view';
import { UnitBar } from '../docs/open-business/unit-bar.view';
import { useUnitFirstDocs } from '../docs/open-business/use-unit-first-docs';
import { useDocuments } from '../portal/portal.context';
import { NotificationHost } from '../notifications/notification-host.view';
import { SkipLink } from './main.layout';

/** The unit's bar and pages, once the unit may be read. */
const UnitPages = ({ unitId }: { unitId: number }) => {
  const base = useDocBase();
  const { firstApiId, firstMessageId } = useUnitFirstDocs(unitId, base.source);
  // The sanitizer loads while the unit is checked: every document page of the unit needs it (the tools do not).
  const { toolName }: { toolName?: string } = useParams({ strict: false });
  const { sanitizer } = useDocuments();
  useEffect(() => {
    if (toolName === undefined && sanitizer.state().status === 'idle') sanitizer.load().catch(() => undefined);
  }, [sanitizer, toolName]);
  return (
    <UnitAccess unitId={unitId} base={base}>
      {(unit) => (
        <>
          <UnitBar unit={unit} base={base} firstApiId={firstApiId} firstMessageId={firstMessageId} />
          <Box {...TOOLS_GUTTER}>
            <Outlet />
          </Box>
        </>
      )}
    </UnitAccess>
  );
};

/**
 * Open-business documents (and their preview): the always-white site header, the unit's sticky bar (switcher and
 * tabs) and its pages, shown only after the restricted-unit check; floating tools, with the pages kept clear of them.
 */
export const OpenBusinessLayout = () => {
  const { t } = useTranslation();
  const params: { unitId?: string } = useParams({ strict: false });
  const unitId = Number(params.unitId);
  return (
    <Box minH="100vh" display="flex" flexDirection="column">
      <SkipLink label={t('common.app.skipToContent')} />
      <SiteHeader alwaysWhite />
      <Box as="main" id="main-content" tabIndex={-1} flex="1" outline="none" pb={{ base: PHONE_TOOLS_ROOM, md: 0 }}>
        {Number.isFinite(unitId) ? (
          <UnitPages key={unitId} unitId={unitId} />
        ) : (
          <Box {...TOOLS_GUTTER}>
            <Outlet />
          </Box>
        )}
      </Box>
      <FloatingTools />
      <NotificationHost />
    </Box>
  );
};
