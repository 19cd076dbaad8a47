import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { setNetworkMessage } from '../lib/api/client';
import { cookieLanguage, htmlLang } from '../lib/language';
import { resources } from './locales/index';

/** Starts i18next with every feature's strings (the composition root is what knows them all). */
export function initI18n() {
  const lng = cookieLanguage();
  document.documentElement.lang = htmlLang(lng);
  void i18n.use(initReactI18next).init({
    resources,
    lng,
    fallbackLng: 'pt',
    interpolation: { escapeValue: false },
  });
  setNetworkMessage(() => i18n.t('errors.network'));
  return i18n;
}
