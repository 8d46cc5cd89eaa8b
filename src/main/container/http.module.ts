import { ContainerModule } from 'inversify';
import { resolveLocale } from '../../domain/deployment/resolve-deployment';
import { createLcpRestClient } from '../../infrastructure/http/lcp-rest.client';
import { createHttpEvaluationGateway } from '../../infrastructure/gateways/http-evaluation.gateway';
import { createHttpTokenGateway } from '../../infrastructure/gateways/http-token.gateway';
import { createHttpProductGateway } from '../../infrastructure/gateways/http-product.gateway';
import { createHttpMySystemGateway } from '../../infrastructure/gateways/http-my-system.gateway';
import { createHttpFaqGateway } from '../../infrastructure/gateways/http-faq.gateway';
import { createTimerScheduler } from '../../infrastructure/browser/timer.scheduler';
import { createHttpTeamGateway } from '../../infrastructure/gateways/http-team.gateway';
import { createHttpUserGateway } from '../../infrastructure/gateways/http-user.gateway';
import { createHttpWorkOrderGateway } from '../../infrastructure/gateways/http-work-order.gateway';
import { loadOnce } from '../../application/concurrency/load-once';
import { lazyPort } from './lazy-port';
import { TOKENS } from './tokens';
import { siteHeaderOf } from '../deployment/site-header';
import { LOCALE_KEY } from '../../application/session/storage-keys';

/** The lcp-rest client and the HTTP adapters that both variants share (the documents' come with their source: docs-sources/). */
export const httpModule = new ContainerModule(({ bind }) => {
  bind(TOKENS.LcpRest)
    .toDynamicValue((context) => {
      const deployment = context.get(TOKENS.Deployment);
      const local = context.get(TOKENS.LocalStore);
      return createLcpRestClient({
        baseUrl: '/lcp-rest',
        accountType: deployment.accountType,
        cookies: context.get(TOKENS.Cookies),
        locale: () => resolveLocale(local.get(LOCALE_KEY), deployment),
        site: siteHeaderOf(deployment),
        onFailure: context.get(TOKENS.FailureHandler),
        fetch: context.get(TOKENS.Fetch),
      });
    })
    .inSingletonScope();
  bind(TOKENS.UserPort).toResolvedValue(createHttpUserGateway, [TOKENS.LcpRest]).inSingletonScope();
  // Released platform documents (document centre, product documents): their mappers load with the first such page.
  bind(TOKENS.ReleaseDocPort)
    .toDynamicValue((context) => {
      const client = context.get(TOKENS.LcpRest);
      const gateway = loadOnce(() => import('../../infrastructure/gateways/http-release-doc.gateway').then((module) => module.createHttpReleaseDocGateway(client)));
      return lazyPort(gateway, { releaseDocList: true, productDocTree: true, releasedDoc: true, miniProduct: true });
    })
    .inSingletonScope();
  bind(TOKENS.WorkOrderPort).toResolvedValue(createHttpWorkOrderGateway, [TOKENS.LcpRest]).inSingletonScope();
  bind(TOKENS.EvaluationPort).toResolvedValue(createHttpEvaluationGateway, [TOKENS.LcpRest]).inSingletonScope();
  bind(TOKENS.TeamPort).toResolvedValue(createHttpTeamGateway, [TOKENS.LcpRest]).inSingletonScope();
  bind(TOKENS.TokenPort).toResolvedValue(createHttpTokenGateway, [TOKENS.LcpRest]).inSingletonScope();
  bind(TOKENS.ProductPort).toResolvedValue(createHttpProductGateway, [TOKENS.LcpRest]).inSingletonScope();
  bind(TOKENS.MySystemPort).toResolvedValue(createHttpMySystemGateway, [TOKENS.LcpRest]).inSingletonScope();
  // The API test console's adapter (its contracts and the parameter tree's rules) loads with the console's first call.
  bind(TOKENS.ApiTestPort)
    .toDynamicValue((context) => {
      const client = context.get(TOKENS.LcpRest);
      const gateway = loadOnce(() => import('../../infrastructure/gateways/http-api-test.gateway').then((module) => module.createHttpApiTestGateway(client)));
      return lazyPort(gateway, { testableApis: true, paramTree: true, visibilityMap: true, formatForGateway: true, format: true, testUnitApi: true, codegen: true });
    })
    .inSingletonScope();
  // The assistant's adapter (its contracts) loads with its first call: no first view asks it.
  bind(TOKENS.AssistantPort)
    .toDynamicValue((context) => {
      const client = context.get(TOKENS.LcpRest);
      const gateway = loadOnce(() => import('../../infrastructure/gateways/http-assistant.gateway').then((module) => module.createHttpAssistantGateway(client)));
      return lazyPort(gateway, { baseInfo: true, suggestions: true, searchAi: true, saveRecord: true, history: true });
    })
    .inSingletonScope();
  bind(TOKENS.FaqPort).toResolvedValue(createHttpFaqGateway, [TOKENS.LcpRest]).inSingletonScope();
  bind(TOKENS.Scheduler).toConstantValue(createTimerScheduler());
});
