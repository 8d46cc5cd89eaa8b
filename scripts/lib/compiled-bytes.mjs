// Bytes of one operation page beyond the app, compiled (issue #35, item 1): every compiled race document's index and
// all its parts fetched from the preview's sandbox; per operation, the gzip (level 9, as the build's precompressed
// files) of index.json + common.json + its own api-<n>.json, the three files its page reads before it draws.
import { gzipSync } from 'node:zlib';
import { runnerImport } from 'vite';
import { median } from './preview.mjs';

const gzip = (text) => gzipSync(text, { level: 9 }).length;

/** `documents`: the race's (name, address under the preview, e.g. /__sandbox/openapi/github.json). */
export const compiledBytes = async (previewOrigin, documents, progress) => {
  const { module } = await runnerImport(new URL('../../src/infrastructure/openapi/openapi-compiled-format.ts', import.meta.url).pathname, { configFile: false });
  const report = {};
  for (const document of documents) {
    progress(`bytes: ${document.name}, compiled`);
    const folder = `${previewOrigin}${document.address.replace('/openapi/', '/openapi-compiled/')}/`;
    const text = async (file) => {
      const response = await fetch(`${folder}${file}`);
      if (!response.ok) throw new Error(`${folder}${file}: ${String(response.status)}`);
      return response.text();
    };
    const indexText = await text('index.json');
    const index = JSON.parse(indexText);
    // The parts' folder, relative to the index's (its name may end in '/').
    const parts = index.parts.replace(/\/?$/, '/');
    const common = await text(`${parts}common.json`);
    const search = await text(`${parts}search.json`);
    const base = gzip(indexText) + gzip(common);
    const pages = [];
    for (const api of index.menu.flatMap((group) => group.apis)) {
      const part = await text(`${parts}api-${String(module.compiledId(api))}.json`);
      pages.push({ operation: `${api.method.toUpperCase()} ${api.path}`, own: gzip(part), raw: part.length });
    }
    pages.sort((a, b) => a.own - b.own);
    const largest = pages.at(-1);
    report[document.name] = {
      operations: pages.length,
      indexGzip: gzip(indexText),
      commonGzip: gzip(common),
      searchGzip: gzip(search),
      pageMaxGzip: base + largest.own,
      pageMedianGzip: base + median(pages.map((page) => page.own)),
      largest: largest.operation,
    };
  }
  return report;
};
