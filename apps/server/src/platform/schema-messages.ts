import { AUTH_FLOW_TRANSLATIONS } from '@trilha/shared/accounts/messages';
import { BANNER_TRANSLATIONS } from '@trilha/shared/banners/messages';
import { CAROUSEL_TRANSLATIONS } from '@trilha/shared/carousels/messages';
import { FEED_TRANSLATIONS } from '@trilha/shared/communities/feed-messages';
import { COMMUNITY_TRANSLATIONS } from '@trilha/shared/communities/messages';
import { CUSTOM_HTML_TRANSLATIONS } from '@trilha/shared/custom-html/messages';
import { GAMIFICATION_ADMIN_TRANSLATIONS } from '@trilha/shared/gamification/admin-messages';
import { REWARD_TRANSLATIONS } from '@trilha/shared/gamification/reward-messages';
import { LESSON_PAGE_TRANSLATIONS } from '@trilha/shared/lesson-page/messages';
import { LINK_TRANSLATIONS } from '@trilha/shared/links/messages';
import { LOGIN_PAGE_TRANSLATIONS } from '@trilha/shared/login-page/messages';
import { NOTIFICATION_TRANSLATIONS } from '@trilha/shared/notifications/messages';
import type { Language } from '@trilha/shared/platform/languages';
import { PRODUCT_TRANSLATIONS } from '@trilha/shared/products/messages';
import { STUDENT_TRANSLATIONS } from '@trilha/shared/students/messages';
import { IMPORT_TRANSLATIONS } from '@trilha/shared/students/import-messages';
import { QUIZ_TRANSLATIONS } from '@trilha/shared/quizzes/messages';
import { REMINDER_TRANSLATIONS } from '@trilha/shared/reminders/messages';
import { SEO_TRANSLATIONS } from '@trilha/shared/seo/messages';
import { STUDIO_TRANSLATIONS } from '@trilha/shared/studio/messages';

type Texts = Readonly<Record<Language, string>>;

/**
 * Every area's messages by their Portuguese text (docs/decisions/0005): the shared Zod schemas
 * speak Portuguese, so a JSON body refused by a route's schema would answer in Portuguese whatever
 * the reader chose. The error handler (errors.ts) looks each issue's text up here. A text two areas
 * share keeps the first area's translation (they say the same thing).
 */
const byPortuguese = new Map<string, Texts>();
for (const table of [
  AUTH_FLOW_TRANSLATIONS,
  BANNER_TRANSLATIONS,
  CAROUSEL_TRANSLATIONS,
  COMMUNITY_TRANSLATIONS,
  CUSTOM_HTML_TRANSLATIONS,
  FEED_TRANSLATIONS,
  GAMIFICATION_ADMIN_TRANSLATIONS,
  LESSON_PAGE_TRANSLATIONS,
  LINK_TRANSLATIONS,
  LOGIN_PAGE_TRANSLATIONS,
  NOTIFICATION_TRANSLATIONS,
  PRODUCT_TRANSLATIONS,
  STUDENT_TRANSLATIONS,
  IMPORT_TRANSLATIONS,
  QUIZ_TRANSLATIONS,
  REMINDER_TRANSLATIONS,
  REWARD_TRANSLATIONS,
  SEO_TRANSLATIONS,
  STUDIO_TRANSLATIONS,
] as const) {
  for (const texts of Object.values<Texts>(table)) if (!byPortuguese.has(texts.pt)) byPortuguese.set(texts.pt, texts);
}

/** A schema issue's text in `lang`; a text no table holds (a platform message, Zod's own) as it is. */
export const schemaMessageIn = (lang: Language, text: string) => byPortuguese.get(text)?.[lang] ?? text;
