import { Container, type ContainerModule } from 'inversify';
import type { Portal } from '../../application/features/portal';
import type { Variant } from '../../domain/deployment/deployment';
import { DOCS_SOURCE_PLUGINS } from './docs-sources/docs-sources';
import { portalFeaturesModule } from './portal-features.module';
import { httpModule } from './http.module';
import { platformModule, type Platform } from './platform.module';
import { sessionModule } from './session.module';
import { TOKENS } from './tokens';
import { FEATURE_MODULES } from './portal.module';

/** The variant's profile, loaded on demand so one variant's bundle does not carry the other's adapters. */
const PROFILES: Readonly<Record<Variant, () => Promise<ContainerModule>>> = {
  internal: async () => (await import('./profiles/internal.profile')).internalProfile,
  external: async () => (await import('./profiles/external.profile')).externalProfile,
};

export const createAppContainer = async (platform: Platform): Promise<Container> => {
  // Both chunks load at once: awaited one after the other, the documents' module waited a round trip for the profile.
  const [profile, docsSource] = await Promise.all([PROFILES[platform.deployment.variant](), DOCS_SOURCE_PLUGINS[platform.deployment.docs].module()]);
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(
    platformModule(platform),
    sessionModule,
    httpModule,
    profile,
    docsSource,
    portalFeaturesModule,
    ...FEATURE_MODULES,
  );
  return container;
};

export const resolvePortal = (container: Container): Portal => container.get(TOKENS.Portal);
