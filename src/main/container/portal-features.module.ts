import { ContainerModule } from 'inversify';
import { featuresOnSite } from '../deployment/portal-features.config';
import { TOKENS } from './tokens';

/** This deployment's features: the ones its variant's profile binds, changed by its site (international or not). */
export const portalFeaturesModule = new ContainerModule(({ bind }) => {
  bind(TOKENS.PortalFeatures).toResolvedValue(featuresOnSite, [TOKENS.VariantFeatures, TOKENS.Deployment]).inSingletonScope();
});
