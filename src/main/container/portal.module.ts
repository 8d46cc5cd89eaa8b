import { ContainerModule } from 'inversify';
import type { DeploymentValues } from '../../application/features/portal';
import { sitePathOf } from '../../domain/deployment/site-path';
import { chromeLinksFor } from '../deployment/portal-features.config';
import { identityModule } from './features/identity.module';
import { preferencesModule } from './features/preferences.module';
import { productsModule } from './features/products.module';
import { searchModule } from './features/search.module';
import { supportModule } from './features/support.module';
import { toolsModule } from './features/tools.module';
import { TOKENS } from './tokens';

/** The deployment's values and the Portal the views receive: its stores and one object per feature module. */
const portalValuesModule = new ContainerModule(({ bind }) => {
  bind(TOKENS.DeploymentValues)
    .toDynamicValue((context): DeploymentValues => {
      const deployment = context.get(TOKENS.Deployment);
      return {
        deployment,
        portalConfig: context.get(TOKENS.PortalConfig),
        chromeLinks: chromeLinksFor(deployment),
        sitePath: sitePathOf(deployment.site),
        sites: context.get(TOKENS.HostTable).sites[deployment.environment],
        features: context.get(TOKENS.PortalFeatures),
      };
    })
    .inSingletonScope();
  bind(TOKENS.Portal)
    .toDynamicValue((context) => ({
      values: context.get(TOKENS.DeploymentValues),
      session: context.get(TOKENS.Session),
      notifications: context.get(TOKENS.Notifications),
      identity: context.get(TOKENS.Identity),
      documents: context.get(TOKENS.Documents),
      search: context.get(TOKENS.Search),
      tools: context.get(TOKENS.Tools),
      support: context.get(TOKENS.Support),
      products: context.get(TOKENS.Products),
      preferences: context.get(TOKENS.Preferences),
    }))
    .inSingletonScope();
});

/**
 * Every feature's module, in one list (Documents is bound by the deployment's docs source: docs-sources/). A new feature is its interface (application/features), its field of `Portal`
 * and its token, a module file binding it, and its line here and in the Portal's binding above.
 */
export const FEATURE_MODULES = [
  portalValuesModule,
  identityModule,
  searchModule,
  toolsModule,
  supportModule,
  productsModule,
  preferencesModule,
] as const;
