import { describe, expect, it } from 'vitest';
import { parseThemeChoice, resolveTheme, type Theme, type ThemeChoice } from '../../../../src/domain/theme/theme';

describe('theme', () => {
  it.each<[string | null, ThemeChoice]>([
    [null, 'system'],
    ['dark', 'dark'],
    ['light', 'light'],
    ['system', 'system'],
    ['Dark', 'system'],
    ['sepia', 'system'],
  ])('a stored %j reads as %s', (stored, choice) => {
    expect(parseThemeChoice(stored)).toBe(choice);
  });

  it.each<[ThemeChoice, boolean, Theme]>([
    ['system', true, 'dark'],
    ['system', false, 'light'],
    ['light', true, 'light'],
    ['dark', false, 'dark'],
  ])('%s with a system that prefers dark: %s draws %s', (choice, systemPrefersDark, theme) => {
    expect(resolveTheme(choice, systemPrefersDark)).toBe(theme);
  });
});
