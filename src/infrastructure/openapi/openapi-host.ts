import * as E from 'fp-ts/Either';
import type { AppError } from '../../application/errors/app-error';
import type { ApiDoc } from '../../domain/doc/api-doc';
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

/** What the worker says once, when its code has loaded and it listens (openapi-worker.channel.ts). */
export const OPENAPI_HOST_READY = 'openapi-host-ready';

/** A question of one kind. */
export type OpenApiQuestion<K extends OpenApiRequest['kind']> = Extract<OpenApiRequest, { readonly kind: K }>;

/** A document's face: what its unit page, menus and lists need, without any operation's tree. */
export type OpenApiUnitFace = Pick<OpenApiReading, 'title' | 'version' | 'description' | 'menu' | 'messageMenu'>;

/**
 * The host's answer: the value asked for, or the failure as the portal's one error shape (an `AppError`), which goes
 * unchanged through the worker channel and the gateway to the view.
 */
export type OpenApiAnswer<T> = E.Either<AppError, T>;

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

/** The document has no operation or webhook of that number. */
const NOT_FOUND: AppError = { kind: 'Http', status: 404 };

const failureOf = (error: unknown): AppError => {
  if (error instanceof OpenApiProblem) return { kind: 'InvalidDocument', file: error.file, pointer: error.pointer, problem: error.problem };
  if (error instanceof HttpStatusError) return { kind: 'Http', status: error.status };
  return { kind: 'Network' };
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
    if (request.kind === 'search') return E.right(await search(request));
    if (request.kind === 'prepareSearch') {
      await Promise.all(request.units.map((unit) => searchableOf(unit).catch(() => undefined)));
      return E.right(true);
    }
    try {
      if (request.kind === 'example') return E.right(await fetchText(request.url));
      const reading = await readingOf(request.unitId, request.url);
      const value = await valueFor(reading, request);
      return value === undefined ? E.left(NOT_FOUND) : E.right(value);
    } catch (error) {
      return E.left(failureOf(error));
    }
  };
  const answer = <K extends OpenApiRequest['kind']>(request: OpenApiQuestion<K>): Promise<OpenApiAnswer<OpenApiAnswers[K]>> =>
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
