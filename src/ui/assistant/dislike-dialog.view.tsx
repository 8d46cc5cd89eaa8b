import { Button, chakra, RadioGroup, Stack, Text, Textarea } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DISLIKE_REASON_OPTIONS, type DislikeDialog, type FeedbackEvent } from '../../application/assistant/answer-feedback';
import { DISLIKE_TEXT_MAX, isDislikeReason, type DislikeReason } from '../../domain/assistant/chat-record';
import { DialogShell } from '../widgets/dialog-shell.view';
import { dislikeButtonId } from './answer-feedback.view';

const FORM_ID = 'assistant-dislike-form';

/** The reason dialog of a dislike: a required reason (5–8) and an optional text of at most 150 characters. */
export const DislikeReasonDialog = ({ dialog, send }: { dialog: DislikeDialog | undefined; send: (event: FeedbackEvent) => void }) => {
  const { t } = useTranslation();
  return (
    <DialogShell
      open={dialog !== undefined}
      title={t('assistant.feedback.title')}
      closeLabel={t('assistant.feedback.closeDialog')}
      onClose={() => send({ type: 'cancelDislike' })}
      finalFocus={() => (dialog ? document.getElementById(dislikeButtonId(dialog.answerId)) : null)}
      footer={
        <>
          <Button variant="outline" onClick={() => send({ type: 'cancelDislike' })}>
            {t('assistant.feedback.cancel')}
          </Button>
          <Button type="submit" form={FORM_ID} colorPalette="brand">
            {t('assistant.feedback.submit')}
          </Button>
        </>
      }
    >
      {dialog ? <DislikeForm error={dialog.error} send={send} /> : null}
    </DialogShell>
  );
};

const DislikeForm = ({ error, send }: { error: DislikeDialog['error']; send: (event: FeedbackEvent) => void }) => {
  const { t } = useTranslation();
  const ids = { text: useId(), count: useId(), reasonError: useId() };
  const [reason, setReason] = useState<DislikeReason | undefined>();
  const [text, setText] = useState('');
  const reasonMissing = error === 'assistant.feedback.reasonRequired' && reason === undefined;
  return (
    <chakra.form
      id={FORM_ID}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'submitDislike', draft: { text, ...(reason === undefined ? {} : { reason }) } });
      }}
    >
      <Stack gap="4">
        <RadioGroup.Root
          value={reason === undefined ? null : String(reason)}
          onValueChange={(details) => {
            const value = Number(details.value);
            setReason(isDislikeReason(value) ? value : undefined);
          }}
          name="reason"
          colorPalette="brand"
          aria-invalid={reasonMissing}
          aria-describedby={reasonMissing ? ids.reasonError : undefined}
        >
          <RadioGroup.Label fontWeight="medium">{t('assistant.feedback.reasonLegend')}</RadioGroup.Label>
          <Stack gap="2" mt="2">
            {DISLIKE_REASON_OPTIONS.map((option) => (
              <RadioGroup.Item key={option.code} value={String(option.code)}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{t(option.labelKey)}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </Stack>
          {reasonMissing ? (
            <Text id={ids.reasonError} role="alert" color="fg.error" fontSize="sm" mt="1">
              {t('assistant.feedback.reasonRequired')}
            </Text>
          ) : null}
        </RadioGroup.Root>
        <Stack gap="1">
          <chakra.label htmlFor={ids.text} fontWeight="medium">
            {t('assistant.feedback.detail')}
          </chakra.label>
          <Textarea
            id={ids.text}
            value={text}
            maxLength={DISLIKE_TEXT_MAX}
            placeholder={t('assistant.feedback.detailPlaceholder')}
            aria-describedby={ids.count}
            onChange={(event) => setText(event.target.value)}
          />
          <Text id={ids.count} fontSize="xs" color="fg.muted" alignSelf="flex-end">
            {t('assistant.feedback.count', { count: text.length, max: DISLIKE_TEXT_MAX })}
          </Text>
          {error === 'assistant.feedback.textTooLong' ? (
            <Text role="alert" color="fg.error" fontSize="sm">
              {t('assistant.feedback.textTooLong')}
            </Text>
          ) : null}
        </Stack>
      </Stack>
    </chakra.form>
  );
};
