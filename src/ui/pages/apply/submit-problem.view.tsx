import { Alert } from '@chakra-ui/react';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppError } from '../../../application/errors/app-error';
import { describeError } from '../../../application/errors/failure-policy';
import { renderMessage } from '../../i18n/message';

/**
 * Above the fields: that some fields need attention (each says why under it), or why the server refused the
 * application. Announced when it appears; the fields keep everything typed.
 */
export const SubmitProblem = ({ errors, failure }: { errors: object; failure: AppError | undefined }) => {
  const { t } = useTranslation();
  const invalid = Object.values(errors).some(Boolean);
  if (!invalid && !failure) return null;
  return (
    <Alert.Root status="error" variant="subtle" role="alert">
      <Alert.Indicator />
      <Alert.Description>
        {failure ? t('applying.form.submitFailed', { reason: renderMessage(t, describeError(failure)) }) : t('applying.form.invalid')}
      </Alert.Description>
    </Alert.Root>
  );
};

/** Moves focus to the first field (in form order) that has an error: its control, or a radio group's checked or first option. */
export const focusFirstInvalid = <F extends string>(
  order: readonly F[],
  errors: Partial<Record<F, unknown>>,
  refs: Record<F, RefObject<HTMLElement | null>>,
): void => {
  const field = order.find((name) => errors[name]);
  const element = field ? refs[field].current : null;
  if (!element) return;
  const target = element instanceof HTMLInputElement ? element : (element.querySelector<HTMLInputElement>('input:checked') ?? element.querySelector<HTMLInputElement>('input'));
  target?.focus();
};
