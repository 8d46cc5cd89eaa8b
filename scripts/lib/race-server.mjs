// The race's one origin (issue #20, `npm run bench`): Redoc 2.5, Swagger UI 5 and Scalar (their standalone bundles
// from node_modules) beside this portal (every other request passed to `vite preview`, sandbox on), all reading the
// same documents at the same addresses, with the same bytes: each fetched once from the sandbox and gzipped once.
import { readFileSync } from 'node:fs';
import { createServer, request as forward } from 'node:http';
import { gzipSync } from 'node:zlib';
import { CSP } from './side-by-side.mjs';

const FILES = {
  '/race/redoc.standalone.js': ['node_modules/redoc/bundles/redoc.standalone.js', 'text/javascript'],
  '/race/swagger-ui-bundle.js': ['node_modules/swagger-ui-dist/swagger-ui-bundle.js', 'text/javascript'],
  '/race/swagger-ui.css': ['node_modules/swagger-ui-dist/swagger-ui.css', 'text/css'],
  '/race/scalar.standalone.js': ['node_modules/@scalar/api-reference/dist/browser/standalone.js', 'text/javascript'],
};

/*
 * Each peer as its users get it, with what calls out switched off (Swagger UI's validator badge, Redoc's download
 * button, Scalar's fonts, client, telemetry and agent) and Swagger UI showing schemas rather than examples; anything
 * that still calls out is refused by the browser context and counted. `spec` is the document's address.
 */
const INIT = {
  '/race/redoc-init.js': `const spec = new URLSearchParams(location.search).get('spec');
Redoc.init(spec, { hideDownloadButton: true }, document.getElementById('app'));`,
  '/race/swagger-init.js': `const spec = new URLSearchParams(location.search).get('spec');
SwaggerUIBundle({ url: spec, dom_id: '#app', validatorUrl: null, defaultModelRendering: 'model', deepLinking: true, queryConfigEnabled: false });`,
  '/race/scalar-init.js': `const spec = new URLSearchParams(location.search).get('spec');
Scalar.createApiReference('#app', { url: spec, withDefaultFonts: false, hideClientButton: true, telemetry: false, showDeveloperTools: 'never', agent: { disabled: true }, mcp: { disabled: true } });`,
};

const page = (title, head, body) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title>${head}</head><body><div id="app"></div>${body}</body></html>`;

const PAGES = {
  '/race/redoc.html': page('Redoc', '', '<script src="/race/redoc.standalone.js"></script><script src="/race/redoc-init.js"></script>'),
  '/race/swagger.html': page('Swagger UI', '<link rel="stylesheet" href="/race/swagger-ui.css">', '<script src="/race/swagger-ui-bundle.js"></script><script src="/race/swagger-init.js"></script>'),
  '/race/scalar.html': page('Scalar', '', '<script src="/race/scalar.standalone.js"></script><script src="/race/scalar-init.js"></script>'),
};


/** Once gzipped (level 6, as a static server with precompressed files would serve them). */
const gzipped = (body) => gzipSync(body, { level: 6 });

/**
 * Serves the peers and `documents` (addresses under the preview's origin, e.g. /__sandbox/openapi/stripe.json) on
 * `port`, and passes everything else to `previewOrigin`. With `documentList` (issue #35), the portal's runtime list
 * `/openapi-documents.json` answers it (an array of units: the raw path's); without, the preview answers (204: the
 * build's list, compiled). `extra`: more documents to serve, by address → object (e.g. an exported one).
 */
export const startRaceServer = async (port, previewOrigin, documents, { documentList, extra = {} } = {}) => {
  const bodies = new Map();
  for (const address of documents) {
    const response = await fetch(`${previewOrigin}${address}`);
    if (!response.ok) throw new Error(`${address}: ${String(response.status)} from the sandbox`);
    bodies.set(address, gzipped(Buffer.from(await response.arrayBuffer())));
  }
  const assets = new Map(Object.entries(FILES).map(([path, [file, type]]) => [path, { type, body: gzipped(readFileSync(file)) }]));
  for (const [path, body] of Object.entries(INIT)) assets.set(path, { type: 'text/javascript', body: gzipped(body) });
  for (const [path, body] of Object.entries(PAGES)) assets.set(path, { type: 'text/html; charset=utf-8', body: gzipped(body) });
  for (const address of documents) assets.set(address, { type: 'application/json', body: bodies.get(address) });
  for (const [address, value] of Object.entries(extra)) assets.set(address, { type: 'application/json', body: gzipped(JSON.stringify(value)) });
  if (documentList) assets.set('/openapi-documents.json', { type: 'application/json', body: gzipped(JSON.stringify(documentList)) });
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const asset = assets.get(path);
    if (asset) {
      response.writeHead(200, {
        'content-type': asset.type,
        'content-encoding': 'gzip',
        'content-length': String(asset.body.length),
        'cache-control': 'no-store',
        ...(path.startsWith('/race/') ? { 'content-security-policy': CSP } : {}),
      });
      response.end(asset.body);
      return;
    }
    const target = new URL(request.url ?? '/', previewOrigin);
    const outgoing = forward(target, { method: request.method, headers: { ...request.headers, host: target.host } }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    });
    outgoing.on('error', () => response.destroy());
    request.pipe(outgoing);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${String(port)}`, close: () => server.close() };
};
