import type { Plugin, ResolvedConfig, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/*
 * Start-up needs three files the entry only asks for once it has been downloaded and run: the deployment's profile,
 * the strings of the reader's language and, on home, the home page's chunk. Each was one more round trip after the
 * entry (on a phone on a slow network, some hundreds of milliseconds before the first paint). An inline script in
 * index.html asks for them as module preloads beside the entry instead:
 * - both profiles (half a KB each: cheaper than deciding which one here);
 * - the language the portal will choose (src/domain/deployment/resolve-deployment.ts `resolveLocale`): the stored
 *   one, else English under the international sites' path prefixes, else Chinese. An international host without a
 *   stored language gets the Chinese file preloaded in vain, and its English one as before;
 * - the home page's chunk when the address is home.
 * A Content-Security-Policy without 'unsafe-inline' must list the script's hash (docs/configuration.md).
 */

const isChunk = (file: OutputBundle[string]): file is OutputChunk => file.type === 'chunk';

const fileOf = (bundle: OutputBundle, test: (chunk: OutputChunk) => boolean): string | undefined =>
  Object.values(bundle).filter(isChunk).find(test)?.fileName;

const byModule = (suffix: string) => (chunk: OutputChunk) => chunk.facadeModuleId?.endsWith(suffix) ?? false;

/** The inline script; exported for its test. */
export const earlyChunksScript = (files: { profiles: readonly string[]; zhCn: string; enUs: string; home?: string | undefined }): string => {
  const json = (value: unknown) => JSON.stringify(value);
  return [
    '(function () {',
    '  var preload = function (href) { var link = document.createElement("link"); link.rel = "modulepreload"; link.href = href; document.head.appendChild(link); };',
    `  ${json(files.profiles)}.forEach(preload);`,
    '  var stored = null;',
    '  try { stored = localStorage.getItem("lcp.locale"); } catch (error) { stored = null; }',
    '  var international = /^\\/(us|eu)(\\/|$)/.test(location.pathname);',
    `  preload(stored === "en-us" || (stored !== "zh-cn" && international) ? ${json(files.enUs)} : ${json(files.zhCn)});`,
    files.home ? `  if (/^(#\\/?(home)?([?#].*)?)?$/.test(location.hash)) preload(${json(files.home)});` : '',
    '})();',
  ]
    .filter(Boolean)
    .join('\n');
};

export const earlyChunksPlugin = (): Plugin => {
  let config: ResolvedConfig;
  return {
    name: 'early-chunks',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const { bundle } = context;
        if (!bundle) return;
        const href = (fileName: string | undefined) => (fileName ? `${config.base}${fileName}` : undefined);
        const required = (suffix: string): string => {
          const file = href(fileOf(bundle, byModule(suffix)));
          if (!file) throw new Error(`early-chunks: no chunk for ${suffix} in the build`);
          return file;
        };
        const files = {
          profiles: [required('/profiles/external.profile.ts'), required('/profiles/internal.profile.ts')],
          zhCn: required('/i18n/bundles/zh-cn.ts'),
          enUs: required('/i18n/bundles/en-us.ts'),
          home: href(fileOf(bundle, (chunk) => chunk.name === 'home-page')),
        };
        return [{ tag: 'script', children: earlyChunksScript(files), injectTo: 'head' }];
      },
    },
  };
};
