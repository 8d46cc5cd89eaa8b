import { Button, Dialog, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useUseCase } from '../use-cases/use-cases.context';

/** The re-login prompt (spec §8): Login runs logout then login; 'Do not login' just closes it. */
export const ReloginPrompt = ({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) => {
  const { t } = useTranslation();
  const relogin = useUseCase('relogin');
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      role="alertdialog"
      placement="center"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW="md">
            <Dialog.Header>
              <Dialog.Title>{t('chrome.relogin.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>{t('chrome.relogin.text')}</Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={() => onOpenChange(false)}>
                {t('chrome.relogin.stay')}
              </Button>
              <Button
                colorPalette="brand"
                onClick={() => {
                  onOpenChange(false);
                  void relogin();
                }}
              >
                {t('chrome.relogin.login')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
};

