import { Alert, Button, chakra, HStack, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HELPFUL_CAUSES, HELPFUL_DESCRIPTION_MAX, type HelpfulCause } from '../../../domain/evaluation/was-this-helpful';
import { useFormDraft } from '../../widgets/use-form-draft';
import { CountedTextarea } from '../common/counted-textarea.view';

const isCause = (value: string | null): value is HelpfulCause => HELPFUL_CAUSES.some((cause) => cause === value);

/** The first radio of a group (Ark keeps a focusable hidden input per item). */
const focusFirstRadio = (group: HTMLElement | null) => group?.querySelector<HTMLInputElement>('input[type="radio"]')?.focus();

/**
 * The "not helpful" form: a required cause (message when missing) and an optional description with its length shown
 * (at most 150). What was typed stays when the answer fails, and as the document's draft when the reader leaves
 * and comes back; the form takes the focus when it opens.
 */
export interface NotHelpfulFormProps {
  /** The document's draft (cleared by the prompt once the answer is sent). */
  readonly draftId: string;
  readonly sending: boolean;
  readonly failed: boolean;
  readonly onSubmit: (cause: HelpfulCause, description: string) => void;
  readonly onCancel: () => void;
}

export const NotHelpfulForm = (props: NotHelpfulFormProps) => {
  const { t } = useTranslation();
  const ids = { reasonError: useId() };
  const groupRef = useRef<HTMLDivElement>(null);
  const draft = useFormDraft(props.draftId, { cause: undefined as HelpfulCause | undefined, description: '' }, (field, value) =>
    field !== 'cause' || isCause(value as string),
  );
  const { cause, description } = draft.values;
  const [missing, setMissing] = useState(false);
  const reasonMissing = missing && !cause;

  // In the commit that shows the form, not after a paint: no moment where the form is there and focus is not in it.
  useLayoutEffect(() => {
    focusFirstRadio(groupRef.current);
  }, []);

  return (
    <chakra.form
      noValidate
      data-testid="not-helpful-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (!cause) {
          setMissing(true);
          focusFirstRadio(groupRef.current);
          return;
        }
        props.onSubmit(cause, description);
      }}
    >
      <Stack gap="3">
        <RadioGroup.Root
          ref={groupRef}
          value={cause ?? null}
          onValueChange={(details) => draft.change({ cause: isCause(details.value) ? details.value : undefined })}
          colorPalette="brand"
          size="sm"
          aria-describedby={reasonMissing ? ids.reasonError : undefined}
          aria-invalid={reasonMissing || undefined}
        >
          <RadioGroup.Label fontWeight="medium">{t('helpful.reasonLegend')}</RadioGroup.Label>
          <Stack gap="2" mt="2">
            {HELPFUL_CAUSES.map((value) => (
              <RadioGroup.Item key={value} value={value}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{t(`helpful.causes.${value}`)}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </Stack>
          {reasonMissing ? (
            <Text id={ids.reasonError} role="alert" color="fg.error" fontSize="sm" mt="1" data-testid="helpful-reason-error">
              {t('helpful.reasonRequired')}
            </Text>
          ) : null}
        </RadioGroup.Root>

        <CountedTextarea
          label={t('helpful.description')}
          value={description}
          max={HELPFUL_DESCRIPTION_MAX}
          placeholder={t('helpful.descriptionPlaceholder')}
          countTestId="helpful-count"
          count={
            <>
              {t('helpful.count', { count: description.length, max: HELPFUL_DESCRIPTION_MAX })}
              <chakra.span srOnly> {t('helpful.limit', { max: HELPFUL_DESCRIPTION_MAX })}</chakra.span>
            </>
          }
          onChange={(text) => draft.change({ description: text })}
        />

        {props.failed ? (
          <Alert.Root status="error" size="sm" data-testid="helpful-failed">
            <Alert.Indicator />
            <Alert.Title>{t('helpful.failed')}</Alert.Title>
          </Alert.Root>
        ) : null}

        <HStack gap="2">
          <Button type="submit" size="sm" colorPalette="brand" loading={props.sending} loadingText={t('helpful.submitting')} disabled={props.sending}>
            {t('helpful.submit')}
          </Button>
          <Button type="button" size="sm" variant="ghost" onClick={props.onCancel} disabled={props.sending}>
            {t('helpful.cancel')}
          </Button>
        </HStack>
      </Stack>
    </chakra.form>
  );
};
