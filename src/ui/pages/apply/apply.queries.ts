import { queryOptions } from '@tanstack/react-query';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { TaskEither } from 'fp-ts/TaskEither';
import type { ProductsFeature } from '../../../application/features/products.feature';
import type { ApplyFormLoadError } from '../../../application/use-cases/load-apply-form.use-case';
import { runTask, SHOWN_IN_PLACE } from '../../portal/task-query';

/** An apply form, or why it is not shown: a visitor being sent to login, or not the team's administrator. */
export type FormOrRefusal<T> = { readonly kind: 'form'; readonly form: T } | { readonly kind: 'refused'; readonly reason: 'Login' | 'NotAdministrator' };

/** A refusal is an answer the page shows; only a failed call is a query error (shown in place with a retry). */
const formOrRefusal = <T>(task: TaskEither<ApplyFormLoadError, T>): Promise<FormOrRefusal<T>> =>
  runTask(
    pipe(
      task,
      TE.map((form): FormOrRefusal<T> => ({ kind: 'form', form })),
    ),
    {
      Login: (): FormOrRefusal<T> => ({ kind: 'refused', reason: 'Login' }),
      NotAdministrator: (): FormOrRefusal<T> => ({ kind: 'refused', reason: 'NotAdministrator' }),
    },
  );

/** Always fresh: whether the account already applied, or is still the administrator, may have changed. */
export const applyFormQuery = (products: Pick<ProductsFeature, 'loadApplyForm'>, productCode: string) =>
  queryOptions({ queryKey: ['applying', 'form', productCode], meta: SHOWN_IN_PLACE, queryFn: () => formOrRefusal(products.loadApplyForm(productCode)), staleTime: 0 });

export const systemApplyFormQuery = (products: Pick<ProductsFeature, 'loadSystemApplyForm'>) =>
  queryOptions({ queryKey: ['applying', 'systemForm'], meta: SHOWN_IN_PLACE, queryFn: () => formOrRefusal(products.loadSystemApplyForm()), staleTime: 0 });

export const applicationResultQuery = (products: Pick<ProductsFeature, 'loadApplicationResult'>, productCode: string) =>
  queryOptions({
    queryKey: ['applying', 'result', productCode],
    // null, not undefined: react-query refuses undefined as data.
    meta: SHOWN_IN_PLACE,
    queryFn: async () => (await runTask(products.loadApplicationResult(productCode))) ?? null,
    staleTime: 0,
  });
