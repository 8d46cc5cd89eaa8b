import { loadOnce, type LoadOnce } from '../../src/application/concurrency/load-once';

/** Code whose first load fails as a chunk that did not arrive, and whose next loads give `real`'s code. */
export const failFirstLoad = <T>(real: LoadOnce<T>) => {
  let attempts = 0;
  const code = loadOnce(() => {
    attempts += 1;
    return attempts === 1 ? Promise.reject(new Error('Failed to fetch dynamically imported module')) : real.load();
  });
  return { code, attempts: () => attempts };
};
