import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useTheme } from '../../../src/ui/theme/theme-provider';
import { fakeUseCases } from '../../fakes/fake-use-cases';
import { renderApp } from '../support/render-app';

/** A system whose dark preference the test changes, as a reader's operating system does. */
const controllableSystem = (prefersDark: boolean) => {
  const listeners = new Set<() => void>();
  const original = window.matchMedia;
  let dark = prefersDark;
  window.matchMedia = ((query: string) => ({
    get matches() {
      return query === '(prefers-color-scheme: dark)' && dark;
    },
    media: query,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  })) as unknown as typeof window.matchMedia;
  return {
    set: (next: boolean) => {
      dark = next;
      act(() => listeners.forEach((listener) => listener()));
    },
    restore: () => {
      window.matchMedia = original;
    },
  };
};

const Probe = () => {
  const { choice, theme, choose } = useTheme();
  return (
    <div>
      <p>{`${choice} → ${theme}`}</p>
      <button type="button" onClick={() => choose('dark')}>dark</button>
      <button type="button" onClick={() => choose('system')}>system</button>
    </div>
  );
};

const rootTheme = () => ({ dark: document.documentElement.classList.contains('dark'), colorScheme: document.documentElement.style.colorScheme });

describe('ThemeProvider', () => {
  let system: ReturnType<typeof controllableSystem> | undefined;
  afterEach(() => {
    system?.restore();
    document.documentElement.className = '';
  });

  it('follows the system live while that is the choice, and stops following it once a theme is chosen', async () => {
    system = controllableSystem(false);
    const { user, useCases } = await renderApp(<Probe />);
    expect(screen.getByText('system → light')).toBeTruthy();
    expect(rootTheme()).toEqual({ dark: false, colorScheme: 'light' });
    system.set(true);
    expect(screen.getByText('system → dark')).toBeTruthy();
    expect(rootTheme()).toEqual({ dark: true, colorScheme: 'dark' });

    system.set(false);
    await user.click(screen.getByRole('button', { name: 'dark' }));
    expect(screen.getByText('dark → dark')).toBeTruthy();
    expect(useCases.calls.setThemeChoice).toEqual([['dark']]);
    system.set(true);
    system.set(false);
    expect(rootTheme()).toEqual({ dark: true, colorScheme: 'dark' });

    await user.click(screen.getByRole('button', { name: 'system' }));
    expect(screen.getByText('system → light')).toBeTruthy();
    expect(rootTheme()).toEqual({ dark: false, colorScheme: 'light' });
  });

  it('starts from the remembered choice', async () => {
    system = controllableSystem(false);
    const useCases = fakeUseCases({ getThemeChoice: () => 'dark' });
    await renderApp(<Probe />, { useCases });
    expect(screen.getByText('dark → dark')).toBeTruthy();
    expect(rootTheme()).toEqual({ dark: true, colorScheme: 'dark' });
  });
});
