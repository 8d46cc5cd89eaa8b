import type { Plugin } from 'vite';
import { THEME_KEY } from '../src/application/session/storage-keys.ts';
import { parseThemeChoice, resolveTheme, THEME_CHOICES, type Theme } from '../src/domain/theme/theme.ts';
import { applyTheme, SYSTEM_DARK_QUERY } from '../src/ui/theme/apply-theme.ts';
import { isDiagramFramePage } from './pages.ts';

/*
 * A page in dark mode must not flash white while the portal's code downloads: its styles come with that code. An
 * inline script in index.html's head, run before the body is drawn, draws the page in the reader's theme at once:
 * the answers of the domain's own rule (themeTable, by stored choice and the system's preference) and the app's own
 * `applyTheme`, as text, so the script holds no second copy of either. The portal takes over once it runs
 * (src/ui/theme/theme-provider.tsx). In the dev server too. Its CSP hash is written with the other inline script's
 * (build/early-chunks.vite-plugin.ts, `inlineScriptHashes`).
 */

/** The theme by stored choice ('' for none or anything else) and whether the system prefers dark. */
export const themeTable = (): Record<string, Theme> =>
  Object.fromEntries(
    [...THEME_CHOICES, ''].flatMap((stored) =>
      [true, false].map((systemDark) => [`${stored}|${String(systemDark)}`, resolveTheme(parseThemeChoice(stored || null), systemDark)]),
    ),
  );

/** The inline script; exported for its test. */
export const themeStartScript = (): string => {
  const json = (value: unknown) => JSON.stringify(value);
  return [
    '(function () {',
    '  var stored = null;',
    `  try { stored = localStorage.getItem(${json(THEME_KEY)}); } catch (error) { stored = null; }`,
    `  var known = ${json(THEME_CHOICES)}.indexOf(stored) >= 0 ? stored : "";`,
    `  var systemDark = !!(window.matchMedia && window.matchMedia(${json(SYSTEM_DARK_QUERY)}).matches);`,
    `  (${applyTheme.toString()})(${json(themeTable())}[known + "|" + systemDark]);`,
    '})();',
  ].join('\n');
};

export const themeStartPlugin = (): Plugin => ({
  name: 'theme-start',
  transformIndexHtml: (_html, context) => (isDiagramFramePage(context.path) ? undefined : [{ tag: 'script', children: themeStartScript(), injectTo: 'head' }]),
});
