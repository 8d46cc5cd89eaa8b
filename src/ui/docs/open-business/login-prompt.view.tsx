import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useLogin } from '../../chrome/account-controls.view';

/** Restricted and signed out: the login prompt dialog (spec §4 "Document access"). */
export const LoginPrompt = ({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) => {
  const { t } = useTranslation();
  const login = useLogin();
  return (
    <Dialog.Root open={open} role="alertdialog" placement="center" onOpenChange={(details) => onOpenChange(details.open)}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW="420px">
            <Dialog.Header>
              <Dialog.Title>{t('docs.access.loginTitle')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{t('docs.access.loginBody')}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={() => onOpenChange(false)}>
                {t('docs.access.back')}
              </Button>
              <Button colorPalette="brand" onClick={() => void login()}>
                {t('docs.access.login')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
};

