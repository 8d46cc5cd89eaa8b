import { useTranslation } from 'react-i18next';
import { useLogin } from '../../portal/use-login';
import { ConfirmPrompt } from '../../widgets/confirm-prompt.view';

/**
 * Restricted and signed out: the login prompt dialog (spec §4 "Document access"). Back (or Escape) closes it, which
 * the layout turns into going home; Login starts the login (the page leaves, the prompt stays until it does) and
 * comes back here.
 */
export const LoginPrompt = ({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) => {
  const { t } = useTranslation();
  const login = useLogin();
  return (
    <ConfirmPrompt
      open={open}
      onOpenChange={onOpenChange}
      title={t('docs.access.loginTitle')}
      text={t('docs.access.loginBody')}
      cancel={t('docs.access.back')}
      confirm={t('docs.access.login')}
      onConfirm={() => void login()}
      stayOpenOnConfirm
      maxW="420px"
    />
  );
};
