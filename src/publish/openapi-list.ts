import * as E from 'fp-ts/Either';
import type { AppError } from '../application/errors/app-error';
import { parseDocumentList, type OpenApiUnit } from '../infrastructure/openapi/openapi-document-list';
import { OPENAPI_DOCUMENT_LIST_FILE } from '../main/deployment/openapi-documents.config';
import { documentFetch, DOCUMENT_TIMEOUT_MS, MAX_DOCUMENT_BYTES, type PublishOpenApiSource } from './openapi-source';

export interface OpenApiListInput {
  /** The run-time list's text (`openapi-documents.json`), when the deployment serves one: it wins, as in the app. */
  readonly listText?: string;
  /** The deployment's built-in list (`OPENAPI_DOCUMENTS` of the environment). */
  readonly configured: readonly OpenApiUnit[];
  /** The deployment's page address, which relative document addresses are read from (as the app reads them). */
  readonly base: string;
  readonly fetch: typeof fetch;
  /**
   * Says why a document could not be read, once for each address: the pages name its unit's failure only as the app
   * would (a network failure), which does not say that an address was off the list's origins or too large.
   */
  readonly say: (message: string) => void;
}

/** The fetch, with each address's failure said once (a failed reading is asked again by the next page that needs it). */
const sayingFailures = (fetchText: (url: string) => Promise<string>, say: (message: string) => void) => {
  const said = new Set<string>();
  return (url: string) =>
    fetchText(url).catch((error: unknown) => {
      if (!said.has(url)) say(`${url} could not be read: ${error instanceof Error ? error.message : String(error)}`);
      said.add(url);
      throw error;
    });
};

/**
 * The OpenAPI documents an OpenAPI deployment's publish reads: the run-time list if given, else the built-in one, each
 * address made absolute against the deployment's page; fetched only from the origins the list names, within the size
 * cap and the time (openapi-source.ts), each failure said. A list that is not valid stops the publish, named as the
 * app would name it.
 */
export const openApiSourceOf = ({ listText, configured, base, fetch, say }: OpenApiListInput): PublishOpenApiSource => {
  const listFile = new URL(`/${OPENAPI_DOCUMENT_LIST_FILE}`, base).href;
  const parsed: E.Either<AppError, readonly OpenApiUnit[]> = listText === undefined ? E.right(configured.map((unit) => ({ ...unit, url: new URL(unit.url, base).href }))) : parseDocumentList(listText, listFile);
  if (E.isLeft(parsed)) throw new Error(`the list of OpenAPI documents is not valid: ${JSON.stringify(parsed.left)}`);
  const units = parsed.right;
  const origins = [...new Set(units.map((unit) => new URL(unit.url).origin))];
  return { units, fetchText: sayingFailures(documentFetch({ fetch, origins, maxBytes: MAX_DOCUMENT_BYTES, timeoutMs: DOCUMENT_TIMEOUT_MS }), say) };
};
