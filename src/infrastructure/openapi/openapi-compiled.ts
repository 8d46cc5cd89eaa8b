import type { ApiDoc } from '../../domain/doc/api-doc';
import type { MessageDoc } from '../../domain/doc/message-doc';
import { oncePerText } from '../../domain/doc/once-per-text';
import { resolveStandIns } from './description-links';
import { COMPILED_FORMAT, COMPILED_INDEX, compiledId, type CompiledIndex, type CompiledPart } from './openapi-compiled-format';
import { OPERATION_SPACE } from './openapi-ids';
import { isObject, OpenApiProblem, type JsonObject } from './openapi-json';
import type { DescribeAt } from './openapi-markdown';
import { apiDocOf, entryAt, messageDocOf, type OperationEntry, type OperationFacts, type OperationReading } from './openapi-operations';
import { parseJson, type OpenApiReading } from './openapi-reader';
import type { SearchableDocument } from './openapi-search';
import { mergeFiles } from './openapi-slice';

/** What the documents' host answers from, whether the document was read whole or compiled (issue #35). */
export interface UnitReading {
  readonly face: Pick<OpenApiReading, 'title' | 'version' | 'description' | 'menu' | 'messageMenu'>;
  apiDoc(apiId: number): Promise<ApiDoc | undefined>;
  messageDoc(messageId: number): Promise<MessageDoc | undefined>;
  searchable(): Promise<SearchableDocument>;
}

/** A document's address names a compiled folder when its path ends in `/` (docs/openapi.md "Compiled documents"). */
export const isCompiledAddress = (url: string): boolean => {
  try {
    return new URL(url).pathname.endsWith('/');
  } catch {
    return false;
  }
};

/** A document read whole, answering as a unit reading does. */
export const wholeReading = (reading: OpenApiReading): UnitReading => ({
  face: { title: reading.title, version: reading.version, description: reading.description, menu: reading.menu, messageMenu: reading.messageMenu },
  apiDoc: (apiId) => Promise.resolve(reading.apiDoc(apiId)),
  messageDoc: (messageId) => Promise.resolve(reading.messageDoc(messageId)),
  searchable: () => Promise.resolve(reading.searchable()),
});

/** Runs `load` once; a failure is not kept, so asking again loads again. */
const once = <T>(load: () => Promise<T>): (() => Promise<T>) => {
  let loaded: Promise<T> | undefined;
  return () => {
    loaded ??= load().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    });
    return loaded;
  };
};

const indexOf = (text: string, url: string): CompiledIndex => {
  const index = parseJson(text, url);
  const format = isObject(index) ? index.format : undefined;
  if (format !== COMPILED_FORMAT) throw new OpenApiProblem(url, '/format', 'compiledFormat', { format: typeof format === 'string' ? format : JSON.stringify(format ?? null) });
  return index as unknown as CompiledIndex;
};

/** A part as read: its files by their full address, and its descriptions' HTML by their markdown (none: left out). */
interface PartRead {
  readonly files: Readonly<Record<string, JsonObject>>;
  readonly descriptions?: ReadonlyMap<string, string>;
}

/**
 * A compiled document (openapi-compiled-format.ts) at `folder`: its index read at once, each page's part and the
 * search index when first asked, and each page built by the same code as a document read whole, from the part. A
 * page's descriptions come from its parts; `markdown` loads the renderer only for a page whose parts lack one (a
 * description with a relative link, read from the document's own address).
 */
export const readCompiled = async (unitId: number, folder: string, fetchText: (url: string) => Promise<string>, markdown: () => Promise<DescribeAt>): Promise<UnitReading> => {
  const indexUrl = new URL(COMPILED_INDEX, folder).href;
  const index = indexOf(await fetchText(indexUrl), indexUrl);
  const documentUrl = new URL(index.address ?? index.document, indexUrl).href;
  if ('problem' in index) {
    const { file, pointer, code, values } = index.problem;
    throw new OpenApiProblem(new URL(file, documentUrl).href, pointer, code, values);
  }
  const offset = unitId * OPERATION_SPACE;
  const rendered = once(async () => {
    const describeAt = await markdown();
    return oncePerText((text: string) => describeAt(text, documentUrl));
  });
  const fileText = (name: string) => {
    const url = new URL(name, indexUrl).href;
    return fetchText(url).then((text) => ({ url, json: parseJson(text, url) }));
  };
  const partOf = async (name: string): Promise<PartRead> => {
    const { json } = await fileText(name);
    const part = json as unknown as CompiledPart;
    return {
      files: Object.fromEntries(Object.entries(part.files).map(([file, copy]) => [new URL(file, documentUrl).href, copy])),
      ...(part.descriptions ? { descriptions: new Map(Object.entries(part.descriptions).map(([text, html]) => [text, resolveStandIns(html, documentUrl)])) } : {}),
    };
  };
  const common = once(() => partOf(`${index.parts}common.json`));
  /**
   * A page built from its part and the common one: with their descriptions, else (one not there) again with the
   * renderer; with the renderer at once when a part's descriptions were left out.
   */
  const pageOf = async <Page>(key: 'paths' | 'webhooks', file: string, facts: OperationFacts, build: (reading: OperationReading, entry: OperationEntry) => Page) => {
    const [shared, own] = await Promise.all([common(), partOf(`${index.parts}${file}`)]);
    const set = { root: documentUrl, files: new Map(Object.entries(mergeFiles(shared.files, own.files))) };
    const entry = entryAt(set, key, facts);
    if (!entry) return undefined;
    const [carried, carriedShared] = [own.descriptions, shared.descriptions];
    if (!carried || !carriedShared) return build({ set, describe: await rendered() }, entry);
    let lacking = false;
    const fromParts = (text: string) => {
      const html = carried.get(text) ?? carriedShared.get(text);
      if (html === undefined) lacking = true;
      return html ?? '';
    };
    const page = build({ set, describe: fromParts }, entry);
    return lacking ? build({ set, describe: await rendered() }, entry) : page;
  };
  const menu = index.menu.map((group) => ({ ...group, apis: group.apis.map((api) => ({ id: compiledId(api) + offset, code: api.code, name: api.name, path: api.path })) }));
  const operations = new Map(index.menu.flatMap((group) => group.apis.map((api): [number, OperationFacts] => [compiledId(api) + offset, { id: compiledId(api) + offset, method: api.method, path: api.path, code: api.code, name: api.name, tags: [] }])));
  const searchable = once(async () => {
    const document = (await fileText(`${index.parts}search.json`)).json as unknown as SearchableDocument;
    return { ...document, entries: document.entries.map((entry) => (entry.scope === 'api' ? { ...entry, docId: entry.docId + offset } : entry)) };
  });
  return {
    face: {
      title: index.title,
      version: index.version,
      description: index.description,
      menu,
      messageMenu: index.messageMenu,
    },
    apiDoc: async (apiId) => {
      const facts = operations.get(apiId);
      return facts && pageOf('paths', `api-${String(apiId - offset)}.json`, facts, apiDocOf);
    },
    messageDoc: async (messageId) => {
      const compiled = index.webhooks[messageId - 1];
      return compiled && pageOf('webhooks', `message-${String(messageId)}.json`, { ...compiled, id: 0, tags: [] }, (reading, entry) => messageDocOf(reading, entry, messageId));
    },
    searchable,
  };
};
