import { useTranslation } from 'react-i18next';
import { ConfirmPrompt } from '../widgets/confirm-prompt.view';
import { useUseCase } from '../use-cases/use-cases.context';

/** The re-login prompt (spec §8): Login runs logout then login; 'Do not login' just closes it. */
export const ReloginPrompt = ({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) => {
  const { t } = useTranslation();
  const relogin = useUseCase('relogin');
  return (
    <ConfirmPrompt
      open={open}
      onOpenChange={onOpenChange}
      title={t('chrome.relogin.title')}
      text={t('chrome.relogin.text')}
      cancel={t('chrome.relogin.stay')}
      confirm={t('chrome.relogin.login')}
      onConfirm={() => void relogin()()}
    />
  );
};
