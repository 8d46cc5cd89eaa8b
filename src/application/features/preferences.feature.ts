import type { IO } from 'fp-ts/IO';
import type { Locale, RegionalSite } from '../../domain/deployment/deployment';
import type { ThemeChoice } from '../../domain/theme/theme';
import type { FormDrafts } from '../use-cases/form-drafts.use-case';

/** What the browser keeps for the reader: language, theme, international site, the closed notice, form drafts. */
export interface PreferencesFeature {
  readonly getLocale: IO<Locale>;
  readonly setLocale: (locale: Locale) => IO<void>;
  readonly getThemeChoice: IO<ThemeChoice>;
  readonly setThemeChoice: (choice: ThemeChoice) => IO<void>;
  readonly chooseSite: (site: RegionalSite) => IO<boolean>;
  readonly isNoticeClosed: IO<boolean>;
  readonly closeNotice: IO<void>;
  /** What was typed into a form and not yet sent, kept for the tab's session (docs/testing.md). */
  readonly formDrafts: FormDrafts;
}
