import { ContainerModule, type ServiceIdentifier } from 'inversify';
import { createFetchHttpCall } from '../../../infrastructure/http-call/fetch-http-call.adapter';
import { createOpenApiDocGateway } from '../../../infrastructure/openapi/openapi-doc.gateway';
import { createDocumentList, LIST_TIMEOUT_MS, type OpenApiUnits } from '../../../infrastructure/openapi/openapi-document-list';
import { createOpenApiSearchGateway } from '../../../infrastructure/openapi/openapi-search.gateway';
import { createWorkerChannel, startOpenApiWorker, type OpenApiAsk } from '../../../infrastructure/openapi/openapi-worker.channel';
import { compiledAddress } from '../../deployment/compiled-documents';
import { OPENAPI_DOCUMENT_LIST_FILE, OPENAPI_DOCUMENTS } from '../../deployment/openapi-documents.config';
import { documentsFeature } from '../features/documents-feature';
import { lcpRestSearch } from '../lcp-rest-search';
import { TOKENS } from '../tokens';

const UNITS: ServiceIdentifier<OpenApiUnits> = Symbol.for('OpenApiUnits');
/** The one documents' worker: pages and search share its readings. */
const ASK: ServiceIdentifier<OpenApiAsk> = Symbol.for('OpenApiAsk');
const GATEWAY: ServiceIdentifier<ReturnType<typeof createOpenApiDocGateway>> = Symbol.for('OpenApiDocGateway');

/**
 * Documentation from OpenAPI documents (docs/openapi.md): the units, menus and documents come from this
 * environment's configured documents, read by a worker, and search finds APIs, messages and units in them; everything
 * else still from lcp-rest. The search adapter is small (the matching runs in the worker) and is not a chunk of its
 * own: loading it lazily would make the entry chunk, which every deployment loads, export the lazy loaders.
 */
export const openApiDocsModule = new ContainerModule(({ bind }) => {
  // The list served beside index.html when there is one (changed without a rebuild), else the build's for this
  // environment; read with the first call that needs it.
  bind(UNITS)
    .toDynamicValue((context) => {
      const { environment } = context.get(TOKENS.Deployment);
      const page = context.get(TOKENS.Location).href();
      const platformFetch = context.get(TOKENS.Fetch);
      return createDocumentList({
        listUrl: new URL(`/${OPENAPI_DOCUMENT_LIST_FILE}`, page).href,
        // Each as the build compiled it, where it did (docs/openapi.md "Compiled documents").
        defaults: OPENAPI_DOCUMENTS[environment].map((unit) => ({ ...unit, url: new URL(compiledAddress(unit.url), page).href })),
        // Never a cached copy: a changed list is seen at the next load. Accept keeps dev servers from answering the app.
        fetchList: (url) => platformFetch(url, { cache: 'no-cache', headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(LIST_TIMEOUT_MS) }),
      });
    })
    .inSingletonScope();
  // Made with the documentation ports, when a page first needs them: the worker starts while the list is read.
  bind(ASK).toDynamicValue(() => createWorkerChannel(startOpenApiWorker, { startNow: true })).inSingletonScope();
  bind(GATEWAY).toResolvedValue(createOpenApiDocGateway, [UNITS, ASK]).inSingletonScope();
  bind(TOKENS.DocPort).toResolvedValue((gateway: ReturnType<typeof createOpenApiDocGateway>) => gateway.docs, [GATEWAY]).inSingletonScope();
  bind(TOKENS.BizUnitPort).toResolvedValue((gateway: ReturnType<typeof createOpenApiDocGateway>) => gateway.bizUnits, [GATEWAY]).inSingletonScope();
  // Try it: calls sent from the page to the documents' own servers.
  bind(TOKENS.Documents).toDynamicValue((context) => documentsFeature(context, { callApi: createFetchHttpCall(context.get(TOKENS.Fetch)) })).inSingletonScope();
  // Search: APIs, messages and units from the documents; released documents and FAQ from lcp-rest's indexes (still
  // loaded with the first search).
  bind(TOKENS.SearchPort)
    .toDynamicValue((context) => {
      const preferences = context.get(TOKENS.Preferences);
      return createOpenApiSearchGateway({
        units: context.get(UNITS),
        ask: context.get<OpenApiAsk>(ASK),
        english: () => preferences.getLocale() === 'en-us',
        rest: lcpRestSearch(context),
      });
    })
    .inSingletonScope();
});
