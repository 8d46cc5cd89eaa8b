import type { ComponentType } from 'react';
import { lazyComponent } from '../widgets/lazy-component';
import type { DevTool } from './tool-names';

/**
 * A tool's code loads when the tool is shown, so a tools address loads only the tool it opens (the signature
 * calculator does not bring the API test console's editor and dialogs). It is a `lazyComponent`: a failed load is
 * said in the tool's place (the tools menu stays) with a Retry, and choosing the tool again tries again too.
 *
 * `preload` (the tools route's loader calls it) starts the code with the navigation. Once it has arrived the tool
 * renders at once: a `React.lazy` alone suspends on its first render even when its code is there, and React then
 * holds back the revealed tool for ~300 ms after its loading line (measured: the signature tool's text painted
 * 370 ms after the page's first paint, with nothing left to load).
 */
export const lazyTool = <P extends object>(load: () => Promise<ComponentType<P>>) => lazyComponent(load);

export const LazyApiTestConsole = lazyTool(() => import('./api-test/api-test-console.view').then((module) => module.ApiTestConsole));
export const LazySignTool = lazyTool(() => import('./sign/sign-tool.page').then((module) => module.SignToolPage));
export const LazyTokenSearch = lazyTool(() => import('./token/token-search.page').then((module) => module.TokenSearchPage));

const PRELOADS: Readonly<Record<DevTool, () => Promise<unknown>>> = {
  'api-test': LazyApiTestConsole.preload,
  sign: LazySignTool.preload,
  'token-search': LazyTokenSearch.preload,
};

/** Starts a tool's code, or tries again after a failure (which shows when the tool renders, in its place). */
export const preloadTool = (tool: DevTool): void => {
  void PRELOADS[tool]();
};
