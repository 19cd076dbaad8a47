import { BANNER_TRANSLATIONS } from '@trilha/shared/banners/messages';
import { FEED_TRANSLATIONS } from '@trilha/shared/communities/feed-messages';
import { languages, type Language } from '@trilha/shared/platform/languages';
import { textsIn } from '@trilha/shared/platform/translations';
import { VIDEO_MESSAGE_KEYS } from './components/feed/feed-text';
import post from './locales/student-post';
import student from './locales/student';

const videoMessages = Object.fromEntries(VIDEO_MESSAGE_KEYS.map((key) => [key, BANNER_TRANSLATIONS[key]])) as Pick<
  typeof BANNER_TRANSLATIONS,
  (typeof VIDEO_MESSAGE_KEYS)[number]
>;

const build = (lang: Language) => ({
  communities: {
    // The student side's messages, from the one shared table the server also answers with.
    feedMessages: textsIn(FEED_TRANSLATIONS, lang),
    // A post's video goes through the platform's upload link, which answers with the banners' messages.
    videoMessages: textsIn(videoMessages, lang),
    feed: student[lang],
    post: post[lang],
  },
});

/**
 * What members see of communities: the communities page, a community, its feed and posts. Loaded
 * for every visitor (app/locales/index.ts); the Comunidade section's words (admin-locales.ts) join
 * the same `communities` namespace when the edit panel loads.
 */
export default Object.fromEntries(languages.map((lang) => [lang, build(lang)])) as Record<Language, ReturnType<typeof build>>;
