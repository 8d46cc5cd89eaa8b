// The candidate libraries of `npm run openapi:libraries`, pinned, installed into a git-ignored folder of their own so
// the portal's package.json and node_modules stay as they are (node_modules holds other versions of some of them,
// which a plain import would pick up).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const LIBRARY_CACHE = fileURLToPath(new URL('../../.cache/openapi-libraries', import.meta.url));

export const PINNED = {
  '@scalar/openapi-parser': '0.29.22',
  '@scalar/openapi-upgrader': '0.4.9',
  '@redocly/openapi-core': '2.64.0',
  // What a browser build of @redocly/openapi-core needs for `path` (its package.json's "browser" field).
  'path-browserify': '1.0.1',
};

const installedVersion = (name) => {
  const manifest = join(LIBRARY_CACHE, 'node_modules', name, 'package.json');
  return existsSync(manifest) ? JSON.parse(readFileSync(manifest, 'utf8')).version : undefined;
};

/** Installs the pinned versions unless they are there already. */
export const installLibraries = () => {
  if (Object.entries(PINNED).every(([name, version]) => installedVersion(name) === version)) return;
  const specs = Object.entries(PINNED).map(([name, version]) => `${name}@${version}`);
  console.error(`Installing ${specs.join(' ')} into ${LIBRARY_CACHE}`);
  execFileSync('npm', ['install', '--prefix', LIBRARY_CACHE, '--no-save', '--no-package-lock', '--no-audit', '--no-fund', '--loglevel', 'error', ...specs], { stdio: 'inherit' });
};

const requireFromCache = createRequire(join(LIBRARY_CACHE, 'node_modules', 'index.js'));

/** Imports a package (or a package's subpath) as installed in the cache, not the portal's node_modules. */
export const importFromCache = (specifier) => import(pathToFileURL(requireFromCache.resolve(specifier)).href);
