import { useQuery } from '@tanstack/react-query';
import * as E from 'fp-ts/Either';
import type { TestForm } from '../../../application/use-cases/api-test.use-case';
import { runTask, SHOWN_IN_PLACE } from '../../portal/task-query';
import { useDocuments, useTools } from '../../portal/portal.context';

export interface LoadedTestForm {
  readonly form: TestForm;
  /** A gateway call (an http API); false for a jsf API, called directly (internal console). */
  readonly gateway: boolean;
  /** The API is documented for partner apps. */
  readonly partner: boolean;
}

/**
 * The parameter form of an API: its document first (examples and request examples; the form still loads when the
 * document does not), then the test tree and its visibility map.
 */
export const useTestForm = (apiId: number | undefined) => {
  const apiDoc = useDocuments().docs.apiDoc;
  const loadTestForm = useTools().loadTestForm;
  return useQuery({
    queryKey: ['apiTestForm', apiId],
    enabled: apiId !== undefined,
    // The user edits a copy: a refetch must not replace what is typed.
    staleTime: Infinity,
    meta: SHOWN_IN_PLACE,
    queryFn: async (): Promise<LoadedTestForm> => {
      const id = apiId ?? 0;
      const doc = await apiDoc(id)();
      const api = E.isRight(doc) ? doc.right : undefined;
      const gateway = api?.protocol !== 'jsf';
      const form = await runTask(
        loadTestForm({ apiId: id, gateway, ...(api ? { documentedParams: api.requestParams, requestExamples: api.requestExamples } : {}) }),
      );
      return { form, gateway, partner: api?.partner ?? false };
    },
  });
};
