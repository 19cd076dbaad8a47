import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { languages, type Language } from '@trilha/shared/platform/languages';
import { setNetworkMessage } from './api/client';
import { resources } from './locales/index';

/** Spec 000 §8: the language comes from the `lang` cookie (pt, en, es); Portuguese first. */
export function cookieLanguage(): Language {
  const value = document.cookie.split('; ').find((c) => c.startsWith('lang='))?.slice(5);
  return (languages as readonly string[]).includes(value ?? '') ? (value as Language) : 'pt';
}

export function setLanguage(lang: Language) {
  document.cookie = `lang=${lang}; path=/; max-age=31536000; samesite=lax`;
  document.documentElement.lang = lang === 'pt' ? 'pt-BR' : lang;
  void i18n.changeLanguage(lang);
}

export function initI18n() {
  const lng = cookieLanguage();
  document.documentElement.lang = lng === 'pt' ? 'pt-BR' : lng;
  void i18n.use(initReactI18next).init({
    resources,
    lng,
    fallbackLng: 'pt',
    interpolation: { escapeValue: false },
  });
  setNetworkMessage(() => i18n.t('errors.network'));
  return i18n;
}
