#!/usr/bin/env node
// `npm run publish`: the published documents (docs/publishing.md). Reads every public document through the portal's own
// gateways, from the backend LCP_REST_TARGET names, else the embedded sandbox, and writes a new snapshot of plain pages,
// Markdown twins, sitemaps, robots.txt and llms.txt under PUBLISH_DIR (default published/), served from
// PUBLISH_DIR/current, which moves to it in one step. PUBLISH_ENVIRONMENT (prod, uat, test; default local) picks the
// hosts of the host table; on local every site is served from PUBLISH_ORIGIN (default http://127.0.0.1:$PORT, 4180).
// PUBLISH_SITES (e.g. `common` or `us,eu`) publishes only those sites; the others keep what they had.
// PUBLISH_VARIANT=internal publishes the staff portal instead (nothing of it is published otherwise), for prod, uat or
// test, into its own folder (default published-staff/), its robots.txt disallowing all.
// Prints a summary; exits 1 when any read failed (its last published page is kept) or nothing could be written.
import { resolve } from 'node:path';
import { runnerImport } from 'vite';

const started = performance.now();
const environment = process.env.PUBLISH_ENVIRONMENT ?? 'local';
const variant = process.env.PUBLISH_VARIANT ?? 'external';
const outDir = resolve(process.env.PUBLISH_DIR ?? (variant === 'internal' ? 'published-staff' : 'published'));
const localOrigin = process.env.PUBLISH_ORIGIN ?? `http://127.0.0.1:${process.env.PORT ?? '4180'}`;
const target = process.env.LCP_REST_TARGET?.trim();

const fail = (message) => {
  console.error(`publish: ${message}`);
  process.exit(1);
};
if (!['prod', 'uat', 'test', 'local'].includes(environment)) fail(`PUBLISH_ENVIRONMENT must be prod, uat, test or local, not "${environment}"`);
if (variant === 'internal' && environment === 'local') fail('the staff portal shares the local origin with the customer portal: publish it for PUBLISH_ENVIRONMENT prod, uat or test');
if (!['external', 'internal'].includes(variant)) fail(`PUBLISH_VARIANT must be external (the customer portal) or internal (the staff portal), not "${variant}"`);

try {
  const [{ module: publisher }, { module: hosts }] = await Promise.all([runnerImport('./src/publish/publish.ts'), runnerImport('./src/main/deployment/host-table.config.ts')]);
  // The embedded sandbox answers in this process, through the same handlers `npm start` serves.
  const backend = target ? { baseUrl: `${target.replace(/\/+$/, '')}/lcp-rest`, fetch: globalThis.fetch } : (await runnerImport('./src/sandbox/sandbox-fetch.ts')).module.createSandboxFetch();
  const sites = process.env.PUBLISH_SITES?.split(',').map((site) => site.trim()).filter(Boolean);
  const summary = await publisher.publish({ outDir, hostTable: hosts.HOST_TABLE, environment, localOrigin, backend, variant, ...(sites?.length ? { sites } : {}) });
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `publish: ${String(summary.pages)} pages of the ${variant === 'internal' ? 'staff' : 'customer'} portal from ${target ?? 'the embedded sandbox'} (${environment}) in ${seconds.toFixed(1)} s, ${(summary.pages / seconds).toFixed(0)} pages/s, peak memory ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`,
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
