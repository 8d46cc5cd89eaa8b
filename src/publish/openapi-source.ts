import type * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../application/errors/app-error';
import { cutDocument } from './cut-trees';
import * as yaml from 'yaml';
import type { BizUnitPort } from '../application/ports/biz-unit.port';
import type { DocPort } from '../application/ports/doc.port';
import type { OpenApiUnit } from '../infrastructure/openapi/openapi-document-list';
import { createOpenApiDocGateway } from '../infrastructure/openapi/openapi-doc.gateway';
import { createOpenApiHost, HttpStatusError } from '../infrastructure/openapi/openapi-host';
import { describeMarkdown } from '../infrastructure/openapi/openapi-markdown';
import { parseDocumentTextWith } from '../infrastructure/openapi/openapi-text';

/** An OpenAPI deployment's documents as the publish step reads them: the list, each address absolute, and a fetch. */
export interface PublishOpenApiSource {
  readonly units: readonly OpenApiUnit[];
  readonly fetchText: (url: string) => Promise<string>;
}

/** A read asked again with the same numbers answers what it answered first (a failure too). */
const once = <Ids extends readonly number[], A>(read: (...ids: Ids) => TE.TaskEither<AppError, A>): ((...ids: Ids) => TE.TaskEither<AppError, A>) => {
  const answers = new Map<string, Promise<E.Either<AppError, A>>>();
  return (...ids) =>
    () => {
      const key = ids.join('/');
      const answer = answers.get(key) ?? read(...ids)();
      answers.set(key, answer);
      return answer;
    };
};

/**
 * The documentation ports over OpenAPI documents, as the app's worker answers them but in this process: one host for
 * every site and language, so each document is read and parsed once per publish, and each operation's and webhook's
 * trees built once and kept only as far as a published page shows them (cut-trees.ts).
 */
export const openApiPorts = (source: PublishOpenApiSource): { docs: DocPort; bizUnits: BizUnitPort; readEach: () => Promise<void> } => {
  const host = createOpenApiHost({
    fetchText: source.fetchText,
    parse: parseDocumentTextWith(() => Promise.resolve(yaml)),
    markdown: () => Promise.resolve(describeMarkdown),
  });
  const { docs, bizUnits } = createOpenApiDocGateway(TE.right(source.units), host.answer);
  const apiDoc = once((apiId: number) => pipe(docs.apiDoc(apiId), TE.map(cutDocument)));
  const messageDoc = once((unitId: number, messageId: number) => pipe(docs.messageDoc(unitId, messageId), TE.map(cutDocument)));
  /**
   * Reads the documents one after another before the pages ask for them at once: parsing a large document holds this
   * process's one thread, and a document downloading meanwhile would run out its time limit, which counts wall time.
   */
  const readEach = async () => {
    for (const unit of source.units) await docs.apiMenu(unit.id)();
  };
  return { docs: { ...docs, apiDoc, messageDoc }, bizUnits, readEach };
};

export interface DocumentFetchRules {
  readonly fetch: typeof fetch;
  /** Origins a document, or a file it refers to, may come from: the list's own (Node has no CSP to say it). */
  readonly origins: readonly string[];
  readonly maxBytes: number;
  readonly timeoutMs: number;
}

/** 64 MB: above the largest public specs (Stripe's JSON is 7 MB, a 20 MB spec of 11,000 operations is known). */
export const MAX_DOCUMENT_BYTES = 64 * 1024 * 1024;
export const DOCUMENT_TIMEOUT_MS = 60_000;

/**
 * A document's text, only from an allowed origin, within the size cap and the time: a document's `$ref` to any other
 * address fails as the browser's CSP would make it fail, said as a network failure of that document.
 */
export const documentFetch =
  ({ fetch, origins, maxBytes, timeoutMs }: DocumentFetchRules) =>
  async (url: string): Promise<string> => {
    const address = new URL(url);
    if (!['http:', 'https:'].includes(address.protocol) || !origins.includes(address.origin)) throw new Error(`publish: ${url} is not on an allowed origin (${origins.join(', ')})`);
    const response = await fetch(address.href, { signal: AbortSignal.timeout(timeoutMs), redirect: 'error' });
    if (!response.ok) throw new HttpStatusError(response.status);
    const length = Number(response.headers.get('content-length') ?? 0);
    if (length > maxBytes) throw new Error(`publish: ${url} is ${String(length)} bytes, above the ${String(maxBytes)} a document may have`);
    const text = await response.text();
    if (text.length > maxBytes) throw new Error(`publish: ${url} is above the ${String(maxBytes)} bytes a document may have`);
    return text;
  };
