import { ContainerModule } from 'inversify';
import { createHttpTicketExchange } from '../../../infrastructure/gateways/http-team.gateway';
import { createSsoLoginAdapter } from '../../../infrastructure/login/sso-login.adapter';
import { TOKENS } from '../tokens';
import { staffPortalFeatures } from './internal.features';

/** Staff portal: employee single sign-on, Account-Type erp; its features (My System lists product applications). */
export const internalProfile = new ContainerModule(({ bind }) => {
  bind(TOKENS.VariantFeatures).toConstantValue(staffPortalFeatures);
  bind(TOKENS.LoginPort)
    .toDynamicValue((context) => {
      const deployment = context.get(TOKENS.Deployment);
      const environment = context.get(TOKENS.HostTable).environments[deployment.environment];
      return createSsoLoginAdapter({
        client: context.get(TOKENS.LcpRest),
        ssoOrigin: environment.ssoOrigin,
        cookieDomain: environment.cookieDomain,
        location: context.get(TOKENS.Location),
      });
    })
    .inSingletonScope();
  bind(TOKENS.TicketExchange)
    .toDynamicValue((context) => {
      const deployment = context.get(TOKENS.Deployment);
      const { cookieDomain } = context.get(TOKENS.HostTable).environments[deployment.environment];
      return createHttpTicketExchange(context.get(TOKENS.LcpRest), cookieDomain);
    })
    .inSingletonScope();
});
