import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { FeedbackDraft, FeedbackFormState } from '../../../application/doc-like/doc-like.machine';
import { DialogShell } from '../../widgets/dialog-shell.view';
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
    <DialogShell
      open={props.form.open}
      title={t('feedback.form.title')}
      closeLabel={t('feedback.form.close')}
      closeDisabled={props.form.submitting}
      onClose={props.onClose}
      finalFocus={props.finalFocus}
      footer={
        <>
          <Button variant="outline" onClick={props.onClose} disabled={props.form.submitting}>
            {t('feedback.form.cancel')}
          </Button>
          <Button type="submit" form={FEEDBACK_FORM_ID} colorPalette="brand" loading={props.form.submitting} loadingText={t('feedback.form.submitting')}>
            {t('feedback.form.submit')}
          </Button>
        </>
      }
    >
      <DocFeedbackForm form={props.form} draftId={props.draftId} onSubmit={props.onSubmit} />
    </DialogShell>
  );
};
