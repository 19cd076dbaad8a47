import type { Language } from '@trilha/shared/platform/http';
import auth from '../../features/accounts/auth-locales';
import appearance from '../../features/appearance/locales';
import catalog from '../../features/catalog/locales';
import editPanel from '../../features/edit-panel/locales';
import footer from '../../features/footer/locales';
import links from '../../features/links/locales';
import loginPage from '../../features/login-page/locales';
import seo from '../../features/seo/locales';
import banners from '../../features/banners/locales';
import vitrine from '../../features/vitrine/locales';
import home from '../../features/home/locales';
import favorites from '../../features/favorites/locales';
import profile from '../../features/accounts/locales';
import shell from '../shell/locales';
import common from './common';

const parts = [common, shell, profile, catalog, auth, editPanel, appearance, seo, links, footer, loginPage, banners, vitrine, home, favorites];

/** One translation object per language, merged from each feature's own strings file. */
export const resources = Object.fromEntries(
  (['pt', 'en', 'es'] as Language[]).map((lang) => [lang, { translation: Object.assign({}, ...parts.map((p) => p[lang])) }]),
) as Record<Language, { translation: Record<string, unknown> }>;
