import type { RouteComponent } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { loadLocaleAreas } from '../i18n/resources';
import { lazyComponent } from '../widgets/lazy-component';

/**
 * A route component loaded on demand (`lazyComponent`): the router's `preload` of each navigation to the route is an
 * intent, so a page whose files failed loads again when the reader comes back to it. A failed or timed-out chunk is
 * said in the layout's outlet (header, menus and footer stay and work), with a Retry that loads it again.
 * `localeAreas`: the page's lazily kept strings (src/ui/i18n/resources.ts), loaded beside the chunk.
 */
export const lazyPage = <M extends Record<string, unknown>>(
  load: () => Promise<M>,
  exportName: keyof M & string,
  localeAreas: readonly string[] = [],
): RouteComponent =>
  lazyComponent(() => Promise.all([load(), loadLocaleAreas(localeAreas)]).then(([module]) => module[exportName] as ComponentType<object>));
