import { ContainerModule } from 'inversify';
import type { SearchFeature } from '../../../application/features/search.feature';
import { makeCountHits, makeSearchDocs, makeSuggest } from '../../../application/use-cases/search-docs.use-case';
import { makeRecentFinds, makeRememberFind } from '../../../application/use-cases/recent-finds.use-case';
import { TOKENS } from '../tokens';

/** Search: one page of one tab's hits, the tabs' counts, the finder's suggestions and recent openings. */
export const searchModule = new ContainerModule(({ bind }) => {
  bind(TOKENS.Search)
    .toDynamicValue((context): SearchFeature => {
      const ports = { search: context.get(TOKENS.SearchPort) };
      const local = context.get(TOKENS.LocalStore);
      return {
        searchDocs: makeSearchDocs(ports),
        countHits: makeCountHits(ports),
        suggest: makeSuggest(ports),
        recentFinds: makeRecentFinds({ local }),
        rememberFind: makeRememberFind({ local }),
      };
    })
    .inSingletonScope();
});
