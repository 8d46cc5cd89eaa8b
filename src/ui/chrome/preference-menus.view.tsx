import { Box } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { Contrast, Globe, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { keyMessage } from '../../application/notifications/message';
import { isLocale, isRegionalSite, LOCALES, type Locale } from '../../domain/deployment/deployment';
import { isThemeChoice, THEME_CHOICES } from '../../domain/theme/theme';
import { htmlLang, LANGUAGE_NAMES } from '../i18n/language-names';
import { loadLocale } from '../i18n/resources';
import { useDeployment, useDeploymentValues, useNotifications, usePreferences } from '../portal/portal.context';
import { useTheme } from '../theme/theme-provider';
import { LoadOnFirstUse } from '../widgets/load-on-first-use';
import { DropdownButton } from '../widgets/dropdown-button';
import type { RadioMenuProps } from './radio-menu.view';

const loadRadioMenu = () => import('./radio-menu.view').then((module) => module.RadioMenu);

/** A header dropdown that picks one of a few options: a ghost button (icon, current choice) over a radio menu. */
const PreferenceDropdown = ({
  buttonLabel,
  icon,
  current,
  ...menu
}: Omit<RadioMenuProps, 'begun' | 'trigger'> & { buttonLabel: string; icon: ReactNode; current: ReactNode }) => (
  <LoadOnFirstUse
    load={loadRadioMenu}
    trigger={(props) => (
      <DropdownButton size="sm" aria-label={buttonLabel} aria-haspopup="menu" {...props}>
        {icon}
        {current}
      </DropdownButton>
    )}
    {...menu}
  />
);

/**
 * Switches the interface language now (no reload) and remembers it; cached calls are refetched in it. The other
 * language's strings load first; if they cannot, the page stays as it is and says so.
 */
export const useChangeLocale = () => {
  const { i18n } = useTranslation();
  const setLocale = usePreferences().setLocale;
  const notifications = useNotifications();
  const queryClient = useQueryClient();
  return async (locale: Locale) => {
    try {
      await loadLocale(locale);
    } catch {
      notifications.toast('error', keyMessage('common.errors.partLoadFailed'));
      return;
    }
    setLocale(locale)();
    document.documentElement.lang = htmlLang(locale);
    void i18n.changeLanguage(locale);
    void queryClient.invalidateQueries();
  };
};

/** Goes to another regional site (the page leaves); a refused site says so. */
export const useChooseSite = () => {
  const chooseSite = usePreferences().chooseSite;
  const notifications = useNotifications();
  return (site: string) => {
    if (!isRegionalSite(site)) return;
    if (!chooseSite(site)()) notifications.toast('error', keyMessage('chrome.site.unavailable'));
  };
};

export const currentLocale = (language: string): Locale => (isLocale(language) ? language : 'zh-cn');

/** The languages as the menu and the phone drawer offer them, each named in itself. */
export const LANGUAGE_OPTIONS = LOCALES.map((option) => ({ value: option, label: LANGUAGE_NAMES[option], lang: htmlLang(option) }));

/** Language dropdown of the external site: 简体中文 / English (the name beside the icon on the widest screens). */
export const LanguageMenu = () => {
  const { t, i18n } = useTranslation();
  const locale = currentLocale(i18n.language);
  const changeLocale = useChangeLocale();
  return (
    <PreferenceDropdown
      buttonLabel={t('chrome.language.button', { language: LANGUAGE_NAMES[locale] })}
      groupLabel={t('chrome.language.label')}
      icon={<Globe aria-hidden="true" />}
      current={
        <Box as="span" hideBelow="2xl" lang={htmlLang(locale)}>
          {LANGUAGE_NAMES[locale]}
        </Box>
      }
      value={locale}
      options={LANGUAGE_OPTIONS}
      minW="40"
      onChoose={(value) => {
        if (isLocale(value)) void changeLocale(value);
      }}
    />
  );
};

/**
 * Site dropdown of the customer portal: the international sites (Europe / United States) to go to; the button shows
 * the current site's code (US, EU, or CN on the domestic site, which is not among the choices).
 */
export const SiteMenu = () => {
  const { t } = useTranslation();
  const deployment = useDeployment();
  const sites = useDeploymentValues().sites;
  const choose = useChooseSite();
  const current = sites.find((entry) => entry.serverRoom === deployment.site);
  if (sites.length === 0) return null;
  const currentLabel = current ? t(current.label) : t('chrome.site.domestic');
  return (
    <PreferenceDropdown
      buttonLabel={t('chrome.site.button', { site: currentLabel })}
      groupLabel={t('chrome.site.label')}
      icon={<MapPin aria-hidden="true" />}
      current={current ? deployment.site.toUpperCase() : t('chrome.site.domesticCode')}
      value={deployment.site}
      options={sites.map((entry) => ({ value: entry.serverRoom, label: t(entry.label) }))}
      minW="44"
      onChoose={choose}
    />
  );
};

/** The theme choices as the menu and the phone drawer offer them, in the reader's language. */
export const useThemeOptions = () => {
  const { t } = useTranslation();
  return THEME_CHOICES.map((option) => ({ value: option, label: t(`chrome.theme.${option}`) }));
};

/** Theme dropdown: follow the system, light or dark (the button's name says which). */
export const ThemeMenu = () => {
  const { t } = useTranslation();
  const { choice, choose } = useTheme();
  const options = useThemeOptions();
  return (
    <PreferenceDropdown
      buttonLabel={t('chrome.theme.button', { theme: t(`chrome.theme.${choice}`) })}
      groupLabel={t('chrome.theme.label')}
      icon={<Contrast aria-hidden="true" />}
      current={null}
      value={choice}
      options={options}
      minW="40"
      onChoose={(value) => {
        if (isThemeChoice(value)) choose(value);
      }}
    />
  );
};
