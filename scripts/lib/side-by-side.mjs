/* global document, window, NodeFilter, requestAnimationFrame -- page.evaluate callbacks run in the browser */
// The side-by-side part of `npm run bench`: one OpenAPI document rendered by this portal's API doc page, by Redoc 2
// and by Swagger UI 5 (their standalone bundles from node_modules, served by a local static server).
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const FILES = {
  '/redoc.standalone.js': ['node_modules/redoc/bundles/redoc.standalone.js', 'text/javascript'],
  '/swagger-ui-bundle.js': ['node_modules/swagger-ui-dist/swagger-ui-bundle.js', 'text/javascript'],
  '/swagger-ui.css': ['node_modules/swagger-ui-dist/swagger-ui.css', 'text/css'],
};

// Both renderers configured to show everything unfolded (the fastest way for them to reach a deep field: no clicks
// counted), with their outside calls off: Swagger UI's validator badge, Redoc's download button and search worker.
const INIT = {
  '/redoc-init.js': `const spec = new URLSearchParams(location.search).get('spec');
Redoc.init('/spec/' + spec + '.json', { schemaExpansionLevel: 'all', expandResponses: 'all', hideDownloadButton: true, disableSearch: true, jsonSamplesExpandLevel: 1 }, document.getElementById('app'));`,
  '/swagger-init.js': `const spec = new URLSearchParams(location.search).get('spec');
SwaggerUIBundle({ url: '/spec/' + spec + '.json', dom_id: '#app', validatorUrl: null, docExpansion: 'full', defaultModelRendering: 'model', defaultModelExpandDepth: 99, defaultModelsExpandDepth: -1, deepLinking: false, tryItOutEnabled: false, queryConfigEnabled: false });`,
};

const page = (title, head, init) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>${head}</head><body><div id="app"></div>${init}</body></html>`;

const PAGES = {
  '/redoc.html': page('Redoc', '', '<script src="/redoc.standalone.js"></script><script src="/redoc-init.js"></script>'),
  '/swagger.html': page('Swagger UI', '<link rel="stylesheet" href="/swagger-ui.css">', '<script src="/swagger-ui-bundle.js"></script><script src="/swagger-init.js"></script>'),
};

/** The peers' pages' policy: everything from this origin only (also the race's, race-server.mjs). */
export const CSP = "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; script-src 'self' 'unsafe-eval'; worker-src 'self' blob:; font-src 'self' data:; connect-src 'self'";

/** Serves the two renderers and the specs (`specs[name]` = the OpenAPI object) on `port`. */
export const startRendererServer = (port, specs) =>
  new Promise((resolve) => {
    const server = createServer((request, response) => {
      const path = new URL(request.url ?? '/', 'http://localhost').pathname;
      const send = (status, type, body) => {
        response.writeHead(status, { 'content-type': type, 'content-security-policy': CSP, 'cache-control': 'no-store' });
        response.end(body);
      };
      if (PAGES[path]) return send(200, 'text/html; charset=utf-8', PAGES[path]);
      if (INIT[path]) return send(200, 'text/javascript', INIT[path]);
      if (FILES[path]) return send(200, FILES[path][1], readFileSync(FILES[path][0]));
      const spec = /^\/spec\/([\w-]+)\.json$/.exec(path)?.[1];
      if (spec && specs[spec]) return send(200, 'application/json', JSON.stringify(specs[spec]));
      return send(404, 'text/plain', 'not found');
    });
    server.listen(port, '127.0.0.1', () => resolve({ origin: `http://127.0.0.1:${String(port)}`, close: () => server.close() }));
  });

/** The deepest field of the request body: its path of property names (the first one found at the greatest depth). */
export const deepestRequestField = (spec) => {
  const operation = Object.values(spec.paths)[0].post;
  const root = operation.requestBody.content['application/json'].schema;
  let best = [];
  const walk = (schema, path) => {
    const members = schema.type === 'array' ? schema.items : schema;
    const properties = members?.properties ?? {};
    if (path.length > best.length) best = path;
    for (const [name, child] of Object.entries(properties)) walk(child, [...path, name]);
  };
  walk(root, []);
  return best;
};

/** How many times `name` is a property name in the request body (every one rendered = everything unfolded). */
export const occurrences = (spec, name) => {
  const operation = Object.values(spec.paths)[0].post;
  let count = 0;
  const walk = (schema) => {
    const members = schema?.type === 'array' ? schema.items : schema;
    for (const [key, child] of Object.entries(members?.properties ?? {})) {
      if (key === name) count += 1;
      walk(child);
    }
  };
  walk(operation.requestBody.content['application/json'].schema);
  return count;
};

/**
 * In the page, from navigation start (its own clock): the first text `name` visible in the viewport (scrolled to
 * it, as a reader would, unless `anchorId` names the element the page itself reveals), and the time when `name`
 * has been rendered `expected` times (everything unfolded). Polls once per frame. With `hash`, the clock starts
 * when the page's address changes to it (a navigation inside the single-page app).
 */
export const measureInPage = (page, { name, expected, anchorId, hash, timeoutMs = 60_000 }) =>
  page.evaluate(
    async ([fieldName, expectedCount, anchor, newHash, timeout]) => {
      const start = newHash ? performance.now() : 0;
      if (newHash) window.location.hash = newHash;
      // A name drawn with word-break points (this portal's `values<wbr>Code`) is several text nodes: its element's
      // text is read instead.
      const matches = () => {
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        const found = new Set();
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const parent = node.parentElement;
          const text = parent?.querySelector(':scope > wbr') ? parent.textContent : node.textContent;
          // Drawn, not only in the document: rows kept out of layout (display: none) until a later step are not shown.
          if (parent && text.trim() === fieldName && parent.checkVisibility()) found.add(parent);
        }
        return [...found];
      };
      const inView = (element) => {
        const rect = element.getBoundingClientRect();
        return rect.height > 0 && rect.top >= 0 && rect.bottom <= window.innerHeight;
      };
      let visibleAt;
      let allAt;
      let scrolled = false;
      while ((visibleAt === undefined || allAt === undefined) && performance.now() - start < timeout) {
        await new Promise((resolve) => requestAnimationFrame(resolve));
        if (visibleAt === undefined) {
          const target = anchor ? document.getElementById(anchor) : matches()[0];
          if (target && !anchor && !scrolled) {
            target.scrollIntoView({ block: 'center' });
            scrolled = true;
          }
          if (target && inView(target)) visibleAt = performance.now();
        }
        if (allAt === undefined && matches().length >= expectedCount) allAt = performance.now();
      }
      return { visibleMs: (visibleAt ?? Number.NaN) - start, allMs: (allAt ?? Number.NaN) - start };
    },
    [name, expected, anchorId, hash, timeoutMs],
  );
