import { chakra, Stack, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** What a control inside a ToolField needs for its label, hint and error to reach assistive technology. */
export interface FieldControlProps {
  readonly id: string;
  readonly 'aria-describedby'?: string;
  readonly 'aria-invalid'?: true;
  readonly 'aria-required'?: 'true';
}

interface ToolFieldProps {
  readonly label: string;
  readonly required?: boolean;
  /** Already translated; shown under the control and announced. */
  readonly error?: string | undefined;
  /** A non-blocking remark (a warning or an offer), shown under the error. */
  readonly notice?: ReactNode;
  readonly hint?: ReactNode;
  /** What the required mark says on hover, where the tools' words are not loaded (an API page's Try it). */
  readonly requiredTitle?: string;
  readonly children: (control: FieldControlProps) => ReactNode;
}

/** A labelled control of the developer tools with its required mark, hint, error and notice. */
export const ToolField = ({ label, required = false, error, notice, hint, requiredTitle, children }: ToolFieldProps) => {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const noticeId = `${id}-notice`;
  const describedBy = [error ? errorId : undefined, notice ? noticeId : undefined, hint ? hintId : undefined].filter(Boolean).join(' ');
  return (
    <Stack gap={1.5}>
      <chakra.label htmlFor={id} fontWeight="semibold" fontSize="sm">
        {label}
        {required ? (
          <Text as="span" color="fg.error" title={requiredTitle ?? t('tools.common.required')}>
            {' *'}
          </Text>
        ) : null}
      </chakra.label>
      {children({
        id,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(error ? { 'aria-invalid': true as const } : {}),
        ...(required ? { 'aria-required': 'true' as const } : {}),
      })}
      {error ? (
        <Text id={errorId} role="alert" color="fg.error" fontSize="sm">
          {error}
        </Text>
      ) : null}
      {notice ? (
        <Stack id={noticeId} gap={1} fontSize="sm" color="fg.warning">
          {notice}
        </Stack>
      ) : null}
      {hint ? (
        <Text id={hintId} color="fg.muted" fontSize="xs">
          {hint}
        </Text>
      ) : null}
    </Stack>
  );
};
