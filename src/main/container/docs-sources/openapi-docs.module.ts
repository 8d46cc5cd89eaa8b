import { ContainerModule, type ServiceIdentifier } from 'inversify';
import { createOpenApiDocGateway } from '../../../infrastructure/openapi/openapi-doc.gateway';
import { createWorkerChannel, startOpenApiWorker } from '../../../infrastructure/openapi/openapi-worker.channel';
import { OPENAPI_DOCUMENTS } from '../../deployment/openapi-documents.config';
import { TOKENS } from '../tokens';

const GATEWAY: ServiceIdentifier<ReturnType<typeof createOpenApiDocGateway>> = Symbol.for('OpenApiDocGateway');

/**
 * Documentation from OpenAPI documents (docs/openapi.md): the units, menus and documents come from this
 * environment's configured documents, read by a worker; everything else still from lcp-rest.
 */
export const openApiDocsModule = new ContainerModule(({ bind }) => {
  bind(GATEWAY)
    .toDynamicValue((context) => {
      const { environment } = context.get(TOKENS.Deployment);
      const page = context.get(TOKENS.Location).href();
      const units = OPENAPI_DOCUMENTS[environment].map((unit) => ({ ...unit, url: new URL(unit.url, page).href }));
      return createOpenApiDocGateway(units, createWorkerChannel(startOpenApiWorker));
    })
    .inSingletonScope();
  bind(TOKENS.DocPort).toResolvedValue((gateway: ReturnType<typeof createOpenApiDocGateway>) => gateway.docs, [GATEWAY]).inSingletonScope();
  bind(TOKENS.BizUnitPort).toResolvedValue((gateway: ReturnType<typeof createOpenApiDocGateway>) => gateway.bizUnits, [GATEWAY]).inSingletonScope();
});
