import * as TE from 'fp-ts/TaskEither';
import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import type { AppError } from '../../../src/application/errors/app-error';
import type { SearchPort } from '../../../src/application/ports/search.port';
import { searchModule } from '../../../src/main/container/features/search.module';
import { TOKENS } from '../../../src/main/container/tokens';
import { createMemoryStore } from '../../fakes/memory-store';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The search feature over a port that counts its preparations and searches (`prepared` answers as given). */
const searchOver = (prepared: TE.TaskEither<AppError, void> = TE.right(undefined)) => {
  const calls = { prepare: 0, search: 0 };
  const port: SearchPort = {
    prepare: () => {
      calls.prepare += 1;
      return prepared;
    },
    search: () => {
      calls.search += 1;
      return TE.right({ hits: [], total: 0 });
    },
  };
  const container = new Container();
  container.bind(TOKENS.SearchPort).toConstantValue(port);
  container.bind(TOKENS.LocalStore).toConstantValue(createMemoryStore());
  container.load(searchModule);
  return { search: container.get(TOKENS.Search), calls };
};

describe('preparing a search (the header box entered, the finder opened)', () => {
  it("prepares the port once, with the search's code, however often it is asked; the search then asks the port", async () => {
    const { search, calls } = searchOver();
    search.prepareSearch();
    search.prepareSearch();
    await settle();
    expect(calls).toEqual({ prepare: 1, search: 0 });
    expect(await search.searchDocs({ q: 'order', tab: 'all', page: 1 })()).toMatchObject({ _tag: 'Right' });
    expect(calls.prepare).toBe(1);
    expect(calls.search).toBeGreaterThan(0);
  });

  it('a first search prepares the port beside its own code, and a port that cannot prepare is said by no one but the search', async () => {
    const { search, calls } = searchOver(TE.left({ kind: 'Network' }));
    const unhandled: unknown[] = [];
    const record = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', record);
    try {
      expect(await search.countHits('order', 'api')()).toMatchObject({ _tag: 'Right' });
      await settle();
      expect(calls.prepare).toBe(1);
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', record);
    }
  });
});
