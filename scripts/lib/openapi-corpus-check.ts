/*
 * One document of the OpenAPI corpus (scripts/openapi-corpus.mjs), read as the portal's worker reads it: the same
 * parser, checks, menus and pages (src/infrastructure/openapi/), on a file of the disk instead of a fetched one.
 */
import { readFile } from 'node:fs/promises';
import { getHeapStatistics } from 'node:v8';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ParamNode } from '../../src/domain/doc/param-tree';
import { documentName } from '../../src/infrastructure/openapi/openapi-names';
import { OpenApiProblem } from '../../src/infrastructure/openapi/openapi-json';
import { loadDocumentSet, readOpenApi, type OpenApiReading } from '../../src/infrastructure/openapi/openapi-reader';
import { describeMarkdown } from '../../src/infrastructure/openapi/openapi-markdown';
import { parseDocumentText } from '../../src/infrastructure/openapi/openapi-text';

export interface CorpusResult {
  readonly file: string;
  /** read: whole; problem: the page says what is wrong (and where); exception: an error the portal does not expect. */
  readonly outcome: 'read' | 'problem' | 'exception';
  readonly problem?: { readonly code: string; readonly values: Readonly<Record<string, string>>; readonly file: string; readonly place: string };
  readonly exception?: string;
  readonly operations: number;
  readonly webhooks: number;
  /** Where a heading, menu item, group, row or search title would be empty (the first few of them, and how many). */
  readonly emptyNames: number;
  readonly emptyNameExamples: readonly string[];
  /** Operations and webhooks whose page could not be built (an exception, or no page for a listed entry). */
  readonly pagesNotBuilt: number;
  readonly pageFailureExamples: readonly string[];
  readonly readMs: number;
  readonly pagesMs: number;
  /** The heap the reading holds once the document and every page have been read (MB, after a collection). */
  readonly heapMb: number;
}

const EXAMPLES = 5;
const rows = (nodes: readonly ParamNode[]): ParamNode[] => nodes.flatMap((node) => [node, ...rows(node.children)]);
const messageOf = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}\n${error.stack?.split('\n').slice(1, 4).join('\n') ?? ''}` : String(error));

/** Every name a reader would see of the document, its menus, its pages and its search entries, left empty. */
const checkPages = (reading: OpenApiReading, root: string) => {
  const empty: string[] = [];
  const failures: string[] = [];
  const name = (where: string, value: string | undefined) => {
    if (!value?.trim()) empty.push(where);
  };
  // A deployment may list a document with no names of its own: the unit then goes by its title, else its file's name.
  name("the unit's name (no configured name)", documentName(reading.title, root));
  for (const group of reading.menu) {
    name(`menu group ${group.code}`, group.name);
    for (const api of group.apis) {
      name(`menu item ${api.path} (#${String(api.id)})`, api.name);
      name(`menu item's code ${api.path}`, api.code);
    }
  }
  for (const group of reading.messageMenu) {
    name(`message group ${group.code}`, group.name);
    for (const message of group.messages) name(`message menu item #${String(message.id)}`, message.name);
  }
  for (const entry of reading.operations) {
    const where = `${entry.method.toUpperCase()} ${entry.path}`;
    try {
      const doc = reading.apiDoc(entry.id);
      if (!doc) {
        failures.push(`${where}: no page`);
        continue;
      }
      name(`page heading of ${where}`, doc.name);
      name(`page code of ${where}`, doc.code);
      for (const node of rows([...doc.requestParams, ...doc.responseParams])) name(`row ${node.anchor} of ${where}`, node.name);
    } catch (error) {
      failures.push(`${where}: ${messageOf(error)}`);
    }
  }
  const messages = reading.messageMenu.flatMap((group) => group.messages);
  for (const message of messages) {
    try {
      const doc = reading.messageDoc(message.id);
      if (!doc) failures.push(`webhook #${String(message.id)}: no page`);
      else name(`webhook heading #${String(message.id)}`, doc.name);
    } catch (error) {
      failures.push(`webhook #${String(message.id)}: ${messageOf(error)}`);
    }
  }
  try {
    for (const entry of reading.searchable().entries) name(`search title of ${entry.code}`, entry.title);
  } catch (error) {
    failures.push(`search: ${messageOf(error)}`);
  }
  return { empty, failures, webhooks: messages.length };
};

/** A document of the disk (and the files its `$ref`s reach) read as the worker reads a fetched one, as unit `unitId`. */
export const readDocumentFile = async (path: string, unitId = 1): Promise<OpenApiReading> => {
  const set = await loadDocumentSet(pathToFileURL(path).href, (url) => readFile(fileURLToPath(url), 'utf8'), parseDocumentText);
  return readOpenApi(set, unitId, describeMarkdown);
};

const heapMb = () => getHeapStatistics().used_heap_size / 2 ** 20;

/** `collect` runs the garbage collector (the corpus's workers expose it), so the heap measured is what is held. */
export const checkDocument = async (path: string, collect: () => void = () => undefined): Promise<CorpusResult> => {
  const root = pathToFileURL(path).href;
  collect();
  const heapBefore = heapMb();
  const held = () => {
    collect();
    return Math.max(0, heapMb() - heapBefore);
  };
  const started = performance.now();
  const base = { file: path, operations: 0, webhooks: 0, emptyNames: 0, emptyNameExamples: [], pagesNotBuilt: 0, pageFailureExamples: [], pagesMs: 0 };
  let reading: OpenApiReading;
  try {
    reading = await readDocumentFile(path);
  } catch (error) {
    const readMs = performance.now() - started;
    if (error instanceof OpenApiProblem) {
      return { ...base, outcome: 'problem', problem: { ...error.problem, file: error.file, place: error.pointer || '/' }, readMs, heapMb: held() };
    }
    return { ...base, outcome: 'exception', exception: messageOf(error), readMs, heapMb: held() };
  }
  const readMs = performance.now() - started;
  const { empty, failures, webhooks } = checkPages(reading, root);
  const pagesMs = performance.now() - started - readMs;
  return {
    file: path,
    outcome: 'read',
    operations: reading.operations.length,
    webhooks,
    emptyNames: empty.length,
    emptyNameExamples: empty.slice(0, EXAMPLES),
    pagesNotBuilt: failures.length,
    pageFailureExamples: failures.slice(0, EXAMPLES),
    readMs,
    pagesMs,
    heapMb: held(),
  };
};
