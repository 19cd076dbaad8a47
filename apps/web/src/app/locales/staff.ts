import i18n from 'i18next';
import { languages } from '@trilha/shared/platform/languages';
import appearance from '../../features/appearance/locales';
import banners from '../../features/banners/admin-locales';
import communities from '../../features/communities/admin-locales';
import customHtml from '../../features/custom-html/locales';
import footer from '../../features/footer/admin-locales';
import lessonPage from '../../features/lesson-page-settings/locales';
import links from '../../features/links/admin-locales';
import loginPage from '../../features/login-page/admin-locales';
import quizAuthoring from '../../features/quiz-authoring/locales';
import quizPage from '../../features/quiz-authoring/page-locales';
import seo from '../../features/seo/locales';
import vitrine from '../../features/vitrine/locales';

const parts = [appearance, seo, links, footer, loginPage, banners, vitrine, communities, lessonPage, customHtml, quizAuthoring, quizPage];

/**
 * The edit panel's strings, merged into the running i18next when the panel's code loads (a
 * feature's student strings and its panel strings share a namespace, hence the deep merge).
 */
export function registerStaffStrings() {
  const add = () => {
    for (const lang of languages) {
      for (const part of parts) i18n.addResourceBundle(lang, 'translation', part[lang], true, true);
    }
  };
  // i18next binds its store methods in init(): a module loaded earlier (tests) waits for it.
  if (i18n.isInitialized) add();
  else i18n.on('initialized', add);
}
