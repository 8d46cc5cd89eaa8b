/**
 * The dependency rule of docs/architecture.md, enforced on every `npm test` (npm run lint):
 * domain <- application <- infrastructure / ui <- main; the sandbox sees only infrastructure DTOs (and the signing rule).
 */
const layer = (name) => `^src/${name}/`;
/** An npm package (or scope) as resolved, with its DefinitelyTyped twin for type-only imports. */
const npm = (name) => `^node_modules/(@types/)?${name}/`;

module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment: 'src/domain may import only fp-ts and itself.',
      severity: 'error',
      from: { path: layer('domain') },
      to: { pathNot: [layer('domain'), '^node_modules/fp-ts/'] },
    },
    {
      name: 'application-sees-domain-only',
      comment: 'src/application may import domain, fp-ts and itself.',
      severity: 'error',
      from: { path: layer('application') },
      to: { pathNot: [layer('domain'), layer('application'), '^node_modules/fp-ts/'] },
    },
    {
      name: 'infrastructure-not-ui-main-sandbox',
      severity: 'error',
      from: { path: layer('infrastructure') },
      to: { path: [layer('ui'), layer('main'), layer('sandbox')] },
    },
    {
      name: 'ui-not-infrastructure-main-sandbox',
      comment: 'Views reach adapters only through the UseCases registry.',
      severity: 'error',
      from: { path: layer('ui') },
      to: { path: [layer('infrastructure'), layer('main'), layer('sandbox')] },
    },
    {
      name: 'infrastructure-no-view-or-container-packages',
      comment: 'Adapters are plain TypeScript: rendering, routing, queries, styling, translation and the container are ui\'s and main\'s.',
      severity: 'error',
      from: { path: layer('infrastructure') },
      to: {
        path: ['react', 'react-dom', '@tanstack', '@chakra-ui', '@emotion', 'lucide-react', 'i18next', 'react-i18next', 'inversify']
          .map(npm),
      },
    },
    {
      name: 'ui-no-zod-or-inversify',
      comment: 'Parsing payloads is infrastructure\'s (dto/); views reach adapters through use cases, never the container.',
      severity: 'error',
      from: { path: layer('ui') },
      to: { path: ['zod', 'inversify'].map(npm) },
    },
    {
      name: 'sandbox-sees-dtos-only',
      comment: 'Besides the DTOs, the gateway stand-in verifies signs with the portal\'s own rule (domain/signature and the digest adapter), the search index leaves diagram source out by the portal\'s (domain/doc/diagram-source), and the OpenAPI documents are compiled by the portal\'s own compiler (infrastructure/openapi).',
      severity: 'error',
      from: { path: layer('sandbox') },
      to: {
        path: [layer('domain'), layer('application'), layer('ui'), layer('main'), '^src/infrastructure/(?!dto/)'],
        pathNot: ['^src/domain/signature/', '^src/infrastructure/crypto/', '^src/domain/doc/diagram-source\\.ts$', '^src/infrastructure/openapi/'],
      },
    },
    {
      name: 'nothing-imports-the-sandbox',
      comment: 'The production bundle holds no sandbox code; only vite.config.ts and scripts load it.',
      severity: 'error',
      from: { path: '^src/', pathNot: layer('sandbox') },
      to: { path: layer('sandbox') },
    },
    {
      name: 'nothing-imports-the-publish-step',
      comment: 'The publish step (src/publish) is a composition root for Node: the browser app never imports it.',
      severity: 'error',
      from: { path: '^src/', pathNot: layer('publish') },
      to: { path: layer('publish') },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'Every import resolves: a typo or a package missing from package.json fails here, not in the browser.',
      severity: 'error',
      from: { path: '^src/' },
      to: { couldNotResolve: true },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // No `exclude` of .d.ts files: a package whose `types` condition resolves to one (Chakra, TanStack, marked, ...)
    // would drop out of the graph and pass every rule above.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
  },
};
