import type { Connect, Plugin } from 'vite';
import { isDiagramFramePage } from '../pages.ts';
import { TRUSTED_TYPES_DIRECTIVES } from './security-headers.ts';

/**
 * The CSP's Trusted Types on the Vite servers, so every browser test and the route walk run under them as under nginx
 * (whose CSP has the rest): enforced by `vite preview`, reported by the dev server (its error overlay and module
 * reloading are its own; each report is a console error in the browser tests). Not on the diagram frame's page.
 */
export const trustedTypesHeaderPlugin = (): Plugin => {
  const policy = TRUSTED_TYPES_DIRECTIVES.join('; ');
  const header =
    (name: string): Connect.NextHandleFunction =>
    (request, response, next) => {
      if (!isDiagramFramePage(new URL(request.url ?? '/', 'http://portal.invalid').pathname)) response.setHeader(name, policy);
      next();
    };
  return {
    name: 'trusted-types-header',
    configureServer: (server) => void server.middlewares.use(header('Content-Security-Policy-Report-Only')),
    configurePreviewServer: (server) => void server.middlewares.use(header('Content-Security-Policy')),
  };
};
