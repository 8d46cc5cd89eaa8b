import { Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useNavigate } from '@tanstack/react-router';
import { useEffect, type ReactNode } from 'react';
import type { BizUnitDetail } from '../../../application/ports/doc.port';
import { keyMessage } from '../../../application/notifications/message';
import { useDeploymentValues, useNotifications } from '../../portal/portal.context';
import { LoadWhenOpen } from '../../widgets/load-on-first-use';
import { DocLoading } from '../common/doc-pending.view';
import type { DocBase } from './doc-base';
import { useUnitReads } from './unit-reads';
import { UnitFailure } from './unit-failure.view';
import { decide } from '../../../domain/deployment/decide';

/** Restricted and signed out: the login prompt dialog (spec §4 "Document access"), its code loaded when needed. */
const loadLoginPrompt = () => import('./login-prompt.view').then((module) => module.LoginPrompt);

/** Leaving the prompt (its Back button, Escape, or a failed load) goes home. */
const LoginRequired = () => {
  const navigate = useNavigate();
  return <LoadWhenOpen load={loadLoginPrompt} open onOpenChange={(open) => !open && void navigate({ to: '/home' })} />;
};

/**
 * Not among the unit's suppliers: openBusiness with fromUrl noAuthority, whose page says why; internally (no
 * openBusiness page) home, with the message as a toast.
 */
const NoAuthority = () => {
  const notifications = useNotifications();
  const homeWithToast = decide(useDeploymentValues().features.noUnitAuthority, { homeWithToast: true, openBusinessPage: false });
  useEffect(() => {
    if (homeWithToast) notifications.toast('warning', keyMessage('docs.access.noAuthority'));
  }, [homeWithToast, notifications]);
  return homeWithToast ? <Navigate to="/home" replace /> : <Navigate to="/openBusiness" search={{ fromUrl: 'noAuthority' }} replace />;
};

/**
 * Renders the unit's pages only once the restricted-unit check passed; until then, and on failure, nothing of the
 * unit's content is shown (a failure keeps the unit's frame: UnitFailure).
 */
export const UnitAccess = ({ unitId, base, children }: { unitId: number; base: DocBase; children: (unit: BizUnitDetail) => ReactNode }) => {
  const access = useQuery(useUnitReads(unitId, base.source).access);
  if (access.isPending) {
    return (
      <Stack maxW="1480px" mx="auto" px={6} py={10}>
        <DocLoading />
      </Stack>
    );
  }
  if (access.isError) return <UnitFailure unitId={unitId} base={base} error={access.error} />;
  switch (access.data.kind) {
    case 'loginRequired':
      return <LoginRequired />;
    case 'noAuthority':
      return <NoAuthority />;
    case 'readable':
      return children(access.data.unit);
  }
};
