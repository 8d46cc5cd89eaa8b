import { Button, CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export interface ConfirmChoice {
  readonly label: string;
  readonly onChoose: () => void;
  /** The main (coloured) action. */
  readonly primary?: boolean;
}

/** A question before an action (calling production, overwriting typed values): Cancel plus the given choices. */
export const ConfirmDialog = ({ open, title, body, choices, onCancel }: { open: boolean; title: string; body: string; choices: readonly ConfirmChoice[]; onCancel: () => void }) => {
  const { t } = useTranslation();
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onCancel();
      }}
      role="alertdialog"
      lazyMount
      unmountOnExit
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{body}</Text>
            </Dialog.Body>
            <Dialog.Footer flexWrap="wrap">
              <Button variant="outline" onClick={onCancel}>
                {t('tools.apiTest.confirm.cancel')}
              </Button>
              {choices.map((choice) => (
                <Button key={choice.label} variant={choice.primary ? 'solid' : 'outline'} colorPalette={choice.primary ? 'brand' : undefined} onClick={choice.onChoose}>
                  {choice.label}
                </Button>
              ))}
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('tools.apiTest.confirm.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
};
