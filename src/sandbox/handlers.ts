import { http, HttpResponse, type RequestHandler } from 'msw';
import { bizUnitHandlers } from './handlers/biz-unit.handlers.ts';
import { consoleHandlers } from './handlers/console.handlers.ts';
import { consolePageHandlers } from './handlers/console-page.handlers.ts';
import { contentHandlers } from './handlers/content.handlers.ts';
import { identityHandlers } from './handlers/identity.handlers.ts';
import { oauthHandlers } from './handlers/oauth.handlers.ts';
import { openApiHandlers } from './handlers/openapi.handlers.ts';
import { pageHandlers } from './handlers/pages.handlers.ts';
import { shopApiHandlers } from './handlers/shop-api.handlers.ts';
import { productHandlers } from './handlers/product.handlers.ts';
import { supportHandlers } from './handlers/support.handlers.ts';
import type { SandboxStore } from './store.ts';

/** Every handler of the sandbox, with a JSON 404 last so an unknown /lcp-rest or /__sandbox path never falls through. */
export const createSandboxHandlers = (store: SandboxStore): RequestHandler[] => [
  ...identityHandlers(store),
  ...bizUnitHandlers(store),
  ...contentHandlers(store),
  ...supportHandlers(store),
  ...consoleHandlers(store),
  ...productHandlers(store),
  ...oauthHandlers(store),
  ...pageHandlers(store),
  ...consolePageHandlers(store),
  ...openApiHandlers(),
  ...shopApiHandlers(),
  http.all('/lcp-rest/*', ({ request }) =>
    HttpResponse.json({ code: 404, message: `sandbox: no handler for ${request.method} ${new URL(request.url).pathname}`, error: 'NotFound', data: null }, { status: 404 }),
  ),
  http.all('/__sandbox/*', () => HttpResponse.json({ code: 404, message: 'sandbox: unknown page', error: 'NotFound', data: null }, { status: 404 })),
];

export { isSandboxPath } from './sandbox-paths.ts';
