import { ContainerModule } from 'inversify';
import { createIdaasLoginAdapter } from '../../../infrastructure/login/idaas-login.adapter';
import { TOKENS } from '../tokens';
import { customerPortalFeatures } from './external.features';

/**
 * Customer portal (and its us/eu sites): identity-service login, Account-Type idaas; its features (My System lists
 * the team's WMS systems and the account's product applications).
 */
export const externalProfile = new ContainerModule(({ bind }) => {
  bind(TOKENS.VariantFeatures).toConstantValue(customerPortalFeatures);
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
