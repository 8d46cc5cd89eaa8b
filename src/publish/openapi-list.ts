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
}

/**
 * The OpenAPI documents an OpenAPI deployment's publish reads: the run-time list if given, else the built-in one, each
 * address made absolute against the deployment's page; fetched only from the origins the list names, within the size
 * cap and the time (openapi-source.ts). A list that is not valid stops the publish, named as the app would name it.
 */
export const openApiSourceOf = ({ listText, configured, base, fetch }: OpenApiListInput): PublishOpenApiSource => {
  const listFile = new URL(`/${OPENAPI_DOCUMENT_LIST_FILE}`, base).href;
  const parsed: E.Either<AppError, readonly OpenApiUnit[]> = listText === undefined ? E.right(configured.map((unit) => ({ ...unit, url: new URL(unit.url, base).href }))) : parseDocumentList(listText, listFile);
  if (E.isLeft(parsed)) throw new Error(`the list of OpenAPI documents is not valid: ${JSON.stringify(parsed.left)}`);
  const units = parsed.right;
  const origins = [...new Set(units.map((unit) => new URL(unit.url).origin))];
  return { units, fetchText: documentFetch({ fetch, origins, maxBytes: MAX_DOCUMENT_BYTES, timeoutMs: DOCUMENT_TIMEOUT_MS }) };
};
