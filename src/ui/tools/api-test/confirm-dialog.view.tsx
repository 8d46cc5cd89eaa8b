import { Button, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { DialogShell } from '../../widgets/dialog-shell.view';

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
    <DialogShell
      open={open}
      title={title}
      closeLabel={t('tools.apiTest.confirm.close')}
      onClose={onCancel}
      role="alertdialog"
      footer={
        <>
          <Button variant="outline" onClick={onCancel}>
            {t('tools.apiTest.confirm.cancel')}
          </Button>
          {choices.map((choice) => (
            <Button key={choice.label} variant={choice.primary ? 'solid' : 'outline'} colorPalette={choice.primary ? 'brand' : undefined} onClick={choice.onChoose}>
              {choice.label}
            </Button>
          ))}
        </>
      }
    >
      <Text>{body}</Text>
    </DialogShell>
  );
};
