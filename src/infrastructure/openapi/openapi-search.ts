import { withoutDiagramBlocks } from '../../domain/doc/diagram-source';
import type { SearchEndpoint, SearchHit, SearchScope } from '../../domain/search/search';
import { escapeText, snippetText } from '../../domain/search/snippet';
import { isObject, type Json, type JsonObject, stringOf, textOf } from './openapi-json';
import type { OperationEntry } from './openapi-operations';
import { located, resolve, type DocumentSet, type Located } from './openapi-refs';

/*
 * Search over the documents' readings, in the documents' host (the worker): every word of the query must appear in an
 * operation's (or webhook's, or document's) names or text; hits whose names hold the words rank first. Hits are in
 * the form the lcp-rest adapter gives: plain text, and highlights whose only tags are <mark> around escaped text.
 */

/** One document to search, as the main thread names it (in the reader's language; empty: the document's title). */
export interface OpenApiSearchUnit {
  readonly unitId: number;
  readonly url: string;
  readonly name: string;
  /** Its names in the other languages: a unit is found by any of them. */
  readonly otherNames: readonly string[];
}

export interface OpenApiSearchQuestion {
  readonly q: string;
  readonly endpoint: SearchEndpoint;
  readonly from: number;
  readonly size: number;
}

export interface OpenApiSearchAnswer {
  readonly hits: readonly SearchHit[];
  readonly total: number;
}

/** An operation or webhook as search reads it: built once per document (OpenApiReading.searchable). */
export interface SearchableEntry {
  readonly scope: 'api' | 'message';
  readonly docId: number;
  readonly title: string;
  /** An API's code: its operationId, else "METHOD path". */
  readonly code: string;
  /** Its HTTP method, upper case (a webhook's too: the finder reads an API's). */
  readonly method: string;
  /** Its description as plain text. */
  readonly text: string;
  /** What the hit says when it has no description (an API's "METHOD path", unless that is its title). */
  readonly fallback: string;
  /** Its parameter names and the top-level fields of its request body. */
  readonly fields: readonly string[];
  /** Lower case: title, operationId, method and path. */
  readonly names: string;
  /** Lower case: the names, the description, the tags and the fields. */
  readonly haystack: string;
}

export interface SearchableDocument {
  readonly title: string;
  /** The document's description as plain text. */
  readonly text: string;
  readonly entries: readonly SearchableEntry[];
}

/** The names a reader may type for an operation's parameters and its request body's top-level fields. */
const fieldsOf = (set: DocumentSet, entry: OperationEntry): string[] => {
  const names = new Set<string>();
  for (const owner of [entry.pathItem, entry.at]) {
    const list = owner.value.parameters;
    if (!Array.isArray(list)) continue;
    list.forEach((raw, index) => {
      const name = stringOf((resolve(set, located(owner, raw, 'parameters', index)).value as JsonObject).name);
      if (name) names.add(name);
    });
  }
  const body = entry.at.value.requestBody;
  if (body === undefined) return [...names];
  const requestBody = resolve(set, located(entry.at, body, 'requestBody')) as Located<JsonObject>;
  const content = isObject(requestBody.value.content) ? requestBody.value.content : {};
  for (const type in content) {
    const media = content[type];
    if (!isObject(media) || media.schema === undefined) continue;
    const schema = resolve(set, located(requestBody, media.schema, 'content', type, 'schema'));
    const parts = isObject(schema.value) && Array.isArray(schema.value.allOf) ? schema.value.allOf.map((part, index) => resolve(set, located(schema, part, 'allOf', index))) : [schema];
    for (const part of parts) {
      const properties = isObject(part.value) && isObject(part.value.properties) ? part.value.properties : {};
      for (const name in properties) names.add(name);
    }
  }
  return [...names];
};

const lower = (...parts: readonly string[]): string => parts.join('\n').toLowerCase();

/** A document's operations and webhooks as search reads them; `plain` turns a CommonMark description into text. */
export const searchableOf = (
  set: DocumentSet,
  document: { readonly title: string; readonly description?: string },
  operations: readonly OperationEntry[],
  webhooks: readonly OperationEntry[],
  plain: (markdown: string) => string,
): SearchableDocument => {
  const root = set.files.get(set.root) as JsonObject;
  const declared = Array.isArray(root.tags) ? root.tags.filter(isObject) : [];
  const tagNames = new Map(declared.flatMap((tag) => (typeof tag.name === 'string' ? [[tag.name, textOf(tag['x-displayName']) ?? '']] : [])));
  const entryOf = (scope: SearchableEntry['scope'], entry: OperationEntry, docId: number): SearchableEntry => {
    const operation = entry.at.value;
    const summary = textOf(operation.summary);
    const operationId = textOf(operation.operationId);
    const methodPath = `${entry.method.toUpperCase()} ${entry.path}`;
    // A webhook's path is its name (its key under `webhooks`).
    const title = summary ?? (scope === 'api' ? methodPath : entry.path);
    const code = operationId ?? methodPath;
    const description = textOf(operation.description);
    const text = description ? plain(description) : '';
    const tags = (Array.isArray(operation.tags) ? operation.tags : []).flatMap((tag: Json) => (typeof tag === 'string' ? [tag, tagNames.get(tag) ?? ''] : []));
    const fields = scope === 'api' ? fieldsOf(set, entry) : [];
    const names = lower(title, operationId ?? '', entry.method, entry.path);
    return {
      scope,
      docId,
      title,
      code,
      method: entry.method.toUpperCase(),
      text,
      fallback: scope === 'api' && title !== methodPath ? methodPath : '',
      fields,
      names,
      haystack: lower(names, text, ...tags, ...fields),
    };
  };
  return {
    title: document.title,
    text: document.description ? plain(document.description) : '',
    entries: [...operations.map((entry) => entryOf('api', entry, entry.id)), ...webhooks.map((entry, index) => entryOf('message', entry, index + 1))],
  };
};

/** CommonMark as plain text: without its diagrams' source, rendered (`describe`), then its tags dropped and its entities decoded. */
export const plainText = (describe: (markdown: string) => string) => (markdown: string): string => snippetText(describe(withoutDiagramBlocks(markdown)));

const SCOPES: Readonly<Record<SearchEndpoint, readonly SearchScope[]>> = {
  all: ['api', 'message', 'biz_unit'],
  api: ['api'],
  message: ['message'],
  biz_unit: ['biz_unit'],
  // Released documents and FAQ are not in OpenAPI documents: lcp-rest answers them (openapi-search.gateway.ts).
  doc: [],
  question: [],
};

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The text as highlight HTML: escaped, each match of `pattern` in <mark>; undefined when nothing matches. */
export const markMatches = (text: string, pattern: RegExp): string | undefined => {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    html += `${escapeText(text.slice(last, match.index))}<mark>${escapeText(match[0])}</mark>`;
    last = match.index + match[0].length;
  }
  return html === '' ? undefined : html + escapeText(text.slice(last));
};

export const SNIPPET_LENGTH = 200;
/** How much text a snippet keeps before its first match. */
const SNIPPET_LEAD = 60;

/** A text of at most SNIPPET_LENGTH characters (and the ellipses), cut at spaces, around the first match. */
export const snippetOf = (text: string, pattern: RegExp): string => {
  if (text.length <= SNIPPET_LENGTH) return text;
  pattern.lastIndex = 0;
  const at = pattern.exec(text)?.index ?? 0;
  pattern.lastIndex = 0;
  let start = Math.max(0, Math.min(at - SNIPPET_LEAD, text.length - SNIPPET_LENGTH));
  if (start > 0) {
    const space = text.indexOf(' ', start);
    if (space >= 0 && space < at) start = space + 1;
  }
  let end = Math.min(text.length, start + SNIPPET_LENGTH);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > Math.max(start, at)) end = space;
  }
  // Never half of a surrogate pair.
  if (/[\uDC00-\uDFFF]/.test(text.charAt(start))) start += 1;
  if (/[\uD800-\uDBFF]/.test(text.charAt(end - 1))) end -= 1;
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
};

interface Candidate {
  /** 2: every word is in its names; 1: some are; 0: the words are only in its text. */
  readonly rank: number;
  readonly hit: () => SearchHit;
}

/** The words of a query: lower case, split at white space. */
const wordsOf = (q: string): string[] => q.toLowerCase().split(/\s+/).filter(Boolean);

const rankOf = (names: string, words: readonly string[]): number => {
  const named = words.filter((word) => names.includes(word)).length;
  return named === words.length ? 2 : named > 0 ? 1 : 0;
};

/**
 * One page of the hits of every document, and their true total. Documents in the configured order, and in each the
 * document itself, its operations, then its webhooks, in document order; hits whose names hold every word come first,
 * then those whose names hold some, then those found only in their text (description, tags, fields). A document
 * whose search index could not be built is left out.
 */
export const searchDocuments = (
  documents: readonly { readonly unit: OpenApiSearchUnit; readonly searchable: () => SearchableDocument }[],
  question: OpenApiSearchQuestion,
): OpenApiSearchAnswer => {
  const words = wordsOf(question.q);
  const scopes = SCOPES[question.endpoint];
  if (!words.length || !scopes.length) return { hits: [], total: 0 };
  const pattern = new RegExp([...words].sort((a, b) => b.length - a.length).map(escapeRegExp).join('|'), 'giu');
  const highlighted = (text: string) => markMatches(text, pattern);
  const found: Candidate[] = [];
  for (const { unit, searchable } of documents) {
    let document: SearchableDocument;
    try {
      document = searchable();
    } catch {
      continue;
    }
    const unitName = unit.name || document.title;
    const unitId = String(unit.unitId);
    if (scopes.includes('biz_unit')) {
      const names = lower(unitName, ...unit.otherNames, document.title);
      const haystack = lower(names, document.text);
      if (words.every((word) => haystack.includes(word))) {
        found.push({
          rank: rankOf(names, words),
          hit: () => {
            const snippet = snippetOf(document.text, pattern);
            const titleHighlight = highlighted(unitName);
            const snippetHighlight = highlighted(snippet);
            return {
              key: `biz_unit-${unitId}`,
              scope: 'biz_unit',
              title: unitName,
              ...(titleHighlight ? { titleHighlight } : {}),
              snippet,
              ...(snippetHighlight ? { snippetHighlight } : {}),
              target: { kind: 'accessGuide', unitId },
            };
          },
        });
      }
    }
    for (const entry of document.entries) {
      if (!scopes.includes(entry.scope) || !words.every((word) => entry.haystack.includes(word))) continue;
      found.push({
        rank: rankOf(entry.names, words),
        hit: () => {
          const snippet = entry.text ? snippetOf(entry.text, pattern) : entry.fallback;
          const titleHighlight = highlighted(entry.title);
          const snippetHighlight = highlighted(snippet);
          const docId = String(entry.docId);
          return {
            key: `${entry.scope}-${unitId}-${docId}`,
            scope: entry.scope,
            title: entry.title,
            ...(titleHighlight ? { titleHighlight } : {}),
            snippet,
            ...(snippetHighlight ? { snippetHighlight } : {}),
            source: unitName,
            ...(entry.scope === 'api' ? { code: entry.code, method: entry.method, fields: entry.fields } : {}),
            target: { kind: entry.scope === 'api' ? 'apiDoc' : 'messageDoc', unitId, docId },
          };
        },
      });
    }
  }
  // Within a rank, the order above.
  const ranked = found.map((candidate, order) => ({ candidate, order })).sort((a, b) => b.candidate.rank - a.candidate.rank || a.order - b.order);
  const from = Math.max(0, Math.trunc(question.from));
  const size = Math.max(0, Math.trunc(question.size));
  return { hits: ranked.slice(from, from + size).map(({ candidate }) => candidate.hit()), total: ranked.length };
};
