import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { earlyChunksPlugin } from './src/main/build/early-chunks.vite-plugin.ts';
import { sandboxPlugin } from './src/sandbox/sandbox.vite-plugin.ts';

/*
 * Every module the entry imports statically goes into one chunk. Left to itself the bundler splits the modules the
 * entry shares with lazy pages into some 50 small chunks, all fetched before the first render: many requests for
 * little code (HTTP/1.1 fetches six at a time) and worse compression. Measured on the API doc page: first paint
 * about 300 ms sooner, home's first view 292 → 268 KB gzip (docs/performance.md). The set is found once the module
 * graph is complete (buildEnd), before chunks are made.
 *
 * The walk does not enter the UI libraries' re-export files (index.js): through them every component is reachable,
 * and the menus and dialogs the pages load lazily would be pulled into the first view. What the entry does use of
 * those libraries the bundler places in the entry chunk by itself.
 */
const BARREL = /node_modules\/(@chakra-ui\/react|@ark-ui\/react|lucide-react)\/dist\/(.*\/)?(index\.js|lucide-react\.mjs)$/;

/*
 * The home page, the usual first page, is one chunk too: split by the bundler it was some 17 small files (its views,
 * each icon) that only start loading once the page's own file has arrived. Pages that share a view with it load
 * this chunk (a few KB) instead of that view's own file.
 */
const HOME_PAGE = /\/src\/ui\/pages\/home\/home\.page\.tsx$/;

interface ModuleGraph {
  getModuleInfo(id: string): { readonly importedIds: readonly string[] } | null;
}

/** Every module reachable from `roots` by static imports, not entering the UI libraries' re-export files. */
const staticallyReachable = (graph: ModuleGraph, roots: readonly string[]): Set<string> => {
  const reached = new Set<string>();
  const pending = [...roots];
  while (pending.length) {
    const id = pending.pop() as string;
    if (reached.has(id) || BARREL.test(id)) continue;
    reached.add(id);
    pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return reached;
};

const chunkGroups = (): { plugin: Plugin; firstView: (id: string) => boolean; homePage: (id: string) => boolean } => {
  let firstView = new Set<string>();
  let homePage = new Set<string>();
  const plugin: Plugin = {
    name: 'chunk-groups',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      firstView = staticallyReachable(this, ids.filter((id) => this.getModuleInfo(id)?.isEntry));
      homePage = staticallyReachable(this, ids.filter((id) => HOME_PAGE.test(id)));
    },
  };
  return { plugin, firstView: (id) => firstView.has(id), homePage: (id) => homePage.has(id) && !firstView.has(id) };
};

/*
 * One config for `npm start` (dev server), `npm run build` and `npm run preview`.
 * LCP_REST_TARGET=https://host proxies /lcp-rest to a real backend and turns the built-in sandbox off.
 * The sandbox is server-side middleware only: the production bundle never contains it.
 */
export default defineConfig(({ mode }) => {
  const groups = chunkGroups();
  const env = loadEnv(mode, process.cwd(), '');
  const target = env.LCP_REST_TARGET?.trim();
  const proxy = target
    ? { '^/lcp-rest(?:[/?]|$)': { target, changeOrigin: true, secure: true } }
    : undefined;
  return {
    base: '/',
    plugins: [react(), sandboxPlugin({ enabled: !target }), groups.plugin, earlyChunksPlugin()],
    server: { host: '127.0.0.1', port: 5173, proxy },
    preview: { host: '127.0.0.1', port: 4173, proxy },
    build: {
      target: 'es2022',
      sourcemap: false,
      chunkSizeWarningLimit: 1200,
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              { name: 'first-view', test: groups.firstView, priority: 2 },
              { name: 'home-page', test: groups.homePage, priority: 1 },
            ],
          },
        },
      },
    },
  };
});
