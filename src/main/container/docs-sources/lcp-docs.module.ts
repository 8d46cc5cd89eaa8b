import { ContainerModule } from 'inversify';
import type { DocPort } from '../../../application/ports/doc.port';
import { createHttpBizUnitGateway } from '../../../infrastructure/gateways/http-biz-unit.gateway';
import { loadOnce } from '../../../application/concurrency/load-once';
import { documentsFeature } from '../features/documents-feature';
import { lazyPort } from '../lazy-port';
import { lcpRestSearch } from '../lcp-rest-search';
import { TOKENS } from '../tokens';

/** Every method of the port but what lcp documents have not (an OpenAPI document's external examples). */
const DOC_METHODS: Readonly<Record<Exclude<keyof DocPort, 'externalExample'>, true>> = {
  bizUnit: true,
  unitVisible: true,
  apiMenu: true,
  apiPage: true,
  apiDoc: true,
  guideTree: true,
  guideDoc: true,
  messageMenu: true,
  messageDoc: true,
  baseSdks: true,
  bizSdks: true,
};

/**
 * Documentation from the lcp-rest doc calls (every deployment but an OpenAPI one). The unit menus are the header's;
 * the document adapter (its contracts and mappers) loads with the first document, which home does not show.
 */
export const lcpDocsModule = new ContainerModule(({ bind }) => {
  bind(TOKENS.BizUnitPort).toResolvedValue(createHttpBizUnitGateway, [TOKENS.LcpRest]).inSingletonScope();
  bind(TOKENS.DocPort)
    .toDynamicValue((context) => {
      const client = context.get(TOKENS.LcpRest);
      return lazyPort(loadOnce(() => import('../../../infrastructure/gateways/http-doc.gateway').then((module) => module.createHttpDocGateway(client))), DOC_METHODS);
    })
    .inSingletonScope();
  bind(TOKENS.Documents).toDynamicValue((context) => documentsFeature(context)).inSingletonScope();
  bind(TOKENS.SearchPort).toDynamicValue(lcpRestSearch).inSingletonScope();
});
