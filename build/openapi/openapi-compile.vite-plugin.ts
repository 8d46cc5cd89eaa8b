import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { OPENAPI_DOCUMENTS } from '../../src/main/deployment/openapi-documents.config.ts';
import { COMPILED_DOCUMENTS_DEFINE } from '../../src/main/deployment/compiled-documents.ts';
import type { CompiledFiles } from '../../src/infrastructure/openapi/openapi-compile.ts';
import { COMPILED_INDEX } from '../../src/infrastructure/openapi/openapi-compiled-format.ts';
import { OPENAPI_ROOT } from '../../src/sandbox/handlers/openapi.handlers.ts';
import { OPENAPI_COMPILED_ROOT } from '../../src/sandbox/handlers/openapi-compiled.handlers.ts';
import { loadTypeScript } from '../../scripts/lib/typescript-module.mjs';

/** Where the build writes the documents it compiled, under the output folder (hashed, so cached like the assets). */
export const COMPILED_ASSETS = 'assets/openapi/';

/** The origin a relative document address is read from at build time: the deployment's own files (public/). */
const PORTAL = 'https://portal.invalid';

/** The address a document configured as `url` is compiled at: the sandbox compiles its own, served beside them. */
export const sandboxCompiled = (url: string): string | undefined => (url.startsWith(OPENAPI_ROOT) ? `${OPENAPI_COMPILED_ROOT}${url.slice(OPENAPI_ROOT.length)}/` : undefined);

export interface CompiledOutput {
  /** Configured address → the compiled folder's. */
  readonly addresses: Readonly<Record<string, string>>;
  /** Files to write, by their path under the output folder. */
  readonly files: ReadonlyMap<string, string>;
  /** Documents that did not pass their check: the page says the problem, and the build says it here. */
  readonly problems: readonly string[];
}

type Compile = (url: string, fetchText: (url: string) => Promise<string>, address: string) => Promise<CompiledFiles>;

/**
 * Every configured document compiled once (the same address in two environments once): a document served with the
 * deployment (a relative address) read from `publicDir`, any other fetched. Sandbox documents are the sandbox's to
 * compile, and only mapped here.
 */
export const compileConfigured = async (urls: readonly string[], publicDir: string, compile: Compile, fetchRemote: (url: string) => Promise<string>): Promise<CompiledOutput> => {
  const addresses: Record<string, string> = {};
  const files = new Map<string, string>();
  const problems: string[] = [];
  for (const url of new Set(urls)) {
    const sandbox = sandboxCompiled(url);
    if (sandbox) {
      addresses[url] = sandbox;
      continue;
    }
    const absolute = new URL(url, `${PORTAL}/`).href;
    const fetchText = (file: string) => (file.startsWith(`${PORTAL}/`) ? readFile(join(publicDir, decodeURIComponent(new URL(file).pathname)), 'utf8') : fetchRemote(file));
    const compiled = await compile(absolute, fetchText, url);
    const name = (new URL(absolute).pathname.split('/').pop() ?? 'document').replace(/[^\w.-]/g, '_');
    const index = JSON.stringify(compiled.index);
    // Named by its index (which names its parts by theirs): cached for good like the other assets.
    const folder = `${COMPILED_ASSETS}${name}-${createHash('sha256').update(index).digest('hex').slice(0, 8)}/`;
    if ('problem' in compiled.index) problems.push(`${url}: ${compiled.index.problem.code} at ${compiled.index.problem.pointer || '/'} in ${compiled.index.problem.file}`);
    files.set(`${folder}${COMPILED_INDEX}`, index);
    for (const [file, text] of compiled.files) files.set(`${folder}${file}`, text);
    addresses[url] = `/${folder}`;
  }
  return { addresses, files, problems };
};

/** Fetches a document for the build, saying which did not come. */
const fetchRemote = async (url: string): Promise<string> => {
  const response = await fetch(url, { signal: AbortSignal.timeout(60_000) });
  if (!response.ok) throw new Error(`openapi-compile: ${url} answered ${String(response.status)}`);
  return response.text();
};

/**
 * Compiles the configured OpenAPI documents (issue #35, docs/openapi.md "Compiled documents"): the build writes them
 * under assets/openapi/ and tells the app where (COMPILED_DOCUMENTS_DEFINE); the dev server maps only the sandbox's,
 * which the sandbox compiles, and leaves the others to be read whole.
 */
export const openApiCompilePlugin = (): Plugin => {
  let output: CompiledOutput | undefined;
  return {
    name: 'openapi-compile',
    async config(config, { command }) {
      const urls = Object.values(OPENAPI_DOCUMENTS).flatMap((units) => units.map((unit) => unit.url));
      if (command !== 'build') {
        const addresses = Object.fromEntries(urls.flatMap((url) => { const compiled = sandboxCompiled(url); return compiled ? [[url, compiled]] : []; }));
        return { define: { [COMPILED_DOCUMENTS_DEFINE]: JSON.stringify(JSON.stringify(addresses)) } };
      }
      const loaded = urls.some((url) => !sandboxCompiled(url)) ? await loadTypeScript(fileURLToPath(new URL('./compile-document.ts', import.meta.url))) : undefined;
      try {
        const compile: Compile = (url, fetchText, address) => (loaded?.module as typeof import('./compile-document.ts')).compileAt(url, fetchText, address);
        output = await compileConfigured(urls, join(config.root ?? process.cwd(), typeof config.publicDir === 'string' ? config.publicDir : 'public'), compile, fetchRemote);
      } finally {
        await loaded?.close();
      }
      for (const problem of output.problems) console.warn(`openapi-compile: a configured document is not valid OpenAPI, and its pages say so: ${problem}`);
      return { define: { [COMPILED_DOCUMENTS_DEFINE]: JSON.stringify(JSON.stringify(output.addresses)) } };
    },
    generateBundle() {
      for (const [fileName, source] of output?.files ?? []) this.emitFile({ type: 'asset', fileName, source });
    },
  };
};
