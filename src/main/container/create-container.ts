import { Container, type ContainerModule } from 'inversify';
import type { Portal } from '../../application/features/portal';
import type { Variant } from '../../domain/deployment/deployment';
import { portalFeaturesModule } from './portal-features.module';
import { httpModule } from './http.module';
import { platformModule, type Platform } from './platform.module';
import { sessionModule } from './session.module';
import { TOKENS } from './tokens';
import { FEATURE_MODULES } from './portal.module';

/** The variant's profile, loaded on demand so one variant's bundle does not carry the other's adapters. */
const loadProfile = async (variant: Variant): Promise<ContainerModule> =>
  variant === 'internal'
    ? (await import('./profiles/internal.profile')).internalProfile
    : (await import('./profiles/external.profile')).externalProfile;

export const createAppContainer = async (platform: Platform): Promise<Container> => {
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(
    platformModule(platform),
    sessionModule,
    httpModule,
    await loadProfile(platform.deployment.variant),
    portalFeaturesModule,
    ...FEATURE_MODULES,
  );
  return container;
};

export const resolvePortal = (container: Container): Portal => container.get(TOKENS.Portal);
