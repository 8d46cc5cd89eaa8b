/**
 * The dependency rule of docs/architecture.md, enforced on every `npm test` (npm run lint):
 * domain <- application <- infrastructure / ui <- main; the sandbox sees only infrastructure DTOs (and the signing rule).
 */
const layer = (name) => `^src/${name}/`;
/** An npm package (or scope) as resolved, with its DefinitelyTyped twin for type-only imports. */
const npm = (name) => `^node_modules/(@types/)?${name}/`;

/**
 * src/ui's top folders in three tiers (docs/architecture.md): the shell imports features and shared, a feature imports
 * itself and shared, shared imports only shared. Shell and shared are ordered: a folder imports none listed before it.
 */
const UI_SHELL = ['routes', 'layouts', 'chrome', 'finder', 'notifications'];
const UI_FEATURES = ['docs', 'tools', 'assistant', 'pages'];
const UI_SHARED = ['rich-text', 'reads', 'widgets', 'theme', 'portal', 'i18n'];
/** The modules of these src/ui folders; the folder is the pattern's first group. */
const uiFolders = (folders) => `^src/ui/(${folders.join('|')})/`;
/** One rule per folder of an ordered tier: it may not import a folder listed before it. */
const uiInOrder = (name, comment, folders) =>
  folders.slice(1).map((folder, index) => ({
    name,
    comment,
    severity: 'error',
    from: { path: uiFolders([folder]) },
    to: { path: uiFolders(folders.slice(0, index + 1)) },
  }));

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
      name: 'ui-feature-not-other-feature',
      comment: 'A feature changes without touching another: what two features share lives in a shared folder.',
      severity: 'error',
      from: { path: uiFolders(UI_FEATURES) },
      to: { path: uiFolders(UI_FEATURES), pathNot: '^src/ui/$1/' },
    },
    {
      name: 'ui-feature-not-shell',
      comment: 'The shell puts features together; a feature never reaches back up into it.',
      severity: 'error',
      from: { path: uiFolders(UI_FEATURES) },
      to: { path: uiFolders(UI_SHELL) },
    },
    {
      name: 'ui-shared-not-feature-or-shell',
      comment: 'Shared ui is the bottom tier: every feature and the shell may use it, so it knows neither.',
      severity: 'error',
      from: { path: uiFolders(UI_SHARED) },
      to: { path: uiFolders([...UI_FEATURES, ...UI_SHELL]) },
    },
    {
      name: 'ui-folder-in-a-tier',
      comment: 'A new src/ui folder is put in one of the three lists above, or its imports would go unchecked.',
      severity: 'error',
      from: { path: '^src/ui/', pathNot: [uiFolders([...UI_SHELL, ...UI_FEATURES, ...UI_SHARED]), '^src/ui/[^/]+$'] },
      to: {},
    },
    ...uiInOrder('ui-shell-in-order', 'UI_SHELL is ordered so that no two shell folders import each other.', UI_SHELL),
    ...uiInOrder('ui-shared-in-order', 'UI_SHARED is ordered so that no two shared folders import each other.', UI_SHARED),
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
