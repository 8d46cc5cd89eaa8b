import { ContainerModule, type ServiceIdentifier } from 'inversify';
import { createOpenApiDocGateway, type OpenApiUnit } from '../../../infrastructure/openapi/openapi-doc.gateway';
import { createOpenApiSearchGateway } from '../../../infrastructure/openapi/openapi-search.gateway';
import { createWorkerChannel, startOpenApiWorker, type OpenApiAsk } from '../../../infrastructure/openapi/openapi-worker.channel';
import { OPENAPI_DOCUMENTS } from '../../deployment/openapi-documents.config';
import { TOKENS } from '../tokens';

const UNITS: ServiceIdentifier<readonly OpenApiUnit[]> = Symbol.for('OpenApiUnits');
/** The one documents' worker: pages and search share its readings. */
const ASK: ServiceIdentifier<OpenApiAsk> = Symbol.for('OpenApiAsk');
const GATEWAY: ServiceIdentifier<ReturnType<typeof createOpenApiDocGateway>> = Symbol.for('OpenApiDocGateway');

/**
 * Documentation from OpenAPI documents (docs/openapi.md): the units, menus and documents come from this
 * environment's configured documents, read by a worker, and search finds APIs, messages and units in them; everything
 * else still from lcp-rest. The search adapter is small (the matching runs in the worker) and is not a chunk of its
 * own: loading it lazily would make the entry chunk, which every deployment loads, export the lazy loaders.
 */
export const openApiDocsModule = new ContainerModule(({ bind, onActivation }) => {
  bind(UNITS)
    .toDynamicValue((context) => {
      const { environment } = context.get(TOKENS.Deployment);
      const page = context.get(TOKENS.Location).href();
      return OPENAPI_DOCUMENTS[environment].map((unit) => ({ ...unit, url: new URL(unit.url, page).href }));
    })
    .inSingletonScope();
  bind(ASK).toDynamicValue(() => createWorkerChannel(startOpenApiWorker)).inSingletonScope();
  bind(GATEWAY).toResolvedValue(createOpenApiDocGateway, [UNITS, ASK]).inSingletonScope();
  bind(TOKENS.DocPort).toResolvedValue((gateway: ReturnType<typeof createOpenApiDocGateway>) => gateway.docs, [GATEWAY]).inSingletonScope();
  bind(TOKENS.BizUnitPort).toResolvedValue((gateway: ReturnType<typeof createOpenApiDocGateway>) => gateway.bizUnits, [GATEWAY]).inSingletonScope();
  // Search: APIs, messages and units from the documents; released documents and FAQ from lcp-rest's indexes, which is
  // the search http.module binds (still loaded with the first search), wrapped here as it is made.
  onActivation(TOKENS.SearchPort, (context, rest) => {
    const preferences = context.get(TOKENS.Preferences);
    return createOpenApiSearchGateway({
      units: context.get<readonly OpenApiUnit[]>(UNITS),
      ask: context.get<OpenApiAsk>(ASK),
      english: () => preferences.getLocale() === 'en-us',
      rest,
    });
  });
});
