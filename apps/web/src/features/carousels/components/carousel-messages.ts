import { CAROUSEL_TRANSLATIONS, type CarouselMessageKey } from '@trilha/shared/carousels/messages';
import { keyOfText } from '@trilha/shared/platform/translations';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api/client';

/** `text(key)` is a spec message in the reader's language; `translate(raw)` does the same for a server text. */
export function useCarouselMessages() {
  const { t } = useTranslation();
  // The shared schema's (and the server's) Portuguese texts, shown in the reader's language.
  const translate = (raw: string | undefined) => {
    if (!raw) return undefined;
    const key = keyOfText(CAROUSEL_TRANSLATIONS, raw);
    return key ? t(`vitrine.messages.${key}`) : raw;
  };
  return {
    text: (key: CarouselMessageKey) => t(`vitrine.messages.${key}`),
    translate,
    /** Spec 002 §8: the server's refusal when it gave one, else the spec's fallback for that action. */
    failure: (error: unknown, fallback: string) => {
      const known = error instanceof ApiError && error.status > 0 && error.status < 500 ? error.message : '';
      return translate(known) ?? fallback;
    },
  };
}
