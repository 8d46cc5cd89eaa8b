import { createElement, lazy, type ComponentType } from 'react';
import { CHUNK_TIMEOUT_MS, loadWithin } from '../routes/lazy-page';
import type { DevTool } from './tool-names';

type LazyTool<P> = ComponentType<P> & { readonly preload: () => Promise<unknown> };

/**
 * A tool's code loads when the tool is shown, so a tools address loads only the tool it opens (the signature
 * calculator does not bring the API test console's editor and dialogs). A failed load is a ChunkLoadError for the
 * route's error view.
 *
 * `preload` (the tools route's loader calls it) starts the code with the navigation. Once it has arrived the tool
 * renders at once: a `React.lazy` alone suspends on its first render even when its code is there, and React then
 * holds back the revealed tool for ~300 ms after its loading line (measured: the signature tool's text painted
 * 370 ms after the page's first paint, with nothing left to load).
 */
export const lazyTool = <P extends object>(load: () => Promise<ComponentType<P>>): LazyTool<P> => {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (loading ??= loadWithin(load, CHUNK_TIMEOUT_MS)().then((component) => {
      loaded = component;
      return component;
    }));
  const Suspending = lazy(() => preload().then((component) => ({ default: component })));
  const Tool = (props: P) => createElement(loaded ?? Suspending, props);
  return Object.assign(Tool, { preload });
};

export const LazyApiTestConsole = lazyTool(() => import('./api-test/api-test-console.view').then((module) => module.ApiTestConsole));
export const LazySignTool = lazyTool(() => import('./sign/sign-tool.page').then((module) => module.SignToolPage));
export const LazyTokenSearch = lazyTool(() => import('./token/token-search.page').then((module) => module.TokenSearchPage));

const PRELOADS: Readonly<Record<DevTool, () => Promise<unknown>>> = {
  'api-test': LazyApiTestConsole.preload,
  sign: LazySignTool.preload,
  'token-search': LazyTokenSearch.preload,
};

/** Starts a tool's code (a failure shows when the tool renders, in its place). */
export const preloadTool = (tool: DevTool): void => {
  PRELOADS[tool]().catch(() => undefined);
};
