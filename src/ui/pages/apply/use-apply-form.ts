import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import { useRef, useState, type RefObject, type SyntheticEvent } from 'react';
import type { AppError } from '../../../application/errors/app-error';
import { useFormDraft } from '../../widgets/use-form-draft';
import { focusFirstInvalid } from './submit-problem.view';

/** Why a submit did not go through: the fields' own problems, or the server's refusal. */
export type ApplyFormFailure<Errors> = { readonly kind: 'Invalid'; readonly errors: Errors } | AppError;

export interface ApplyFormSetup<Values, Field extends string, Errors extends Partial<Record<Field, unknown>>, Sent> {
  readonly initial: Values;
  /** The form's draft (docs/testing.md "What is kept"): one per form and item, e.g. `apply:lcp-tms`. */
  readonly draftId: string;
  /** Whether a value read back from the draft is still one the form offers (a term, a scenario). */
  readonly offered: (field: keyof Values, value: unknown) => boolean;
  /** The fields in form order, each with the element that takes focus when it is the first with a problem. */
  readonly order: readonly Field[];
  readonly refs: Record<Field, RefObject<HTMLElement | null>>;
  readonly send: (values: Values) => TE.TaskEither<ApplyFormFailure<Errors>, Sent>;
  readonly onSent: (sent: Sent) => void;
}

/**
 * An apply form's state: what was typed (kept through every failure, and as a draft through leaving the page and a
 * reload until it is sent), each field's problem (cleared when the field changes), the server's refusal, and
 * whether it is being sent (a second submit meanwhile does nothing).
 */
export const useApplyForm = <Values extends object, Field extends string, Errors extends Partial<Record<Field, unknown>>, Sent>(
  setup: ApplyFormSetup<Values, Field, Errors, Sent>,
) => {
  const draft = useFormDraft(setup.draftId, setup.initial, setup.offered);
  const values = draft.values;
  const [errors, setErrors] = useState<Errors>({} as Errors);
  const [failure, setFailure] = useState<AppError>();
  const [sending, setSending] = useState(false);
  // Read and set in the same event: a double click's second submit can arrive before the render that shows `sending`.
  const inFlight = useRef(false);

  const change = (change: Partial<Values>, field: Field) => {
    draft.change(change);
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    setFailure(undefined);
    setSending(true);
    const result = await setup.send(values)();
    inFlight.current = false;
    setSending(false);
    if (E.isRight(result)) {
      draft.clear();
      setup.onSent(result.right);
      return;
    }
    if (result.left.kind === 'Invalid') {
      setErrors(result.left.errors);
      focusFirstInvalid(setup.order, result.left.errors, setup.refs);
    } else setFailure(result.left);
  };

  return { values, errors, failure, sending, change, onSubmit: (event: SyntheticEvent<HTMLFormElement>) => void submit(event) };
};
