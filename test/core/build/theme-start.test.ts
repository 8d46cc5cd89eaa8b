import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { themeStartScript } from '../../../build/theme-start.vite-plugin';
import { THEME_KEY } from '../../../src/application/session/storage-keys';

/** Runs the start-up script against a stand-in page and returns the root's classes and colour scheme. */
const startUp = (page: { stored?: string | null; systemDark?: boolean; storageFails?: boolean; noMatchMedia?: boolean; classes?: string[] }) => {
  const classes = new Set(page.classes ?? []);
  const root = { classList: { add: (name: string) => classes.add(name), remove: (name: string) => classes.delete(name) }, style: { colorScheme: '' } };
  const localStorage = {
    getItem: (key: string) => {
      if (page.storageFails) throw new Error('storage is off');
      return key === THEME_KEY ? (page.stored ?? null) : null;
    },
  };
  const window = page.noMatchMedia ? {} : { matchMedia: (query: string) => ({ matches: query === '(prefers-color-scheme: dark)' && page.systemDark === true }) };
  runInNewContext(themeStartScript(), { document: { documentElement: root }, localStorage, window });
  return { classes: [...classes].sort(), colorScheme: root.style.colorScheme };
};

describe('the theme start-up script of index.html', () => {
  it('follows the system when nothing is stored', () => {
    expect(startUp({ systemDark: true })).toEqual({ classes: ['dark'], colorScheme: 'dark' });
    expect(startUp({ systemDark: false })).toEqual({ classes: ['light'], colorScheme: 'light' });
  });

  it('draws a stored choice whatever the system prefers', () => {
    expect(startUp({ stored: 'dark', systemDark: false })).toEqual({ classes: ['dark'], colorScheme: 'dark' });
    expect(startUp({ stored: 'light', systemDark: true })).toEqual({ classes: ['light'], colorScheme: 'light' });
    expect(startUp({ stored: 'system', systemDark: true })).toEqual({ classes: ['dark'], colorScheme: 'dark' });
  });

  it('reads anything else as following the system, and a storage that throws or a browser without matchMedia as a light one', () => {
    expect(startUp({ stored: 'sepia', systemDark: true })).toEqual({ classes: ['dark'], colorScheme: 'dark' });
    expect(startUp({ storageFails: true, systemDark: false })).toEqual({ classes: ['light'], colorScheme: 'light' });
    expect(startUp({ noMatchMedia: true })).toEqual({ classes: ['light'], colorScheme: 'light' });
  });

  it('leaves one theme class on the root', () => {
    expect(startUp({ stored: 'dark', classes: ['light'] }).classes).toEqual(['dark']);
  });
});
