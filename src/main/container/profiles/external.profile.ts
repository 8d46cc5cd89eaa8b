import { ContainerModule } from 'inversify';
import { createIdaasLoginAdapter } from '../../../infrastructure/login/idaas-login.adapter';
import { TOKENS } from '../tokens';

/** Customer portal (and its us/eu sites): identity-service login, Account-Type idaas. */
export const externalProfile = new ContainerModule(({ bind }) => {
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
