import type { ApiDoc, ApiMenuGroup } from '../../domain/doc/api-doc';
import type { MessageDoc, MessageMenuGroup } from '../../domain/doc/message-doc';
import { isObject, type Json, type JsonObject, OpenApiProblem, stringOf, textOf } from './openapi-json';
import { apiDocOf, menuOf, messageDocOf, messageMenuOf, operationsOf, type OperationEntry } from './openapi-operations';
import { referencedFiles, type DocumentSet } from './openapi-refs';
import { plainText, searchableOf, type SearchableDocument } from './openapi-search';
import { oncePerText } from '../../domain/doc/once-per-text';
import { validateOpenApi } from './openapi-validate';
import { isSwagger2, swagger2ToOpenApi3 } from './swagger2-to-openapi3';

/** Text → JSON: JSON.parse for JSON, a YAML parser for the rest (loaded only for YAML files). */
export type ParseText = (text: string, file: string) => Promise<Json>;

/** One document, read and checked whole: its menu, and its operations and webhooks as the portal's documents. */
export interface OpenApiReading {
  readonly title: string;
  readonly version?: string;
  /** The document's own description (CommonMark). */
  readonly description?: string;
  readonly menu: readonly ApiMenuGroup[];
  readonly operations: readonly OperationEntry[];
  /** Its webhooks, in document order (a message's number is its place, from 1). */
  readonly webhooks: readonly OperationEntry[];
  readonly messageMenu: readonly MessageMenuGroup[];
  /** undefined when the document has no operation of that number. */
  apiDoc(apiId: number): ApiDoc | undefined;
  messageDoc(messageId: number): MessageDoc | undefined;
  /** What search reads of the document: built on the first search, then kept. */
  readonly searchable: () => SearchableDocument;
}

/**
 * Fetches a document and every file its `$ref`s reach (relative to the file that names them), converts Swagger 2.0,
 * and checks it all before anything is shown: a document that is not valid throws an OpenApiProblem naming the place.
 */
export const loadDocumentSet = async (root: string, fetchText: (url: string) => Promise<string>, parse: ParseText): Promise<DocumentSet> => {
  const files = new Map<string, Json>();
  const pending = [root];
  while (pending.length) {
    const file = pending.pop() as string;
    if (files.has(file)) continue;
    let document = await parse(await fetchText(file), file);
    if (file === root && isSwagger2(document)) document = swagger2ToOpenApi3(document as JsonObject);
    files.set(file, document);
    for (const next of referencedFiles(document, file)) if (!files.has(next)) pending.push(next);
  }
  return { root, files };
};

/** JSON.parse with the place of a syntax error in the problem. */
export const parseJson = (text: string, file: string): Json => {
  try {
    return JSON.parse(text) as Json;
  } catch (error) {
    throw new OpenApiProblem(file, '', 'notJson', { message: error instanceof Error ? error.message : String(error) });
  }
};

export const readOpenApi = (set: DocumentSet, unitId: number, describeEach: (markdown: string) => string): OpenApiReading => {
  validateOpenApi(set);
  // Each text rendered once per document (GitHub's spec: 5,389 texts in 13,687 descriptions; the generated one: 103 in
  // 20,165), kept with the reading.
  const describe = oncePerText(describeEach);
  const root = set.files.get(set.root) as JsonObject;
  const info = isObject(root.info) ? root.info : {};
  const operations = operationsOf(set, unitId, 'paths');
  const webhooks = operationsOf(set, unitId, 'webhooks');
  const reading = { set, describe };
  const byId = new Map(operations.map((entry) => [entry.id, entry]));
  const title = textOf(info.title) ?? '';
  const description = textOf(info.description);
  let searchable: SearchableDocument | undefined;
  return {
    title,
    version: stringOf(info.version),
    description,
    menu: menuOf(set, operations),
    operations,
    webhooks,
    messageMenu: messageMenuOf(set, webhooks),
    apiDoc: (apiId) => {
      const entry = byId.get(apiId);
      return entry && apiDocOf(reading, entry);
    },
    messageDoc: (messageId) => {
      const entry = webhooks[messageId - 1];
      return entry && messageDocOf(reading, entry, messageId);
    },
    searchable: () => (searchable ??= searchableOf(set, { title, description }, operations, webhooks, plainText(describe))),
  };
};
