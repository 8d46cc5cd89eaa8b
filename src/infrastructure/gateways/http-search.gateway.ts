import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { z } from 'zod/mini';
import type { SearchPort } from '../../application/ports/search.port';
import { withoutDiagramBlocks } from '../../domain/doc/diagram-source';
import { isSearchScope, searchTargetOf, type SearchEndpoint, type SearchHit } from '../../domain/search/search';
import { snippetMarkup, snippetText } from '../../domain/search/snippet';
import { searchPageDto, type searchRowDto } from '../dto/search.dto';
import type { LcpRestClient } from '../http/lcp-rest.client';

/** /search, /search/api … (the internal variant asks the …/inner twins); FAQ hits come from /search/question. */
export const searchPath = (endpoint: SearchEndpoint, inner: boolean): string => {
  if (endpoint === 'question') return '/search/question';
  const base = endpoint === 'all' ? '/search' : `/search/${endpoint}`;
  return inner ? `${base}/inner` : base;
};

/**
 * Every text field of a row goes through one rule (domain/search/snippet.ts): the plain fields become text, the
 * highlights highlight HTML with only their marks as tags, whatever markup or entities the backend left in them.
 */
export const toSearchHit = (row: z.output<typeof searchRowDto>, index: number): SearchHit => {
  const kind = [row.scope, row.type, row.businessType].find(isSearchScope);
  const titleHighlight = row.highlight?.title?.map(snippetMarkup).find(Boolean);
  // A document's diagram source (a fenced mermaid block) is no text to show, whatever the backend indexed.
  const snippetHighlight = row.highlight?.content?.map((fragment) => snippetMarkup(withoutDiagramBlocks(fragment))).filter(Boolean).join(' … ');
  // A unit hit names itself: its name (raw.name, in the reader's language) with its English businessName beside it.
  const businessName = row.raw.businessName ? snippetText(row.raw.businessName) : '';
  const ownName = kind === 'biz_unit' && row.raw.name ? snippetText(row.raw.name) : '';
  const source = ownName || businessName;
  const sourceEn = ownName && businessName !== ownName ? businessName : '';
  const code = kind === 'api' && row.raw.code ? snippetText(row.raw.code) : '';
  return {
    key: `${kind ?? 'hit'}-${String(row.raw.id ?? row.raw.code ?? '')}-${String(index)}`,
    ...(kind ? { scope: kind } : {}),
    title: snippetText(row.title),
    ...(titleHighlight ? { titleHighlight } : {}),
    snippet: row.content ? snippetText(withoutDiagramBlocks(row.content)) : snippetText(snippetHighlight ?? ''),
    ...(snippetHighlight ? { snippetHighlight } : {}),
    ...(source ? { source } : {}),
    ...(sourceEn ? { sourceEn } : {}),
    ...(code ? { code } : {}),
    target: searchTargetOf(kind, row.raw),
  };
};

export const createHttpSearchGateway = (client: LcpRestClient, inner = false): SearchPort => ({
  search: (request) =>
    pipe(
      client.get(searchPath(request.endpoint, inner), searchPageDto, {
        query: {
          q: request.q,
          from: String(request.from),
          size: String(request.size),
          ...(request.docTypes?.length ? { type: request.docTypes.join(',') } : {}),
        },
      }),
      TE.map((page) => ({ hits: page.rows.map(toSearchHit), total: page.total })),
    ),
  // lcp-rest's indexes live on the server: preparing is loading this adapter, done by its lazy port for this call.
  prepare: () => TE.right(undefined),
});
