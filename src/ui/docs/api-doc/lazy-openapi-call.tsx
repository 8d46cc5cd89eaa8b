import { Suspense, type ComponentProps } from 'react';
import { lazyComponent } from '../../widgets/lazy-component';

/*
 * An OpenAPI operation's Try it and code samples, in one chunk of their own: only an API page of a deployment on
 * OpenAPI documents loads it (the lcp deployment writes its signed call and links its API test console instead), and
 * the page does not wait for it. One chunk, not two: each chunk costs the first view an entry in the entry's list of
 * chunks, and the two always come together.
 */
const parts = () => import('./openapi-call-parts');
const LoadedSamples = lazyComponent(() => parts().then((module) => module.CallSamples));
const LoadedTryIt = lazyComponent(() => parts().then((module) => module.TryIt));

export const CallSamples = (props: ComponentProps<typeof LoadedSamples>) => (
  <Suspense fallback={null}>
    <LoadedSamples {...props} />
  </Suspense>
);

export const TryIt = (props: ComponentProps<typeof LoadedTryIt>) => (
  <Suspense fallback={null}>
    <LoadedTryIt {...props} />
  </Suspense>
);
