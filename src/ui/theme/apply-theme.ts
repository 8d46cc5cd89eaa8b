import type { Theme } from '../../domain/theme/theme';

/** The media query of a system that prefers dark: read by the ThemeProvider and by the start-up script. */
export const SYSTEM_DARK_QUERY = '(prefers-color-scheme: dark)';

/**
 * Draws the page in `theme`: Chakra's `_dark` styles follow the root's `dark` class, and the root's colour scheme
 * gives the browser's own parts (canvas, scrollbars, form controls) the same theme.
 * Also run, as its source text, by the start-up script before the first paint (build/theme-start.vite-plugin.ts),
 * so it must not use anything outside itself.
 */
export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.classList.remove(theme === 'dark' ? 'light' : 'dark');
  root.classList.add(theme);
  root.style.colorScheme = theme;
}
