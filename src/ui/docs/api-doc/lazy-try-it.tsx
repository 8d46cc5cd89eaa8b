import { Suspense, type ComponentProps } from 'react';
import { lazyComponent } from '../../routes/lazy-component';

const Loaded = lazyComponent(() => import('./try-it/try-it.view').then((module) => module.default));

/** An OpenAPI operation's Try it, in a chunk of its own: only a deployment on OpenAPI documents loads it. */
export const TryIt = (props: ComponentProps<typeof Loaded>) => (
  <Suspense fallback={null}>
    <Loaded {...props} />
  </Suspense>
);
