import type { ContainerModule } from 'inversify';
import type { DocsSource } from '../../../domain/deployment/deployment';
import type { DocsSourceFeatures } from '../../../domain/deployment/portal-features';
import { lcpDocsModule } from './lcp-docs.module';

/**
 * A source of documentation, whole: the container module that binds its ports, search and Documents feature; what it
 * decides of the portal (every docs source feature: none is inherited from another source); and the lazy locale areas
 * its pages need from the start. The start-up preloads are found from its module's file
 * (build/early-chunks.vite-plugin.ts `docsSourceModule`; test/core/main/docs-sources.test.ts holds them together).
 */
export interface DocsSourcePlugin {
  readonly module: () => Promise<ContainerModule>;
  readonly features: DocsSourceFeatures;
  readonly localeAreas: readonly string[];
}

/** Every docs source (docs/architecture.md "How to add … a docs source"): a new one fails the type check here. */
export const DOCS_SOURCE_PLUGINS = {
  // The lcp-rest doc calls: the unit menus are the header's, so its module is in the entry (no chunk of its own).
  lcp: {
    module: () => Promise.resolve(lcpDocsModule),
    features: { docsTerms: 'lcp', lcpGatewayTools: true },
    localeAreas: [],
  },
  // OpenAPI documents (docs/openapi.md), loaded only by such a deployment, with the words of their fields' facts.
  openapi: {
    module: async () => (await import('./openapi-docs.module')).openApiDocsModule,
    features: { docsTerms: 'openapi', lcpGatewayTools: false },
    localeAreas: ['openapi'],
  },
} as const satisfies Record<DocsSource, DocsSourcePlugin>;
