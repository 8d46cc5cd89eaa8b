import { Button, Menu, Portal } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { ChevronDown, Globe, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { keyMessage } from '../../application/notifications/message';
import { isLocale, isRegionalSite, LOCALES, type Locale } from '../../domain/deployment/deployment';
import { htmlLang, LANGUAGE_NAMES } from '../i18n/language-names';
import { useUseCase } from '../use-cases/use-cases.context';

/** Switches the interface language now (no reload) and remembers it; cached calls are refetched in it. */
export const useChangeLocale = () => {
  const { i18n } = useTranslation();
  const setLocale = useUseCase('setLocale');
  const queryClient = useQueryClient();
  return (locale: Locale) => {
    setLocale(locale);
    document.documentElement.lang = htmlLang(locale);
    void i18n.changeLanguage(locale);
    void queryClient.invalidateQueries();
  };
};

/** Goes to another regional site (the page leaves); a refused site says so. */
export const useChooseSite = () => {
  const chooseSite = useUseCase('chooseSite');
  const notifications = useUseCase('notifications');
  return (site: string) => {
    if (!isRegionalSite(site)) return;
    if (!chooseSite(site)) notifications().toast('error', keyMessage('chrome.site.unavailable'));
  };
};

export const currentLocale = (language: string): Locale => (isLocale(language) ? language : 'zh-cn');

/** Language dropdown of the external site: 简体中文 / English. */
export const LanguageMenu = () => {
  const { t, i18n } = useTranslation();
  const locale = currentLocale(i18n.language);
  const changeLocale = useChangeLocale();
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" aria-label={t('chrome.language.button', { language: LANGUAGE_NAMES[locale] })}>
          <Globe aria-hidden="true" />
          <span lang={htmlLang(locale)}>{LANGUAGE_NAMES[locale]}</span>
          <ChevronDown aria-hidden="true" />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="40">
            <Menu.RadioItemGroup
              value={locale}
              onValueChange={(details) => {
                if (isLocale(details.value) && details.value !== locale) changeLocale(details.value);
              }}
            >
              <Menu.ItemGroupLabel>{t('chrome.language.label')}</Menu.ItemGroupLabel>
              {LOCALES.map((option) => (
                <Menu.RadioItem key={option} value={option} lang={htmlLang(option)}>
                  {LANGUAGE_NAMES[option]}
                  <Menu.ItemIndicator />
                </Menu.RadioItem>
              ))}
            </Menu.RadioItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
};

/** Site dropdown of the international sites (Europe / United States). */
export const SiteMenu = () => {
  const { t } = useTranslation();
  const deployment = useUseCase('deployment')();
  const sites = useUseCase('sites')();
  const choose = useChooseSite();
  const current = sites.find((entry) => entry.serverRoom === deployment.site);
  if (sites.length === 0) return null;
  const currentLabel = current ? t(current.label) : t('chrome.site.label');
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" aria-label={t('chrome.site.button', { site: currentLabel })}>
          <MapPin aria-hidden="true" />
          {currentLabel}
          <ChevronDown aria-hidden="true" />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="44">
            <Menu.RadioItemGroup
              value={deployment.site}
              onValueChange={(details) => {
                if (details.value !== deployment.site) choose(details.value);
              }}
            >
              <Menu.ItemGroupLabel>{t('chrome.site.label')}</Menu.ItemGroupLabel>
              {sites.map((entry) => (
                <Menu.RadioItem key={entry.serverRoom} value={entry.serverRoom}>
                  {t(entry.label)}
                  <Menu.ItemIndicator />
                </Menu.RadioItem>
              ))}
            </Menu.RadioItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
};
