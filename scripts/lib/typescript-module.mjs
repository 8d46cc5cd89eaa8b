// Loads one of the portal's TypeScript modules in Node through a Vite server kept open until closed (for a script,
// the process's life). Vite's `runnerImport` closes its module runner once the module is loaded, so an import the
// module makes later (the reader loads the `yaml` parser only when a document is YAML) fails with "Vite module runner
// has been closed".
import { createServer } from 'vite';

export const loadTypeScript = async (path) => {
  const server = await createServer({
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    // Its own cache, and no dependency optimizing: run inside the dev server (the sandbox compiles its documents
    // with it), it must not rewrite the dev server's optimized dependencies under the page (504 Outdated Optimize Dep).
    cacheDir: 'node_modules/.vite-typescript-module',
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  return { module: await server.ssrLoadModule(path), close: () => server.close() };
};

export const importTypeScript = async (path) => (await loadTypeScript(path)).module;
