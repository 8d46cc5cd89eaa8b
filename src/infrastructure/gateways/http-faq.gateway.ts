import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { FaqPort } from '../../application/ports/faq.port';
import { questionSearchDto } from '../dto/search.dto';
import type { LcpRestClient } from '../http/lcp-rest.client';

export const QUESTION_SEARCH_PATH = '/search/question';

/** The FAQ robot's question search; a problem's detail comes from the work-order gateway. */
export const createHttpFaqGateway = (client: LcpRestClient): FaqPort => ({
  searchQuestions: (q, from, size) =>
    pipe(
      client.get(QUESTION_SEARCH_PATH, questionSearchDto, { query: { q, from: String(from), size: String(size) } }),
      TE.map((page) => ({
        total: page.total,
        rows: page.rows.flatMap((row) => {
          const code = row.raw.code ?? (row.raw.id === null || row.raw.id === undefined ? undefined : String(row.raw.id));
          if (!code) return [];
          const snippet = row.content ?? undefined;
          return [{ code, title: row.title, ...(snippet ? { snippet } : {}) }];
        }),
      })),
    ),
});
