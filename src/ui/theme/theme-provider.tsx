import { createContext, useContext, useLayoutEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { resolveTheme, type Theme, type ThemeChoice } from '../../domain/theme/theme';
import { usePreferences } from '../portal/portal.context';
import { applyTheme, SYSTEM_DARK_QUERY } from './apply-theme';

const subscribeToSystem = (onChange: () => void) => {
  const media = window.matchMedia(SYSTEM_DARK_QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
};
const systemPrefersDark = () => window.matchMedia(SYSTEM_DARK_QUERY).matches;

export interface ThemeState {
  /** What the reader chose (following the system by default). */
  readonly choice: ThemeChoice;
  /** What the page is drawn in now. */
  readonly theme: Theme;
  /** Draws the page in the choice at once and remembers it. */
  readonly choose: (choice: ThemeChoice) => void;
}

const ThemeContext = createContext<ThemeState | null>(null);

/**
 * The reader's theme: their remembered choice, or the system's preference (followed live while that is the choice).
 * It takes over from the start-up script, which drew the first paint in the same theme.
 */
export const ThemeProvider = ({ children }: { children: ReactNode }) => {
  const preferences = usePreferences();
  const [choice, setChoice] = useState(preferences.getThemeChoice);
  const systemDark = useSyncExternalStore(subscribeToSystem, systemPrefersDark);
  const theme = resolveTheme(choice, systemDark);
  useLayoutEffect(() => {
    applyTheme(theme);
  }, [theme]);
  const state = useMemo<ThemeState>(
    () => ({
      choice,
      theme,
      choose: (next) => {
        preferences.setThemeChoice(next)();
        setChoice(next);
      },
    }),
    [choice, theme, preferences],
  );
  return <ThemeContext.Provider value={state}>{children}</ThemeContext.Provider>;
};

export const useTheme = (): ThemeState => {
  const state = useContext(ThemeContext);
  if (!state) throw new Error('useTheme needs a ThemeProvider');
  return state;
};
