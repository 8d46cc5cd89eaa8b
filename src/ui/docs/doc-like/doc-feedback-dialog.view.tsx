import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { FeedbackDraft, FeedbackFormState } from '../../../application/doc-like/doc-like.machine';
import { DocFeedbackForm, FEEDBACK_FORM_ID } from './doc-feedback-form.view';

/** The dislike feedback dialog; focus goes back to `finalFocus` (the dislike button) when it closes. */
export const DocFeedbackDialog = (props: {
  form: FeedbackFormState;
  /** The page's feedback draft (docs/testing.md "What is kept"). */
  draftId: string;
  finalFocus: () => HTMLElement | null;
  onSubmit: (draft: FeedbackDraft) => void;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  return (
    <Dialog.Root
      open={props.form.open}
      onOpenChange={(details) => {
        if (!details.open) props.onClose();
      }}
      finalFocusEl={props.finalFocus}
      lazyMount
      unmountOnExit
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('feedback.form.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <DocFeedbackForm form={props.form} draftId={props.draftId} onSubmit={props.onSubmit} />
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={props.onClose} disabled={props.form.submitting}>
                {t('feedback.form.cancel')}
              </Button>
              <Button type="submit" form={FEEDBACK_FORM_ID} colorPalette="brand" loading={props.form.submitting} loadingText={t('feedback.form.submitting')}>
                {t('feedback.form.submit')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('feedback.form.close')} disabled={props.form.submitting} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
};
