/** The variable the build sets (build/openapi/openapi-compile.vite-plugin.ts): JSON, configured address → compiled folder. */
export const COMPILED_DOCUMENTS_ENV = 'VITE_OPENAPI_COMPILED';

/**
 * Where a configured document is read from: its compiled folder when the build compiled it (issue #35, docs/openapi.md
 * "Compiled documents"), else its own address. Outside a build (unit tests) nothing is compiled.
 */
export const compiledAddress = (url: string, compiled: string | undefined = import.meta.env.VITE_OPENAPI_COMPILED as string | undefined): string => {
  if (!compiled) return url;
  const addresses = JSON.parse(compiled) as Record<string, string>;
  return Object.hasOwn(addresses, url) ? (addresses[url] as string) : url;
};
