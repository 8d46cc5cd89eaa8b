import { lazyRouteComponent, type RouteComponent } from '@tanstack/react-router';
import { loadLocaleAreas } from '../i18n/resources';
import { RouteErrorView } from '../pages/route-error.view';
import { ChunkLoadError } from './chunk-load-error';

export { ChunkLoadError, isChunkLoadError } from './chunk-load-error';

/** Spec §9: a route's script chunk that has not loaded within 120 s counts as failed. */
export const CHUNK_TIMEOUT_MS = 120_000;


/** `load`, failing as ChunkLoadError when it fails or has not finished within `ms`. */
export const loadWithin = <T,>(load: () => Promise<T>, ms: number): (() => Promise<T>) => () =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(`chunk timeout after ${ms} ms`)), ms);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(error instanceof Error ? error.message : String(error)));
      },
    );
  });

/**
 * A route component loaded on demand. A failed or timed-out chunk surfaces as ChunkLoadError, which the route
 * error view turns into a message with a retry (typical after a new deployment replaced the chunk files).
 * `localeAreas`: the page's lazily kept strings (src/ui/i18n/resources.ts), loaded beside the chunk.
 */
export const lazyPage = <M extends Record<string, unknown>>(
  load: () => Promise<M>,
  exportName: keyof M & string,
  localeAreas: readonly string[] = [],
): RouteComponent =>
  lazyRouteComponent(
    () =>
      loadWithin(() => Promise.all([load(), loadLocaleAreas(localeAreas)]).then(([module]) => module), CHUNK_TIMEOUT_MS)().catch(
        (error: unknown) => ({ [exportName]: pageFilesFailed(error) }) as unknown as M,
      ),
    exportName,
  ) as RouteComponent;

/**
 * A page whose files failed stands in for the page, in the layout's outlet: header, menus and footer stay and work
 * (nothing is thrown past the layout). Its Retry reloads, which loads the files afresh.
 */
const pageFilesFailed = (error: unknown): RouteComponent => {
  const failure = error instanceof ChunkLoadError ? error : new ChunkLoadError(String(error));
  const PageFilesFailed = () => <RouteErrorView error={failure} reset={() => window.location.reload()} />;
  return PageFilesFailed;
};
