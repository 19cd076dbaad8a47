import { COMMUNITY_TRANSLATIONS, type CommunityTranslationKey } from '@trilha/shared/communities/messages';
import type { Language } from '@trilha/shared/platform/languages';

/** A community message in the `lang` cookie's language, from the one shared table (docs/decisions/0005). */
export const communityText = (lang: Language, key: CommunityTranslationKey) => COMMUNITY_TRANSLATIONS[key][lang];
