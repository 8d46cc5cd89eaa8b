import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { chunkGroups } from './build/chunk-groups.vite-plugin.ts';
import { deployPlugin } from './build/deploy/deploy.vite-plugin.ts';
import { documentListPlugin } from './build/deploy/document-list.vite-plugin.ts';
import { cspHeaderPlugin } from './build/deploy/csp-header.vite-plugin.ts';
import { earlyChunksPlugin } from './build/early-chunks.vite-plugin.ts';
import { openApiCompilePlugin } from './build/openapi/openapi-compile.vite-plugin.ts';
import { PAGES } from './build/pages.ts';
import { themeStartPlugin } from './build/theme-start.vite-plugin.ts';
import { sandboxPlugin } from './src/sandbox/sandbox.vite-plugin.ts';

/*
 * One config for `npm start` (dev server), `npm run build` and `npm run preview`.
 * LCP_REST_TARGET=https://host proxies /lcp-rest to a real backend and turns the built-in sandbox off.
 * The sandbox is server-side middleware only: the production bundle never contains it.
 */
export default defineConfig(({ mode }) => {
  const chunks = chunkGroups();
  const env = loadEnv(mode, process.cwd(), '');
  const target = env.LCP_REST_TARGET?.trim();
  const proxy = target
    ? { '^/lcp-rest(?:[/?]|$)': { target, changeOrigin: true, secure: true } }
    : undefined;
  return {
    base: '/',
    plugins: [react(), themeStartPlugin(), sandboxPlugin({ enabled: !target }), chunks.plugin, earlyChunksPlugin(), openApiCompilePlugin(), deployPlugin(), documentListPlugin(), cspHeaderPlugin()],
    server: { host: '127.0.0.1', port: 5173, proxy },
    preview: { host: '127.0.0.1', port: 4173, proxy },
    // Module workers (started with type 'module'), so the documents' worker loads its markdown renderer and YAML reader
    // as chunks of their own when it first needs them, not all at its start (docs/performance.md).
    worker: { format: 'es' },
    build: {
      target: 'es2022',
      sourcemap: false,
      chunkSizeWarningLimit: 1200,
      rolldownOptions: {
        input: PAGES,
        // Chakra's theme module builds its whole default config (every component's recipe, ~160 KB before gzip) at
        // its top level, which the portal never uses (it names its own recipes, src/ui/theme/theme.ts): marking the
        // config builders pure lets the unused recipes go (docs/performance.md).
        treeshake: { manualPureFunctions: ['defineConfig', 'defineRecipe', 'defineSlotRecipe'] },
        output: {
          // docs/performance.md: why the first view and the pages most often opened first are one chunk each.
          codeSplitting: { groups: [...chunks.groups] },
        },
      },
    },
  };
});
