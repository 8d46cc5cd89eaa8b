import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Connect, Plugin } from 'vite';
import { inlineScriptHashes } from '../early-chunks.vite-plugin.ts';
import { isDiagramFramePage } from '../pages.ts';
import { SANDBOX_ONLY_PREFIXES } from './nginx-config.ts';
import { contentSecurityPolicy, DIAGRAM_FRAME_POLICY, TRUSTED_TYPES_DIRECTIVES } from './security-headers.ts';

/**
 * Where `vite preview` lets the page call: anywhere over HTTP(S). Under nginx the list is the Try it servers of the
 * deployment's documents (`tryItOf`); in the browser tests those servers are stand-ins the tests answer themselves,
 * and a test may list documents of its own. The nginx project checks the deployment's own list.
 */
export const PREVIEW_CONNECT_SOURCES = ['http:', 'https:'] as const;

/**
 * The CSP `vite preview` sends for a path, as nginx would (docs/security.md): the diagram frame's own; the sandbox's
 * login, file and console pages none (under nginx they keep their own headers); every other answer the portal's, with
 * the inline scripts' hashes of the index.html that was built.
 */
export const previewPolicy = (path: string, scriptHashes: readonly string[]): string | undefined => {
  if (isDiagramFramePage(path)) return DIAGRAM_FRAME_POLICY;
  if (SANDBOX_ONLY_PREFIXES.some((prefix) => path.startsWith(prefix))) return undefined;
  return contentSecurityPolicy(scriptHashes, PREVIEW_CONNECT_SOURCES);
};

const pathOf = (request: Connect.IncomingMessage) => new URL(request.url ?? '/', 'http://portal.invalid').pathname;

/**
 * The deployment's CSP on the Vite servers, so every browser test and the route walk run under it as under nginx:
 * enforced whole by `vite preview` (`previewPolicy`); on the dev server only its Trusted Types, reported, not enforced
 * (its index.html, error overlay and module reloading are its own; each report is a console error in the browser
 * tests).
 */
export const cspHeaderPlugin = (): Plugin => ({
  name: 'csp-header',
  configureServer: (server) =>
    void server.middlewares.use((request, response, next) => {
      if (!isDiagramFramePage(pathOf(request))) response.setHeader('Content-Security-Policy-Report-Only', TRUSTED_TYPES_DIRECTIVES.join('; '));
      next();
    }),
  configurePreviewServer: (server) => {
    const page = readFileSync(join(resolve(server.config.root, server.config.build.outDir), 'index.html'), 'utf8');
    const scriptHashes = inlineScriptHashes(page);
    server.middlewares.use((request, response, next) => {
      const policy = previewPolicy(pathOf(request), scriptHashes);
      if (policy) response.setHeader('Content-Security-Policy', policy);
      next();
    });
  },
});
