// What each reader costs the browser: a tiny entry that imports the functions used, bundled with Vite's library build
// (minified, for the browser), gzipped. `yaml` is left out of every bundle and measured on its own: the portal and
// @scalar/openapi-parser both use it (@redocly/openapi-core carries its own YAML parser, so its size includes one).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { LIBRARY_CACHE } from './openapi-libraries-cache.mjs';

const reader = (file) => JSON.stringify(resolve('src/infrastructure/openapi', file));

/** Each entry's code; an entry in the cache folder resolves packages from the cache's node_modules. */
const ENTRIES = {
  // Everything the portal's reader does: fetch the set, convert 2.0, resolve, validate, menus, pages and search.
  'portal: reader whole': `export { loadDocumentSet, readOpenApi } from ${reader('openapi-reader.ts')};`,
  // Only the parts a library would replace: 2.0 → 3.0, `$ref` resolution, validation.
  'portal: validate, resolve, 2.0 → 3.0': [
    `export { validateOpenApi } from ${reader('openapi-validate.ts')};`,
    `export { resolve, referencedFiles } from ${reader('openapi-refs.ts')};`,
    `export { swagger2ToOpenApi3 } from ${reader('swagger2-to-openapi3.ts')};`,
  ].join('\n'),
  scalar: `export { normalize, validate, dereference } from '@scalar/openapi-parser';\nexport { upgrade } from '@scalar/openapi-upgrader';`,
  redocly: `export { bundle, createConfig, lintFromString, makeDocumentFromString } from '@redocly/openapi-core';`,
  yaml: `export { parse } from ${JSON.stringify(resolve('node_modules/yaml/dist/index.js'))};`,
};

const bundledBytes = async (name, entryCode) => {
  const folder = join(LIBRARY_CACHE, 'size');
  mkdirSync(folder, { recursive: true });
  const entry = join(folder, `${name.replace(/\W+/g, '-')}.js`);
  writeFileSync(entry, entryCode);
  const output = await build({
    configFile: false,
    root: LIBRARY_CACHE,
    logLevel: 'silent',
    build: {
      write: false,
      minify: true,
      lib: { entry, formats: ['es'], fileName: 'entry' },
      rollupOptions: { external: name === 'yaml' ? [] : ['yaml'] },
    },
  });
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) => result.output).filter((file) => file.type === 'chunk');
  const code = chunks.map((chunk) => chunk.code).join('\n');
  return { minified: Buffer.byteLength(code), gzip: gzipSync(code, { level: 9 }).length };
};

/** Bytes (minified and gzipped) per entry; an entry that does not build says why. */
export const measureSizes = async () => {
  const sizes = {};
  for (const [name, code] of Object.entries(ENTRIES)) {
    try {
      sizes[name] = await bundledBytes(name, code);
    } catch (error) {
      sizes[name] = { error: String(error).split('\n')[0] };
    }
  }
  return sizes;
};
