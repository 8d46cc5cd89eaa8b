import { Alert, Box, CloseButton, Stack } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { NotificationCenter, Toast } from '../../application/notifications/notification-center';
import { renderMessage } from '../i18n/message';
import { useNotifications, useObservable } from '../portal/portal.context';
import { LoadWhenOpen } from '../widgets/load-on-first-use';

/** One toast; it dismisses itself after its duration. */
const ToastView = ({ toast, center }: { toast: Toast; center: NotificationCenter }) => {
  const { t } = useTranslation();
  useEffect(() => {
    const timer = setTimeout(() => center.dismissToast(toast.id), toast.durationMs);
    return () => clearTimeout(timer);
  }, [center, toast.id, toast.durationMs]);
  return (
    <Alert.Root status={toast.status} variant="surface" shadow="lg" bg="bg" alignItems="center" pointerEvents="auto" data-testid="toast">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description color="fg">{renderMessage(t, toast.message)}</Alert.Description>
      </Alert.Content>
      <CloseButton size="xs" aria-label={t('chrome.notifications.dismiss')} onClick={() => center.dismissToast(toast.id)} />
    </Alert.Root>
  );
};

const loadReloginPrompt = () => import('./relogin-prompt.view').then((module) => module.ReloginPrompt);

/** Global notifications: the toasts (a polite live region) and the re-login prompt. */
export const NotificationHost = () => {
  const { t } = useTranslation();
  const center = useNotifications();
  const state = useObservable(center);
  return (
    <>
      <Box
        role="region"
        aria-label={t('chrome.notifications.region')}
        position="fixed"
        top={4}
        left="50%"
        transform="translateX(-50%)"
        zIndex="toast"
        width="min(92vw, 28rem)"
        pointerEvents="none"
      >
        <Stack gap={2} aria-live="polite" aria-relevant="additions text">
          {state.toasts.map((toast) => (
            <ToastView key={toast.id} toast={toast} center={center} />
          ))}
        </Stack>
      </Box>
      <LoadWhenOpen
        load={loadReloginPrompt}
        open={state.reloginPrompt}
        onOpenChange={(open) => {
          if (!open) center.closeReloginPrompt();
        }}
      />
    </>
  );
};
