import type { ApiDoc } from '../../domain/doc/api-doc';
import type { DocumentProblem } from '../../domain/doc/document-problem';
import type { MessageDoc } from '../../domain/doc/message-doc';
import { OpenApiProblem } from './openapi-json';
import type { DescribeAt } from './openapi-markdown';
import { isCompiledAddress, readCompiled, wholeReading, type UnitReading } from './openapi-compiled';
import { loadDocumentSet, readOpenApi, type OpenApiReading, type ParseText } from './openapi-reader';
import { searchDocuments, type OpenApiSearchAnswer, type OpenApiSearchQuestion, type OpenApiSearchUnit } from './openapi-search';

/** What the main thread asks of the documents' host (a worker in the browser): always with the units' addresses. */
export type OpenApiRequest =
  | { readonly kind: 'unit'; readonly unitId: number; readonly url: string }
  | { readonly kind: 'api'; readonly unitId: number; readonly url: string; readonly apiId: number }
  | { readonly kind: 'message'; readonly unitId: number; readonly url: string; readonly messageId: number }
  /** An example a document keeps in a file of its own (`externalValue`), by its absolute address. */
  | { readonly kind: 'example'; readonly url: string }
  /** One page of the hits of every unit's document (openapi-search.ts). */
  | ({ readonly kind: 'search'; readonly units: readonly OpenApiSearchUnit[] } & OpenApiSearchQuestion)
  /** Every unit's search index read now, before the first search asks (answered once read, whether or not it could be). */
  | { readonly kind: 'prepareSearch'; readonly units: readonly Pick<OpenApiSearchUnit, 'unitId' | 'url'>[] };

/** A document's face: what its unit page, menus and lists need, without any operation's tree. */
export type OpenApiUnitFace = Pick<OpenApiReading, 'title' | 'version' | 'description' | 'menu' | 'messageMenu'>;

export type OpenApiFailure =
  | { readonly kind: 'problem'; readonly file: string; readonly pointer: string; readonly problem: DocumentProblem }
  | { readonly kind: 'http'; readonly status: number }
  | { readonly kind: 'network' }
  /** The document has no operation or webhook of that number. */
  | { readonly kind: 'missing' };

export type OpenApiAnswer<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly failure: OpenApiFailure };

export interface OpenApiAnswers {
  unit: OpenApiUnitFace;
  api: ApiDoc;
  message: MessageDoc;
  example: string;
  search: OpenApiSearchAnswer;
  prepareSearch: true;
}

/** A fetch that answered with a status other than 2xx. */
export class HttpStatusError extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${String(status)}`);
  }
}

export interface OpenApiHostDeps {
  readonly fetchText: (url: string) => Promise<string>;
  readonly parse: ParseText;
  /**
   * The markdown renderer (a description as HTML, relative addresses in it read from the root document's), loaded when
   * first needed: a compiled document's pages mostly carry theirs.
   */
  readonly markdown: () => Promise<DescribeAt>;
}

const failureOf = (error: unknown): OpenApiFailure => {
  if (error instanceof OpenApiProblem) return { kind: 'problem', file: error.file, pointer: error.pointer, problem: error.problem };
  if (error instanceof HttpStatusError) return { kind: 'http', status: error.status };
  return { kind: 'network' };
};

/**
 * Reads each unit's document once, keeps the reading, and answers from it: a page costs its own operation's tree,
 * never the whole document's. A compiled document (an address ending in `/`) is read by its index, each page from its
 * own part. A document that is not valid is kept as such (the file would say the same again); any other failed
 * reading is not kept, so asking again fetches again.
 */
export const createOpenApiHost = ({ fetchText, parse, markdown }: OpenApiHostDeps) => {
  const readings = new Map<string, Promise<UnitReading>>();
  const readingOf = (unitId: number, url: string): Promise<UnitReading> => {
    const key = `${String(unitId)} ${url}`;
    let reading = readings.get(key);
    if (!reading) {
      reading = isCompiledAddress(url)
        ? readCompiled(unitId, url, fetchText, markdown)
        : Promise.all([loadDocumentSet(url, fetchText, parse), markdown()]).then(([set, describeAt]) => wholeReading(readOpenApi(set, unitId, (text) => describeAt(text, url))));
      reading.catch((error: unknown) => {
        if (!(error instanceof OpenApiProblem)) readings.delete(key);
      });
      readings.set(key, reading);
    }
    return reading;
  };
  const searchableOf = (unit: Pick<OpenApiSearchUnit, 'unitId' | 'url'>) => readingOf(unit.unitId, unit.url).then((reading) => reading.searchable());
  /** Every unit that could be read (one that fails is left out, said by its own pages), searched over together. */
  const search = async (request: Extract<OpenApiRequest, { kind: 'search' }>): Promise<OpenApiSearchAnswer> => {
    const read = await Promise.all(
      request.units.map((unit) =>
        searchableOf(unit).then(
          (searchable) => [{ unit, searchable: () => searchable }],
          () => [],
        ),
      ),
    );
    return searchDocuments(read.flat(), request);
  };
  const answerOf = async (request: OpenApiRequest): Promise<OpenApiAnswer<OpenApiAnswers[OpenApiRequest['kind']]>> => {
    if (request.kind === 'search') return { ok: true, value: await search(request) };
    if (request.kind === 'prepareSearch') {
      await Promise.all(request.units.map((unit) => searchableOf(unit).catch(() => undefined)));
      return { ok: true, value: true };
    }
    try {
      if (request.kind === 'example') return { ok: true, value: await fetchText(request.url) };
      const reading = await readingOf(request.unitId, request.url);
      const value = await valueFor(reading, request);
      return value === undefined ? { ok: false, failure: { kind: 'missing' } } : { ok: true, value };
    } catch (error) {
      return { ok: false, failure: failureOf(error) };
    }
  };
  const answer = <K extends OpenApiRequest['kind']>(request: OpenApiRequest & { kind: K }): Promise<OpenApiAnswer<OpenApiAnswers[K]>> =>
    answerOf(request) as Promise<OpenApiAnswer<OpenApiAnswers[K]>>;
  return { answer };
};

const valueFor = (reading: UnitReading, request: Exclude<OpenApiRequest, { kind: 'search' | 'prepareSearch' | 'example' }>): Promise<OpenApiAnswers[OpenApiRequest['kind']] | undefined> => {
  switch (request.kind) {
    case 'unit':
      return Promise.resolve(reading.face);
    case 'api':
      return reading.apiDoc(request.apiId);
    case 'message':
      return reading.messageDoc(request.messageId);
  }
};

export type OpenApiHost = ReturnType<typeof createOpenApiHost>;
