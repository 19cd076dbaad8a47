import type { Language } from '@trilha/shared/platform/languages';
import auth from '../../features/accounts/auth-locales';
import profile from '../../features/accounts/locales';
import signup from '../../features/accounts/signup-locales';
import banners from '../../features/banners/locales';
import catalog from '../../features/catalog/locales';
import catalogPages from '../../features/catalog/page-locales';
import communities from '../../features/communities/locales';
import customHtmlBlocks from '../../components/custom-html/locales';
import editPanel from '../edit-panel/locales';
import favorites from '../../features/favorites/locales';
import footer from '../../features/footer/locales';
import home from '../../features/home/locales';
import lessonPage from '../../features/lesson-page/locales';
import links from '../../features/links/locales';
import lives from '../../features/lives/locales';
import loginPage from '../../features/login-page/locales';
import celebration from '../../components/celebration/locales';
import marquee from '../../components/marquee/locales';
import notifications from '../../features/notifications/locales';
import reminders from '../../features/reminders/locales';
import shell from '../shell/locales';
import sidebar from '../shell/sidebar-locales';
import common from '../../lib/locales/common';

/**
 * What every visitor may see. The edit panel's strings (app/locales/staff.ts) load with the
 * panel, and the quizzes' (app/locales/quizzes.ts) with their screens, so a student's first load
 * carries none of them.
 */
const parts = [
  common,
  shell,
  sidebar,
  profile,
  catalog,
  catalogPages,
  auth,
  signup,
  editPanel,
  links,
  footer,
  loginPage,
  banners,
  home,
  favorites,
  communities,
  lessonPage,
  lives,
  marquee,
  celebration,
  customHtmlBlocks,
  notifications,
  reminders,
];

/** One translation object per language, merged from each feature's own strings file. */
export const resources = Object.fromEntries(
  (['pt', 'en', 'es'] as Language[]).map((lang) => [
    lang,
    { translation: parts.reduce<Record<string, unknown>>((all, p) => ({ ...all, ...p[lang] }), {}) },
  ]),
) as Record<Language, { translation: Record<string, unknown> }>;
