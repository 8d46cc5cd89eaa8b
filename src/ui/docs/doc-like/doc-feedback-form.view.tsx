import { Alert, chakra, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  checkScreenshot,
  FEEDBACK_DESCRIPTION_MAX,
  FEEDBACK_REASONS,
  SCREENSHOT_TYPES,
  type FeedbackReason,
  type ScreenshotProblem,
} from '../../../domain/evaluation/doc-evaluation';
import type { FeedbackDraft, FeedbackFormState } from '../../../application/doc-like/doc-like.machine';
import { useFormDraft } from '../../widgets/use-form-draft';
import { CountedTextarea } from '../common/counted-textarea.view';

export const FEEDBACK_FORM_ID = 'doc-feedback-form';

const isReason = (value: string | null): value is FeedbackReason => FEEDBACK_REASONS.some((reason) => reason === value);

/**
 * The feedback form's fields: a required reason, a description (length shown, at most 150) and an optional
 * screenshot whose type and size are checked as soon as it is picked. The reason and the description are the page's
 * draft: closing the dialog, leaving the page or reloading keeps them until they are sent; a picked file is not kept
 * (a browser cannot put a file back into a file input).
 */
export const DocFeedbackForm = (props: { form: FeedbackFormState; draftId: string; onSubmit: (draft: FeedbackDraft) => void }) => {
  const { t } = useTranslation();
  const ids = { screenshot: useId(), hint: useId(), reasonError: useId() };
  const draft = useFormDraft(props.draftId, { reason: undefined as FeedbackReason | undefined, description: '' }, (field, value) =>
    field !== 'reason' || isReason(value as string),
  );
  const { reason, description } = draft.values;
  const [screenshot, setScreenshot] = useState<File | undefined>();
  const [refused, setRefused] = useState<ScreenshotProblem | undefined>();
  const error = props.form.error;
  const reasonMissing = error === 'reasonRequired' && !reason;
  const screenshotError = refused ?? (error === 'screenshotType' || error === 'screenshotSize' ? error : undefined);

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    const problem = file ? checkScreenshot(file) : undefined;
    setRefused(problem);
    setScreenshot(problem ? undefined : file);
    if (problem) event.target.value = '';
  };

  return (
    <chakra.form
      id={FEEDBACK_FORM_ID}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        props.onSubmit({ description, ...(reason ? { reason } : {}), ...(screenshot ? { screenshot } : {}) });
      }}
    >
      <Stack gap="4">
        <RadioGroup.Root
          value={reason ?? null}
          onValueChange={(details) => draft.change({ reason: isReason(details.value) ? details.value : undefined })}
          name="reason"
          colorPalette="brand"
          aria-describedby={reasonMissing ? ids.reasonError : undefined}
          aria-invalid={reasonMissing}
        >
          <RadioGroup.Label fontWeight="medium">{t('feedback.form.reasonLegend')}</RadioGroup.Label>
          <Stack gap="2" mt="2">
            {FEEDBACK_REASONS.map((value) => (
              <RadioGroup.Item key={value} value={value}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{t(`feedback.form.reasons.${value}`)}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </Stack>
          {reasonMissing ? (
            <Text id={ids.reasonError} role="alert" color="fg.error" fontSize="sm" mt="1" data-testid="reason-error">
              {t('feedback.errors.reasonRequired')}
            </Text>
          ) : null}
        </RadioGroup.Root>

        <CountedTextarea
          label={t('feedback.form.description')}
          value={description}
          max={FEEDBACK_DESCRIPTION_MAX}
          placeholder={t('feedback.form.descriptionPlaceholder')}
          countTestId="description-count"
          count={t('feedback.form.count', { count: description.length, max: FEEDBACK_DESCRIPTION_MAX })}
          onChange={(text) => draft.change({ description: text })}
        >
          {error === 'descriptionTooLong' ? (
            <Text role="alert" color="fg.error" fontSize="sm">
              {t('feedback.errors.descriptionTooLong', { max: FEEDBACK_DESCRIPTION_MAX })}
            </Text>
          ) : null}
        </CountedTextarea>

        <Stack gap="1">
          <chakra.label htmlFor={ids.screenshot} fontWeight="medium">
            {t('feedback.form.screenshot')}
          </chakra.label>
          <chakra.input
            id={ids.screenshot}
            type="file"
            accept={SCREENSHOT_TYPES.join(',')}
            aria-describedby={ids.hint}
            aria-invalid={screenshotError ? true : undefined}
            onChange={pick}
            fontSize="sm"
          />
          <Text id={ids.hint} fontSize="xs" color="fg.muted">
            {t('feedback.form.screenshotHint')}
          </Text>
          {screenshotError ? (
            <Text role="alert" color="fg.error" fontSize="sm" data-testid="screenshot-error">
              {t(`feedback.errors.${screenshotError}`)}
            </Text>
          ) : null}
        </Stack>

        {error === 'failed' ? (
          <Alert.Root status="error" data-testid="feedback-failed">
            <Alert.Indicator />
            <Alert.Title>{t('feedback.errors.failed')}</Alert.Title>
          </Alert.Root>
        ) : null}
      </Stack>
    </chakra.form>
  );
};
