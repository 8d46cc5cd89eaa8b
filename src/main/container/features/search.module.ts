import { ContainerModule } from 'inversify';
import type { SearchFeature } from '../../../application/features/search.feature';
import { makeRecentFinds, makeRememberFind } from '../../../application/use-cases/recent-finds.use-case';
import { loadOnce } from '../../../application/concurrency/load-once';
import { lazyPort } from '../lazy-port';
import { TOKENS } from '../tokens';

/**
 * Search: one page of one tab's hits, the tabs' counts, the finder's suggestions and recent openings. The three reads
 * (their paging and ranking rules) load with the first search, which no first view makes (docs/performance.md).
 */
export const searchModule = new ContainerModule(({ bind }) => {
  bind(TOKENS.Search)
    .toDynamicValue((context): SearchFeature => {
      const ports = { search: context.get(TOKENS.SearchPort) };
      const local = context.get(TOKENS.LocalStore);
      // The port's own code and indexes start loading with this code, not once it has run.
      const code = loadOnce(() => {
        void ports.search.prepare()();
        return import('../../../application/use-cases/search-docs.use-case').then((module) => ({
          searchDocs: module.makeSearchDocs(ports),
          countHits: module.makeCountHits(ports),
          suggest: module.makeSuggest(ports),
        }));
      });
      const reads = lazyPort(code, { searchDocs: true, countHits: true, suggest: true });
      return {
        ...reads,
        // A failed load is the search's to say when it is asked.
        prepareSearch: () => void code.load().catch(() => undefined),
        recentFinds: makeRecentFinds({ local }),
        rememberFind: makeRememberFind({ local }),
      };
    })
    .inSingletonScope();
});
