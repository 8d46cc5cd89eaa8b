/**
 * The dependency rule of docs/architecture.md, enforced on every `npm test` (npm run lint):
 * domain <- application <- infrastructure / ui <- main; the sandbox sees only infrastructure DTOs (and the signing rule).
 */
const layer = (name) => `^src/${name}/`;

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
      comment: 'Views reach adapters only through the UseCases registry; never the container.',
      severity: 'error',
      from: { path: layer('ui') },
      to: { path: [layer('infrastructure'), layer('main'), layer('sandbox'), '^node_modules/inversify/'] },
    },
    {
      name: 'sandbox-sees-dtos-only',
      comment: 'Besides the DTOs, the gateway stand-in verifies signs with the portal\'s own rule: domain/signature and the digest adapter.',
      severity: 'error',
      from: { path: layer('sandbox') },
      to: {
        path: [layer('domain'), layer('application'), layer('ui'), layer('main'), '^src/infrastructure/(?!dto/)'],
        pathNot: ['^src/domain/signature/', '^src/infrastructure/crypto/'],
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
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.d\\.ts$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
  },
};
