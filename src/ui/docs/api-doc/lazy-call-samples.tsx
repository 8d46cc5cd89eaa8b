import { Suspense, type ComponentProps } from 'react';
import { lazyComponent } from '../../routes/lazy-component';

const Loaded = lazyComponent(() => import('./call-samples.view').then((module) => module.default));

/**
 * An OpenAPI operation's code samples, in a chunk of their own: only an OpenAPI deployment's API pages load them (the
 * lcp deployment writes its signed call instead), and the page does not wait for them.
 */
export const CallSamples = (props: ComponentProps<typeof Loaded>) => (
  <Suspense fallback={null}>
    <Loaded {...props} />
  </Suspense>
);
