import type { ResolutionContext } from 'inversify';
import type { SearchPort } from '../../application/ports/search.port';
import { loadOnce } from '../../application/concurrency/load-once';
import { lazyPort } from './lazy-port';
import { TOKENS } from './tokens';

/**
 * Search through lcp-rest's indexes, loaded with the first search. Each docs source binds the search port
 * (docs-sources/): lcp's is this; an OpenAPI deployment's asks it only for released documents and FAQ.
 */
export const lcpRestSearch = (context: ResolutionContext): SearchPort => {
  const client = context.get(TOKENS.LcpRest);
  const inner = context.get(TOKENS.PortalFeatures).searchIndexes === 'inner';
  return lazyPort(loadOnce(() => import('../../infrastructure/gateways/http-search.gateway').then((module) => module.createHttpSearchGateway(client, inner))), { search: true, prepare: true });
};
