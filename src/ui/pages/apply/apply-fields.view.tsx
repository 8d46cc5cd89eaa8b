import { Button, chakra, Checkbox, HStack, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useId, useState, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { LicenceAgreementDialog } from './licence-agreement.view';

/** A field's error under it; `id` is what the control's aria-describedby names. */
export const FieldError = ({ id, message }: { id: string; message: string | undefined }) =>
  message ? (
    <Text id={id} color="fg.error" fontSize="sm">
      {message}
    </Text>
  ) : null;

/** The checkbox's box (md: 1.25rem) and the gap to its label (md: 0.625rem). */
const AGREEMENT_INDENT = '1.875rem';

const RequiredMark = () => {
  const { t } = useTranslation();
  return (
    <>
      <Text as="span" color="fg.error" aria-hidden="true">
        {' *'}
      </Text>
      <Text as="span" srOnly>
        {` (${t('applying.form.required')})`}
      </Text>
    </>
  );
};

export const FieldLabel = ({ htmlFor, children, weight = 'semibold' }: { htmlFor?: string; children: ReactNode; weight?: 'semibold' | 'normal' }) => (
  <chakra.label htmlFor={htmlFor} fontWeight={weight}>
    {children}
    <RequiredMark />
  </chakra.label>
);

/**
 * A required choice among options as radio buttons, with its hint and error. `ref` lets the form focus the
 * group when it is the first field in error.
 */
export const ChoiceField = <V extends string>({
  ref,
  ...props
}: {
  name: string;
  label: string;
  hint?: string;
  options: readonly { value: V; label: string; hint?: string }[];
  value: V | undefined;
  onChange: (value: V) => void;
  error: string | undefined;
  ref?: Ref<HTMLDivElement>;
  direction?: 'row' | 'column';
}) => {
  const ids = { hint: useId(), error: useId() };
  const describedBy = [props.error ? ids.error : undefined, props.hint ? ids.hint : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <RadioGroup.Root
      ref={ref}
      name={props.name}
      value={props.value ?? null}
      onValueChange={(details) => {
        const chosen = props.options.find((option) => option.value === details.value);
        if (chosen) props.onChange(chosen.value);
      }}
      colorPalette="brand"
      aria-invalid={props.error ? true : undefined}
      aria-describedby={describedBy}
    >
      <RadioGroup.Label fontWeight="semibold" fontSize="md">
        {props.label}
        <RequiredMark />
      </RadioGroup.Label>
      {props.hint ? (
        <Text id={ids.hint} color="fg.muted" fontSize="sm" mt={1}>
          {props.hint}
        </Text>
      ) : null}
      <Stack direction={props.direction ?? 'column'} gap={props.direction === 'row' ? 6 : 3} mt={3} flexWrap="wrap">
        {props.options.map((option) => (
          <RadioGroup.Item key={option.value} value={option.value} alignItems="flex-start">
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator mt={option.hint ? 0.5 : 0} />
            <RadioGroup.ItemText>
              {option.label}
              {option.hint ? (
                <Text as="span" display="block" color="fg.muted" fontSize="sm" fontWeight="normal">
                  {option.hint}
                </Text>
              ) : null}
            </RadioGroup.ItemText>
          </RadioGroup.Item>
        ))}
      </Stack>
      <FieldError id={ids.error} message={props.error} />
    </RadioGroup.Root>
  );
};

/** The term in years as radio buttons (the form's own terms). */
export const TermField = ({
  ref,
  ...props
}: {
  terms: readonly number[];
  value: number | undefined;
  onChange: (term: number) => void;
  error: string | undefined;
  ref?: Ref<HTMLDivElement>;
}) => {
  const { t } = useTranslation();
  return (
    <ChoiceField
      name="term"
      label={t('applying.form.term.label')}
      hint={t('applying.form.term.hint')}
      direction="row"
      options={props.terms.map((term) => ({ value: String(term), label: t('applying.length.year', { count: term }) }))}
      value={props.value === undefined ? undefined : String(props.value)}
      onChange={(value) => props.onChange(Number(value))}
      error={props.error}
      ref={ref}
    />
  );
};

/**
 * The software licence agreement: a required checkbox (the form's size and type scale, its label beside it and
 * wrapping beside it), and the agreement itself in a dialog.
 */
export const AgreementField = ({
  ref,
  ...props
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error: string | undefined;
  ref?: Ref<HTMLInputElement>;
}) => {
  const { t } = useTranslation();
  const errorId = useId();
  const [reading, setReading] = useState(false);
  return (
    <Stack gap={1}>
      <Checkbox.Root
        name="agreement"
        checked={props.checked}
        onCheckedChange={(details) => props.onChange(details.checked === true)}
        required
        invalid={Boolean(props.error)}
        colorPalette="brand"
        alignItems="flex-start"
      >
        <Checkbox.HiddenInput ref={ref} aria-describedby={props.error ? errorId : undefined} />
        <Checkbox.Control />
        <Checkbox.Label>
          {t('applying.form.agreement.label')}
          <RequiredMark />
        </Checkbox.Label>
      </Checkbox.Root>
      {/* Under the label, past the box and the gap beside it. */}
      <Button variant="plain" colorPalette="brand" size="sm" alignSelf="flex-start" px={0} ms={AGREEMENT_INDENT} textDecoration="underline" onClick={() => setReading(true)}>
        {t('applying.form.agreement.read')}
      </Button>
      <FieldError id={errorId} message={props.error} />
      <LicenceAgreementDialog open={reading} onOpenChange={setReading} />
    </Stack>
  );
};

/** Cancel and submit; submit cannot be pressed again while the application is being sent. */
export const FormActions = ({ sending, cancel }: { sending: boolean; cancel: ReactNode }) => {
  const { t } = useTranslation();
  return (
    <HStack gap={3} pt={2} flexWrap="wrap">
      <Button type="submit" colorPalette="brand" loading={sending} loadingText={t('applying.form.sending')} disabled={sending}>
        {t('applying.form.submit')}
      </Button>
      {cancel}
    </HStack>
  );
};
