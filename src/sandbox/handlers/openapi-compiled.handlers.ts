import { fileURLToPath } from 'node:url';
import { http, HttpResponse } from 'msw';
import type { CompiledFiles } from '../../infrastructure/openapi/openapi-compile.ts';
import { COMPILED_INDEX } from '../../infrastructure/openapi/openapi-compiled-format.ts';
import { loadTypeScript } from '../../../scripts/lib/typescript-module.mjs';

/** A document's text by its name under the sandbox's documents' root; undefined for no such document. */
export type SandboxDocumentText = (name: string) => Promise<string | undefined>;

/** Where the sandbox serves each of its documents compiled: `${OPENAPI_COMPILED_ROOT}github.json/` (docs/sandbox.md). */
export const OPENAPI_COMPILED_ROOT = '/__sandbox/openapi-compiled/';

type Compiler = typeof import('../../../build/openapi/compile-document.ts');

/** The compiler, loaded by path on the first compiled request and kept (see build/openapi/compile-document.ts). */
const loadCompiler = (() => {
  let compiler: Promise<Compiler> | undefined;
  return () => (compiler ??= loadTypeScript(fileURLToPath(new URL('../../../build/openapi/compile-document.ts', import.meta.url))).then((loaded) => loaded.module as Compiler));
})();

const answer = (compiled: CompiledFiles, file: string) => {
  const text = file === COMPILED_INDEX ? JSON.stringify(compiled.index) : compiled.files.get(file);
  if (text === undefined) return HttpResponse.json({ message: `sandbox: no compiled file ${file}` }, { status: 404 });
  return new HttpResponse(text, { headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' } });
};

/**
 * The sandbox's documents compiled by the portal's own compiler (issue #35), each on its first request and then kept
 * for the server's life: `${OPENAPI_COMPILED_ROOT}<document>/index.json` and the parts it names. A document that does
 * not pass its check is compiled to the problem, as `npm run openapi:compile` writes it.
 */
export const compiledOpenApiHandlers = (documentsRoot: string, documentText: SandboxDocumentText) => {
  const compiled = new Map<string, Promise<CompiledFiles>>();
  const compile = async (name: string): Promise<CompiledFiles> => {
    const fetchText = async (url: string) => {
      const text = await documentText(new URL(url).pathname.slice(documentsRoot.length));
      if (text === undefined) throw new Error(`sandbox: no document ${url}`);
      return text;
    };
    return (await loadCompiler()).compileAt(`http://sandbox.invalid${documentsRoot}${name}`, fetchText, `${documentsRoot}${name}`);
  };
  return [
    http.get(`${OPENAPI_COMPILED_ROOT}*`, async ({ request }) => {
      const rest = new URL(request.url).pathname.slice(OPENAPI_COMPILED_ROOT.length);
      const slash = rest.indexOf('/');
      const name = rest.slice(0, Math.max(0, slash));
      if (slash < 0 || (await documentText(name).catch(() => undefined)) === undefined) return HttpResponse.json({ message: `sandbox: no document ${name}` }, { status: 404 });
      let files = compiled.get(name);
      if (!files) {
        files = compile(name);
        compiled.set(name, files);
        files.catch(() => compiled.delete(name));
      }
      return answer(await files, rest.slice(slash + 1));
    }),
  ];
};
