import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Connect, Plugin } from 'vite';
import { TRY_IT_PROXY_ROOT } from '../../src/domain/http-call/try-it-proxy.ts';
import { OPENAPI_DOCUMENT_LIST_FILE } from '../../src/main/deployment/openapi-documents.config.ts';

/**
 * How the portal's own servers say a deployment serves no list of documents (docs/openapi.md "Documents listed at run
 * time"): 204, which the app takes as "use the build's list", where a 404 would be a failed load in the console.
 */
export const NO_DOCUMENT_LIST_STATUS = 204;

const answerNoList =
  (folder: () => string): Connect.NextHandleFunction =>
  (request, response, next) => {
    const path = (request.url ?? '').split('?')[0];
    const noList = path === `/${OPENAPI_DOCUMENT_LIST_FILE}` && !existsSync(join(folder(), OPENAPI_DOCUMENT_LIST_FILE));
    // Try it's proxy is nginx's (`npm run serve`, a deployment's templates): here there is none, said the same way.
    const noProxy = path === TRY_IT_PROXY_ROOT;
    if (!noList && !noProxy) {
      next();
      return;
    }
    response.statusCode = NO_DOCUMENT_LIST_STATUS;
    response.setHeader('Cache-Control', 'no-cache');
    response.end();
  };

/** The dev server (public/) and `vite preview` (dist/) answer a missing list as nginx does, and Try it's proxy as absent. */
export const documentListPlugin = (): Plugin => ({
  name: 'openapi-document-list',
  configureServer(server) {
    server.middlewares.use(answerNoList(() => server.config.publicDir));
  },
  configurePreviewServer(server) {
    server.middlewares.use(answerNoList(() => join(server.config.root, server.config.build.outDir)));
  },
});
