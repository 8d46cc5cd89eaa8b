import { resolveStandIns, STAND_IN_ADDRESS } from './description-links';
import { COMPILED_FORMAT, compiledId, type CompiledDocument, type CompiledIndex, type CompiledPart } from './openapi-compiled-format';
import { isObject, OpenApiProblem, textOf, type Json, type JsonObject } from './openapi-json';
import type { DescribeAt } from './openapi-markdown';
import { readOpenApi } from './openapi-reader';
import type { DocumentSet } from './openapi-refs';
import { sliceSet, type SparseFiles } from './openapi-slice';

/*
 * Compiling a document (issue #35): read and checked whole once, then written as what the reader needs in small files
 * (openapi-compiled-format.ts): the index (menus, overview), one part per operation and webhook, the places shared by
 * many of them, and the search index. Pure: reading the files and writing the folder are the caller's.
 */

/** `to` as written from the folder of `from` (`common/shared.json`, `../x.json`); another origin's stays absolute. */
export const relativeAddress = (from: string, to: string): string => {
  const base = new URL(from);
  const target = new URL(to);
  if (base.origin !== target.origin || base.protocol !== target.protocol) return to;
  const fromDirs = base.pathname.split('/').slice(0, -1);
  const toParts = target.pathname.split('/');
  let same = 0;
  while (same < fromDirs.length && same < toParts.length - 1 && fromDirs[same] === toParts[same]) same += 1;
  return [...fromDirs.slice(same).map(() => '..'), ...toParts.slice(same)].join('/') + target.search;
};

/** A place shared by at least this share of a document's operations (and two of them) is in its common part. */
const SHARED_SHARE = 0.2;

export interface CompileOptions {
  /** Where the document is published, when not beside the compiled folder (docs/openapi.md). */
  readonly address?: string;
  /** A short hash of the parts' texts, which names their folder (e.g. 8 hex digits of SHA-256). */
  readonly digest: (texts: readonly string[]) => string;
  /** A description as HTML, its relative addresses read from `documentUrl`: for the parts and the search index. */
  readonly describeAt: DescribeAt;
}

export interface CompiledFiles {
  readonly index: CompiledIndex;
  /** Every file besides the index, by its address relative to the index. */
  readonly files: ReadonlyMap<string, string>;
}

const shareOf = (operations: number) => (count: number) => count >= 2 && count >= operations * SHARED_SHARE;

/** A document set, or the problem its reading threw, as a compiled folder's files. */
export const compileDocument = async (read: () => Promise<DocumentSet>, options: CompileOptions): Promise<CompiledFiles> => {
  let set: DocumentSet | undefined;
  try {
    set = await read();
    return compileSet(set, options);
  } catch (error) {
    if (!(error instanceof OpenApiProblem)) throw error;
    const root = set?.root ?? error.file;
    return {
      index: {
        format: COMPILED_FORMAT,
        document: relativeAddress(root, root),
        ...(options.address ? { address: options.address } : {}),
        problem: { file: relativeAddress(root, error.file), pointer: error.pointer, ...error.problem },
      },
      files: new Map(),
    };
  }
};

/**
 * A part carries its descriptions' HTML only when that is no larger than the renderer it spares the reader (its
 * chunk, ~51 KB before compression, loaded once a visit). Larger, every page of the document would pay more than
 * the renderer costs: Stripe's common part would have grown from 99 to 168 KB gzip (docs/performance.md).
 */
const DESCRIPTIONS_UP_TO = 50_000;

/** An address no document is published at (`.invalid` is reserved), where the compile checks its stand-ins. */
const PROBE_ADDRESS = 'https://lcp-probe.invalid/a/document.json';

/**
 * Every description text in `copies` (a non-blank string under a `description` key, as the reader takes it) as HTML,
 * its relative links and images as stand-ins the page resolves (description-links.ts). One whose stand-ins, resolved
 * at a probe address, do not give what the renderer writes there is left out, and rendered where the page is built.
 */
const descriptionsIn = (copies: Iterable<JsonObject>, describeAt: DescribeAt): Record<string, string> => {
  const found = new Map<string, string>();
  const tried = new Set<string>();
  const visit = (value: Json | undefined): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (isObject(value)) {
      for (const [key, inner] of Object.entries(value)) {
        const text = key === 'description' ? textOf(inner) : undefined;
        if (text === undefined) visit(inner);
        else if (!tried.has(text)) {
          tried.add(text);
          const html = describeAt(text, STAND_IN_ADDRESS);
          if (!html.includes(STAND_IN_ADDRESS) || resolveStandIns(html, PROBE_ADDRESS) === describeAt(text, PROBE_ADDRESS)) found.set(text, html);
        }
      }
    }
  };
  for (const copy of copies) visit(copy);
  return Object.fromEntries(found);
};

const compileSet = (set: DocumentSet, { address, digest, describeAt }: CompileOptions): CompiledFiles => {
  const reading = readOpenApi(set, 0, (markdown) => describeAt(markdown, set.root));
  const relative = (sparse: SparseFiles): CompiledPart => {
    const files = Object.fromEntries([...sparse].map(([file, copy]): [string, JsonObject] => [relativeAddress(set.root, file), copy]));
    const descriptions = descriptionsIn(sparse.values(), describeAt);
    const carried = JSON.stringify(descriptions).length <= DESCRIPTIONS_UP_TO;
    return { files, descriptions: carried ? descriptions : null };
  };
  const places = [
    ...reading.operations.map((entry) => ({ key: 'paths' as const, path: entry.path, method: entry.method })),
    ...reading.webhooks.map((entry) => ({ key: 'webhooks' as const, path: entry.path, method: entry.method })),
  ];
  const sliced = sliceSet(set, places, shareOf(places.length));
  const parts = new Map<string, string>([['common.json', JSON.stringify(relative(sliced.common))]]);
  reading.operations.forEach((entry, index) => parts.set(`api-${String(entry.id)}.json`, JSON.stringify(relative(sliced.own[index]?.files ?? new Map<string, JsonObject>()))));
  reading.webhooks.forEach((_, index) => parts.set(`message-${String(index + 1)}.json`, JSON.stringify(relative(sliced.own[reading.operations.length + index]?.files ?? new Map<string, JsonObject>()))));
  parts.set('search.json', JSON.stringify(reading.searchable()));
  const folder = `parts-${digest([...parts.values()])}/`;
  const methods = new Map(reading.operations.map((entry) => [entry.id, entry.method]));
  const index: CompiledDocument = {
    format: COMPILED_FORMAT,
    document: relativeAddress(set.root, set.root),
    ...(address ? { address } : {}),
    title: reading.title,
    ...(reading.version !== undefined ? { version: reading.version } : {}),
    ...(reading.description !== undefined ? { description: reading.description } : {}),
    menu: reading.menu.map((group) => ({
      ...group,
      apis: group.apis.map(({ id, ...api }) => {
        const line = { ...api, method: methods.get(id) ?? '' };
        return compiledId(line) === id ? line : { ...line, id };
      }),
    })),
    messageMenu: reading.messageMenu,
    webhooks: reading.webhooks.map((entry) => ({ method: entry.method, path: entry.path, code: entry.code, name: entry.name })),
    parts: folder,
  };
  return { index, files: new Map([...parts].map(([name, text]) => [`${folder}${name}`, text])) };
};
