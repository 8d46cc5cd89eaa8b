import { ContainerModule } from 'inversify';
import type { SearchFeature } from '../../../application/features/search.feature';
import { makeSearchDocs } from '../../../application/use-cases/search-docs.use-case';
import { TOKENS } from '../tokens';

/** Search: one page of one tab's hits. */
export const searchModule = new ContainerModule(({ bind }) => {
  bind(TOKENS.Search)
    .toDynamicValue((context): SearchFeature => ({ searchDocs: makeSearchDocs({ search: context.get(TOKENS.SearchPort) }) }))
    .inSingletonScope();
});
