/** What lazy-openapi-call.tsx loads, as one chunk. */
export { default as CallSamples } from './call-samples.view';
export { default as TryIt } from './try-it/try-it.view';
