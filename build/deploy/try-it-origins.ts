import { serverOrigins } from '../../src/domain/http-call/server-address.ts';
import { serversOf } from '../../src/infrastructure/openapi/openapi-operations.ts';
import { loadDocumentSet } from '../../src/infrastructure/openapi/openapi-reader.ts';
import { parseDocumentText } from '../../src/infrastructure/openapi/openapi-text.ts';

/**
 * The origins Try it calls for these documents (each read with every file its `$ref`s reach, by the portal's own
 * reader): the servers of every operation, each server variable at each allowed value. The portal's own origin is
 * not among them (a relative server is the portal's: 'self' already), nor anything but http(s). Sorted, once each.
 */
export const documentOrigins = async (documentUrls: readonly string[], fetchText: (url: string) => Promise<string>, portalOrigin: string): Promise<string[]> => {
  const origins = new Set<string>();
  for (const url of documentUrls) {
    const set = await loadDocumentSet(new URL(url, `${portalOrigin}/`).href, fetchText, parseDocumentText);
    for (const server of serversOf(set)) for (const origin of serverOrigins(server)) origins.add(origin);
  }
  origins.delete(portalOrigin);
  return [...origins].sort();
};

/** Fetches a document's text over HTTP(S), saying which document did not come. */
export const fetchDocumentText = async (url: string): Promise<string> => {
  const response = await fetch(url, { signal: AbortSignal.timeout(30_000) });
  if (!response.ok) throw new Error(`Try it's servers: ${url} answered ${String(response.status)}`);
  return response.text();
};
