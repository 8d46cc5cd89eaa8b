import * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../../application/errors/app-error';
import { pageInTurn, type PageSource, type SearchPage } from '../../application/search/page-in-turn';
import type { SearchPort } from '../../application/ports/search.port';
import { pipe } from 'fp-ts/function';
import { GUIDE_DOC_TYPE, SUPPORT_TOPICS, supportDocType, type SearchRequest } from '../../domain/search/search';
import type { OpenApiUnit, OpenApiUnits } from './openapi-document-list';
import type { OpenApiAsk } from './openapi-worker.channel';

/**
 * The released platform documents (the getting-started guide and the Development support topics): lcp-rest's document
 * index without its business units' access-guide pages (type 3), whose units are not an OpenAPI deployment's.
 */
export const RELEASED_DOC_TYPES: readonly number[] = [GUIDE_DOC_TYPE, ...SUPPORT_TOPICS.map(supportDocType)];

export interface OpenApiSearchDeps {
  readonly units: OpenApiUnits;
  readonly ask: OpenApiAsk;
  /** The reader's language is English (the units' names in hits). */
  readonly english: () => boolean;
  /** lcp-rest's search indexes: the released documents and FAQ, which OpenAPI documents do not have. */
  readonly rest: SearchPort;
}

/**
 * Search on a deployment whose documentation comes from OpenAPI documents (docs/openapi.md "Search and the finder"):
 * APIs, messages and units from the documents (matched by the documents' host, off the main thread), released
 * documents and FAQ from lcp-rest. "All" is the documents' hits first, then lcp-rest's released documents, then its
 * FAQ, paged as one list. lcp-rest's own units' guide pages are not asked: their units are not this deployment's.
 */
export const createOpenApiSearchGateway = ({ units, ask, english, rest }: OpenApiSearchDeps): SearchPort => {
  const documents = (request: SearchRequest): TE.TaskEither<AppError, SearchPage> => {
    const inEnglish = english();
    const question = (list: readonly OpenApiUnit[]) => ({
      kind: 'search' as const,
      units: list.map((unit) => ({ unitId: unit.id, url: unit.url, name: inEnglish ? unit.nameEn : unit.name, otherNames: [unit.name, unit.nameEn].filter(Boolean) })),
      q: request.q,
      endpoint: request.endpoint,
      from: request.from,
      size: request.size,
    });
    // The host answers a search whatever its documents do; only a worker that died fails it.
    return pipe(
      units,
      TE.chain((list) => () => ask(question(list))),
    );
  };
  // Read by the documents' host before the first search (its answer is only that it is done); lcp-rest's adapter beside.
  const prepareDocuments: TE.TaskEither<AppError, void> = pipe(
    units,
    TE.chain((list) => () => ask({ kind: 'prepareSearch', units: list.map((unit) => ({ unitId: unit.id, url: unit.url })) })),
    TE.map(() => undefined),
  );
  const releasedDocs = (request: SearchRequest) => rest.search({ ...request, endpoint: 'doc', docTypes: request.docTypes?.length ? request.docTypes : RELEASED_DOC_TYPES });
  const questions = (request: SearchRequest) => rest.search({ ...request, endpoint: 'question' });
  return {
    prepare: () =>
      pipe(
        TE.sequenceArray([prepareDocuments, rest.prepare()]),
        TE.map(() => undefined),
      ),
    search: (request) => {
      switch (request.endpoint) {
        case 'api':
        case 'message':
        case 'biz_unit':
          return documents(request);
        case 'doc':
          return releasedDocs(request);
        case 'question':
          return questions(request);
        case 'all': {
          const part =
            (source: (request: SearchRequest) => TE.TaskEither<AppError, SearchPage>): PageSource =>
            (from, size) =>
              source({ ...request, from, size });
          return pageInTurn([part(documents), part(releasedDocs), part(questions)], request.from, request.size);
        }
      }
    },
  };
};
