// The sandbox's largest API (the 307-field lcp document, `api-doc/301/19999`) as the bench's parts use it (issue #35):
// exported by clicking the page's own "Download OpenAPI", and its deepest request field with the page's deep link.
import { readFileSync } from 'node:fs';
import { deepestRequestField, occurrences } from './side-by-side.mjs';

export const LARGEST_ROUTE = '/open-business-document/api-doc/301/19999';

/** The OpenAPI document the page at `route` (a full address after the origin) downloads. */
export const exportOpenApi = async (browser, origin, route) => {
  const context = await browser.newContext({ acceptDownloads: true, locale: 'en-US' });
  await context.addInitScript(() => localStorage.setItem('lcp.locale', 'en-us'));
  const page = await context.newPage();
  await page.goto(`${origin}${route}`);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download OpenAPI' }).click()]);
  const spec = JSON.parse(readFileSync(await download.path(), 'utf8'));
  await context.close();
  return spec;
};

/**
 * An exported document's deepest request field: its names on the way (`path`), its own (`leaf`), how many times the
 * body names it (`expected`), the page's deep-link id of it (src/domain/doc/anchor.ts: lower case, anything but
 * letters and digits → '-'), and its operation as the race describes one (race-targets.mjs), for the peers.
 */
export const deepField = (spec) => {
  const path = deepestRequestField(spec);
  const leaf = path.at(-1);
  const address = Object.keys(spec.paths)[0];
  const operation = spec.paths[address].post;
  return {
    path,
    leaf,
    expected: occurrences(spec, leaf),
    anchorId: `request-${path.join('.')}`.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '-'),
    fields: JSON.stringify(spec.paths).match(/"x-type"/g)?.length ?? 0,
    op: { method: 'POST', path: address, operationId: operation.operationId, tag: operation.tags?.[0] ?? 'default', field: path },
  };
};

/** The largest API exported once and its deep field, for every part that asks (`largest()`). */
export const largestDocument = (browser, origin) => {
  let found;
  return () =>
    (found ??= exportOpenApi(browser, origin, `/?variant=external#${LARGEST_ROUTE}`).then((spec) => {
      const field = deepField(spec);
      return { spec, route: LARGEST_ROUTE, ...field, url: `${origin}/?variant=external#${LARGEST_ROUTE}#${field.anchorId}` };
    }));
};
