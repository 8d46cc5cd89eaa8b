/*
 * Set by the build (build/openapi/openapi-compile.vite-plugin.ts) to JSON: configured address → compiled folder. A
 * name of its own, not under import.meta.env, whose object the entry holds whole: this stays in the OpenAPI chunk.
 */
declare const __OPENAPI_COMPILED__: string | undefined;

/** The name the build defines. */
export const COMPILED_DOCUMENTS_DEFINE = '__OPENAPI_COMPILED__';

/**
 * Where a configured document is read from: its compiled folder when the build compiled it (issue #35, docs/openapi.md
 * "Compiled documents"), else its own address. Outside a build (unit tests) nothing is compiled.
 */
export const compiledAddress = (url: string, compiled: string | undefined = typeof __OPENAPI_COMPILED__ === 'string' ? __OPENAPI_COMPILED__ : undefined): string => {
  if (!compiled) return url;
  const addresses = JSON.parse(compiled) as Record<string, string>;
  return Object.hasOwn(addresses, url) ? (addresses[url] as string) : url;
};
