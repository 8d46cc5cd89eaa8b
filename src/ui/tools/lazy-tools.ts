import { lazy, type ComponentType } from 'react';
import { CHUNK_TIMEOUT_MS, loadWithin } from '../routes/lazy-page';

/**
 * A tool's code loads when the tool is shown, so a tools address loads only the tool it opens (the signature
 * calculator does not bring the API test console's editor and dialogs). A failed load is a ChunkLoadError for the
 * route's error view.
 */
const lazyTool = <P extends object>(load: () => Promise<ComponentType<P>>) =>
  lazy(loadWithin(() => load().then((component) => ({ default: component })), CHUNK_TIMEOUT_MS));

export const LazyApiTestConsole = lazyTool(() => import('./api-test/api-test-console.view').then((module) => module.ApiTestConsole));
export const LazySignTool = lazyTool(() => import('./sign/sign-tool.page').then((module) => module.SignToolPage));
export const LazyTokenSearch = lazyTool(() => import('./token/token-search.page').then((module) => module.TokenSearchPage));
