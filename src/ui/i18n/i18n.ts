import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '../../domain/deployment/deployment';
import { registerI18nInstance, resources } from './resources';

/** One i18next instance per app (tests make their own). */
export const createI18n = (locale: Locale): i18n => {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: false,
    supportedLngs: ['zh-cn', 'en-us'],
    lowerCaseLng: true,
    resources: {
      'zh-cn': { translation: resources['zh-cn'] },
      'en-us': { translation: resources['en-us'] },
    },
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  registerI18nInstance(instance);
  return instance;
};
