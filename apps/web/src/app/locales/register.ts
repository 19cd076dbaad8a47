import i18n from 'i18next';
import { languages, type Language } from '@trilha/shared/platform/languages';

type Part = Record<Language, Record<string, unknown>>;

/**
 * Strings that load with the code that shows them (the edit panel's, the quizzes'), merged into the
 * running i18next (deep: a feature's student strings and its panel strings share a namespace).
 */
export function registerStrings(parts: readonly Part[]) {
  const add = () => {
    for (const lang of languages) {
      for (const part of parts) i18n.addResourceBundle(lang, 'translation', part[lang], true, true);
    }
  };
  // i18next binds its store methods in init(): a module loaded earlier (tests) waits for it.
  if (i18n.isInitialized) add();
  else i18n.on('initialized', add);
}
