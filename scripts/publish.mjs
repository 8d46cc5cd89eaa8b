#!/usr/bin/env node
// `npm run publish`: the published documents (docs/publishing.md). Reads every public document through the portal's own
// gateways, from the backend LCP_REST_TARGET names, else the embedded sandbox, and writes a new snapshot of plain pages,
// Markdown twins, sitemaps, robots.txt and llms.txt under PUBLISH_DIR (default published/), served from
// PUBLISH_DIR/current, which moves to it in one step. PUBLISH_ENVIRONMENT (prod, uat, test; default local) picks the
// hosts of the host table; on local every site is served from PUBLISH_ORIGIN (default http://127.0.0.1:$PORT, 4180).
// PUBLISH_SITES (e.g. `common` or `us,eu`) publishes only those sites; the others keep what they had.
// PUBLISH_VARIANT=internal publishes the staff portal instead (nothing of it is published otherwise), for prod, uat or
// test, into its own folder (default published-staff/), its robots.txt disallowing all.
// PUBLISH_DOCS=openapi publishes the OpenAPI deployment instead (hosts with docs: 'openapi'; on local the sandbox's, as
// ?docs=openapi opens it), into its own folder (default published-openapi/): its documents from PUBLISH_OPENAPI_LIST (a
// file in the run-time list's format) else the environment's built-in list, relative addresses read from
// PUBLISH_OPENAPI_BASE (default: the embedded sandbox on local, else the local origin).
// Prints a summary; exits 1 when any read failed (its last published page is kept) or nothing could be written.
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { runnerImport } from 'vite';

const started = performance.now();
const environment = process.env.PUBLISH_ENVIRONMENT ?? 'local';
const variant = process.env.PUBLISH_VARIANT ?? 'external';
const docs = process.env.PUBLISH_DOCS ?? 'lcp';
const outDir = resolve(process.env.PUBLISH_DIR ?? (variant === 'internal' ? 'published-staff' : docs === 'openapi' ? 'published-openapi' : 'published'));
const localOrigin = process.env.PUBLISH_ORIGIN ?? `http://127.0.0.1:${process.env.PORT ?? '4180'}`;
const target = process.env.LCP_REST_TARGET?.trim();

const fail = (message) => {
  console.error(`publish: ${message}`);
  process.exit(1);
};
if (!['prod', 'uat', 'test', 'local'].includes(environment)) fail(`PUBLISH_ENVIRONMENT must be prod, uat, test or local, not "${environment}"`);
if (variant === 'internal' && environment === 'local') fail('the staff portal shares the local origin with the customer portal: publish it for PUBLISH_ENVIRONMENT prod, uat or test');
if (!['external', 'internal'].includes(variant)) fail(`PUBLISH_VARIANT must be external (the customer portal) or internal (the staff portal), not "${variant}"`);
if (!['lcp', 'openapi'].includes(docs)) fail(`PUBLISH_DOCS must be lcp (the documents of lcp-rest) or openapi (an OpenAPI deployment's documents), not "${docs}"`);

/**
 * A GET that fails before any answer is sent once more: while this process renders for a minute, the backend closes
 * the kept-alive connections it had open, and the next request on one of them fails at once (seen against the
 * standalone sandbox on an OpenAPI deployment's publish).
 */
async function getOnceMore(input, init) {
  try {
    return await globalThis.fetch(input, init);
  } catch (error) {
    if ((init?.method ?? 'GET') !== 'GET' || init?.signal?.aborted) throw error;
    return globalThis.fetch(input, init);
  }
}

/** The OpenAPI deployment's documents: the run-time list if named, else the environment's built-in one. */
async function openApiSource(fallback) {
  const [{ module: lists }, { module: configured }] = await Promise.all([runnerImport('./src/publish/openapi-list.ts'), runnerImport('./src/main/deployment/openapi-documents.config.ts')]);
  const listFile = process.env.PUBLISH_OPENAPI_LIST;
  const listText = listFile ? await readFile(listFile, 'utf8') : undefined;
  const base = process.env.PUBLISH_OPENAPI_BASE ?? fallback.base;
  return lists.openApiSourceOf({ listText, configured: configured.OPENAPI_DOCUMENTS[environment], base, fetch: base === fallback.base ? fallback.fetch : getOnceMore, say: (message) => console.error(`publish: ${message}`) });
}

try {
  const [{ module: publisher }, { module: hosts }] = await Promise.all([runnerImport('./src/publish/publish.ts'), runnerImport('./src/main/deployment/host-table.config.ts')]);
  // The embedded sandbox answers in this process, through the same handlers `npm start` serves.
  const sandbox = target ? undefined : (await runnerImport('./src/sandbox/sandbox-fetch.ts')).module;
  const backend = sandbox ? sandbox.createSandboxFetch() : { baseUrl: `${target.replace(/\/+$/, '')}/lcp-rest`, fetch: getOnceMore };
  const sites = process.env.PUBLISH_SITES?.split(',').map((site) => site.trim()).filter(Boolean);
  // The embedded sandbox answers the local origin's documents in this process (their relative addresses, such as a
  // server's, read from the local origin as the app reads them).
  const local = new URL(localOrigin).origin;
  const sandboxDocuments = (url, init) => backend.fetch(url.startsWith(`${local}/`) ? `${sandbox.SANDBOX_ORIGIN}${url.slice(local.length)}` : url, init);
  const openapi = docs === 'openapi' ? await openApiSource({ base: localOrigin, fetch: sandbox && environment === 'local' ? sandboxDocuments : getOnceMore }) : undefined;
  const summary = await publisher.publish({ outDir, hostTable: hosts.HOST_TABLE, environment, localOrigin, backend, variant, docs, ...(openapi ? { openapi } : {}), ...(sites?.length ? { sites } : {}) });
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `publish: ${String(summary.pages)} pages of the ${variant === 'internal' ? 'staff' : 'customer'} portal${docs === 'openapi' ? "'s OpenAPI deployment" : ''} from ${target ?? 'the embedded sandbox'} (${environment}) in ${seconds.toFixed(1)} s, ${(summary.pages / seconds).toFixed(0)} pages/s, peak memory ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`,
  );
  console.log(`publish: ${String(summary.written)} files written, ${String(summary.unchanged)} unchanged, ${String(summary.kept)} pages kept from the last snapshot, ${String(summary.gone)} gone (410)`);
  console.log(summary.swapped ? `publish: ${outDir}/current is now snapshots/${summary.snapshot}` : `publish: nothing changed; ${outDir}/current stays as it was`);
  for (const failure of summary.failures) {
    console.error(`publish: FAILED ${failure.site} ${failure.locale} ${failure.path}${failure.menu ? ` (its ${failure.menu} list)` : ''}: ${JSON.stringify(failure.error)}; the last published page is kept`);
  }
  process.exit(summary.failures.length > 0 ? 1 : 0);
} catch (error) {
  fail(error instanceof Error ? (error.stack ?? error.message) : String(error));
}
