import type { IO } from 'fp-ts/IO';
import { recentFrom, rememberOpening, type Suggestion } from '../../domain/search/finder';
import type { KeyValueStore } from '../ports/storage.port';
import { RECENT_FINDS_KEY } from '../session/storage-keys';

const read = (local: KeyValueStore): Suggestion[] => {
  try {
    return recentFrom(JSON.parse(local.get(RECENT_FINDS_KEY) ?? '[]'));
  } catch {
    return [];
  }
};

/** The finder's recent openings, newest first (shown on an empty query). */
export const makeRecentFinds = (deps: { local: KeyValueStore }): IO<readonly Suggestion[]> => () => read(deps.local);

/** Remembers an opening; answers the list as it now is. */
export const makeRememberFind =
  (deps: { local: KeyValueStore }) =>
  (opened: Suggestion): IO<readonly Suggestion[]> =>
  () => {
    const recent = rememberOpening(read(deps.local), opened);
    deps.local.set(RECENT_FINDS_KEY, JSON.stringify(recent));
    return recent;
  };
