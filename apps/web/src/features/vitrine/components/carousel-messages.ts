import { CAROUSEL_MESSAGES } from '@trilha/shared/carousels/schemas';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../app/api/client';

type MessageKey = keyof typeof CAROUSEL_MESSAGES;

/** The shared schema's and the server's Portuguese texts, mapped to this area's i18n keys. */
const keys = new Map<string, string>(Object.entries(CAROUSEL_MESSAGES).map(([key, text]) => [text, `vitrine.messages.${key}`]));

/** `text(key)` is a spec message in the reader's language; `translate(raw)` does the same for a server text. */
export function useCarouselMessages() {
  const { t } = useTranslation();
  const translate = (raw: string | undefined) => (raw ? (keys.has(raw) ? t(keys.get(raw)!) : raw) : undefined);
  return {
    text: (key: MessageKey) => t(`vitrine.messages.${key}`),
    translate,
    /** Spec 002 §8: the server's refusal when it gave one, else the spec's fallback for that action. */
    failure: (error: unknown, fallback: string) => {
      const known = error instanceof ApiError && error.status > 0 && error.status < 500 ? error.message : '';
      return known ? translate(known)! : fallback;
    },
  };
}
