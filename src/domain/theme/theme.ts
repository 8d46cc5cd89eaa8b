/** How the portal is drawn. */
export type Theme = 'light' | 'dark';
/** What the reader chose: a theme, or whatever the system prefers (the default). */
export type ThemeChoice = Theme | 'system';

export const THEME_CHOICES: readonly ThemeChoice[] = ['system', 'light', 'dark'];

export const isThemeChoice = (value: unknown): value is ThemeChoice =>
  typeof value === 'string' && (THEME_CHOICES as readonly string[]).includes(value);

/** A stored choice read back: anything unknown (or nothing) follows the system. */
export const parseThemeChoice = (stored: string | null): ThemeChoice => (isThemeChoice(stored) ? stored : 'system');

/** The theme to draw: the reader's choice, or the system's preference when the choice is to follow it. */
export const resolveTheme = (choice: ThemeChoice, systemPrefersDark: boolean): Theme =>
  choice === 'system' ? (systemPrefersDark ? 'dark' : 'light') : choice;
