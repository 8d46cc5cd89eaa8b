import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { keyMessage } from '../../application/notifications/message';
import { useNotifications } from '../portal/portal.context';

/** Copies `text` to the clipboard and says 'Copy succeed!' or 'Copy failed!' (spec §8). */
export const CopyButton = ({ text, label }: { text: string; label: string }) => {
  const { t } = useTranslation();
  const notifications = useNotifications();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      notifications.toast('success', keyMessage('common.copy.succeeded'));
    } catch {
      notifications.toast('error', keyMessage('common.copy.failed'));
    }
  };
  return (
    <Button size="xs" variant="outline" onClick={() => void copy()} aria-label={label}>
      {t('common.copy.action')}
    </Button>
  );
};
