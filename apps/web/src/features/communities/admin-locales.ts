import { COMMUNITY_TRANSLATIONS } from '@trilha/shared/communities/messages';
import { textsIn } from '@trilha/shared/platform/translations';
import { languages, type Language } from '@trilha/shared/platform/languages';
import config from './locales/config';
import legacy from './locales/legacy';
import section from './locales/section';

const build = (lang: Language) => ({
  communities: {
    // The spec's messages (COMMUNITY_MESSAGES keys), from the one shared table the server also answers with.
    messages: textsIn(COMMUNITY_TRANSLATIONS, lang),
    ...section[lang],
    legacy: legacy[lang],
    config: config[lang],
  },
});

/** The Comunidade section's words: the list, both community forms and the spec's messages. */
export default Object.fromEntries(languages.map((lang) => [lang, build(lang)])) as Record<Language, ReturnType<typeof build>>;
