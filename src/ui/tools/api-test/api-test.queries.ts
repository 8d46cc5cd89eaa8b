import { queryOptions } from '@tanstack/react-query';
import type { ToolsFeature } from '../../../application/features/tools.feature';
import type { DocPort } from '../../../application/ports/doc.port';
import type { TestForm } from '../../../application/use-cases/api-test.use-case';
import { runTask, SHOWN_IN_PLACE } from '../../portal/task-query';
import { apiDocQuery } from '../../reads/api-doc.queries';

export const testableApisKey = (unitId: number, query: string) => ['testableApis', unitId, query] as const;

/** The console's API list of a unit (0: every unit), filtered by the typed words. */
export const testableApisQuery = (tools: Pick<ToolsFeature, 'testableApis'>, unitId: number, query: string) =>
  queryOptions({ queryKey: testableApisKey(unitId, query), meta: SHOWN_IN_PLACE, queryFn: () => runTask(tools.testableApis(unitId, query)) });

export interface LoadedTestForm {
  readonly form: TestForm;
  /** A gateway call (an http API); false for a jsf API, called directly (internal console). */
  readonly gateway: boolean;
  /** The API is documented for partner apps. */
  readonly partner: boolean;
}

export const testFormKey = (apiId: number | undefined) => ['apiTestForm', apiId] as const;

/**
 * The parameter form of an API: its document first (examples and request examples; the form still loads when the
 * document does not), then the test tree and its visibility map. The user edits a copy: a refetch must not replace
 * what is typed (never stale).
 */
export const testFormQuery = (docs: Pick<DocPort, 'apiDoc'>, tools: Pick<ToolsFeature, 'loadTestForm'>, apiId: number | undefined) =>
  queryOptions({
    queryKey: testFormKey(apiId),
    enabled: apiId !== undefined,
    staleTime: Infinity,
    meta: SHOWN_IN_PLACE,
    queryFn: async ({ client }): Promise<LoadedTestForm> => {
      const id = apiId ?? 0;
      // Through the document's own query (shared with its page), so its failure is no toast of its own: it only leaves
      // the form without the document's examples, and when the backend is down the form's failure says it once.
      const api = await client.query(apiDocQuery(docs, id)).catch(() => undefined);
      const gateway = api?.protocol !== 'jsf';
      const form = await runTask(
        tools.loadTestForm({ apiId: id, gateway, ...(api ? { documentedParams: api.requestParams, requestExamples: api.requestExamples } : {}) }),
      );
      return { form, gateway, partner: api?.partner ?? false };
    },
  });
