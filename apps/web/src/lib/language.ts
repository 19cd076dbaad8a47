import { languages, type Language } from '@trilha/shared/platform/languages';
import i18n from 'i18next';

/** Spec 000 §8: the language comes from the `lang` cookie (pt, en, es); Portuguese first. */
export function cookieLanguage(): Language {
  const value = document.cookie
    .split('; ')
    .find((c) => c.startsWith('lang='))
    ?.slice(5);
  return (languages as readonly string[]).includes(value ?? '') ? (value as Language) : 'pt';
}

export const htmlLang = (lang: Language) => (lang === 'pt' ? 'pt-BR' : lang);

/** The language menu's choice: the cookie (the server answers in it too), <html lang> and i18next. */
export function setLanguage(lang: Language) {
  document.cookie = `lang=${lang}; path=/; max-age=31536000; samesite=lax`;
  document.documentElement.lang = htmlLang(lang);
  void i18n.changeLanguage(lang);
}
