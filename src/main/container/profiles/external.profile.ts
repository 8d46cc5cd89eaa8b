import { ContainerModule } from 'inversify';
import { createIdaasLoginAdapter } from '../../../infrastructure/login/idaas-login.adapter';
import { wmsSystemsSource } from '../../../application/use-cases/list-my-systems.use-case';
import { TOKENS } from '../tokens';
import { customerPortalFeatures } from './external.features';

/**
 * Customer portal (and its us/eu sites): identity-service login, Account-Type idaas, My System lists the team's WMS
 * systems; its features.
 */
export const externalProfile = new ContainerModule(({ bind }) => {
  bind(TOKENS.VariantFeatures).toConstantValue(customerPortalFeatures);
  bind(TOKENS.MySystemsSource).toResolvedValue(wmsSystemsSource, [TOKENS.MySystemPort]).inSingletonScope();
  bind(TOKENS.LoginPort)
    .toDynamicValue((context) =>
      createIdaasLoginAdapter({
        client: context.get(TOKENS.LcpRest),
        source: context.get(TOKENS.LoginSource),
        location: context.get(TOKENS.Location),
      }),
    )
    .inSingletonScope();
});
