import { Container, type ContainerModule } from 'inversify';
import type { Portal } from '../../application/features/portal';
import type { DocsSource, Variant } from '../../domain/deployment/deployment';
import { lcpDocsModule } from './docs-sources/lcp-docs.module';
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

/** The documents' adapters: lcp-rest's, or (loaded only by such a deployment) the OpenAPI documents'. */
const DOCS_SOURCES: Readonly<Record<DocsSource, () => Promise<ContainerModule>>> = {
  lcp: () => Promise.resolve(lcpDocsModule),
  openapi: async () => (await import('./docs-sources/openapi-docs.module')).openApiDocsModule,
};

export const createAppContainer = async (platform: Platform): Promise<Container> => {
  // Both chunks load at once: awaited one after the other, the documents' module waited a round trip for the profile.
  const [profile, docsSource] = await Promise.all([PROFILES[platform.deployment.variant](), DOCS_SOURCES[platform.deployment.docs]()]);
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
