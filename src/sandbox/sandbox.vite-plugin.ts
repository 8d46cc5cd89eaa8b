import type { Plugin } from 'vite';
import { createSandboxMiddleware } from './middleware.ts';

/**
 * Serves the sandbox backend inside `vite` (dev) and `vite preview`. Server-side only: nothing of it reaches the
 * bundle. Off when a real backend is configured (LCP_REST_TARGET), since middlewares run before the proxy.
 */
export const sandboxPlugin = ({ enabled }: { enabled: boolean }): Plugin => {
  const middleware = enabled ? createSandboxMiddleware() : undefined;
  return {
    name: 'lcp-sandbox',
    apply: 'serve',
    configureServer(server) {
      if (middleware) server.middlewares.use(middleware);
    },
    configurePreviewServer(server) {
      if (middleware) server.middlewares.use(middleware);
    },
  };
};
