import { BANNER_MESSAGES } from '@trilha/shared/banners/schemas';
import type { Language } from '@trilha/shared/platform/http';

type Key =
  | 'limit' | 'created' | 'updated' | 'deleted' | 'ordered' | 'orderMismatch' | 'settingsSaved'
  | 'videoTooLarge' | 'videoType' | 'videoNotFound' | 'videoLinkExpired' | 'videoIncomplete';

/** The banner area's server texts: Portuguese as specs 001/002 write them, then en and es. */
const texts: Record<Key, Record<Language, string>> = {
  limit: { pt: BANNER_MESSAGES.limit, en: 'You can create at most 20 banners', es: 'Puedes crear como máximo 20 banners' },
  created: { pt: BANNER_MESSAGES.created, en: 'Banner created successfully!', es: '¡Banner creado con éxito!' },
  updated: { pt: BANNER_MESSAGES.updated, en: 'Banner updated successfully!', es: '¡Banner actualizado con éxito!' },
  deleted: { pt: BANNER_MESSAGES.deleted, en: 'The banner was deleted', es: 'El banner fue eliminado' },
  ordered: { pt: BANNER_MESSAGES.ordered, en: 'Banner order saved successfully', es: 'Orden de los banners guardado con éxito' },
  orderMismatch: {
    pt: BANNER_MESSAGES.orderMismatch,
    en: "The new order must list exactly the platform's banners",
    es: 'El nuevo orden debe contener exactamente los banners de la plataforma',
  },
  settingsSaved: { pt: BANNER_MESSAGES.settingsSaved, en: 'Data saved successfully', es: 'Datos guardados con éxito' },
  videoTooLarge: { pt: BANNER_MESSAGES.videoTooLarge, en: 'The size limit for this video is 25 MB', es: 'El tamaño límite para este video es 25 MB' },
  videoType: {
    pt: BANNER_MESSAGES.videoType,
    en: 'Unsupported video format: use mp4, avi, mpeg, webm, mov, mkv or flv',
    es: 'Formato de video no admitido: usa mp4, avi, mpeg, webm, mov, mkv o flv',
  },
  videoIncomplete: {
    pt: BANNER_MESSAGES.videoIncomplete,
    en: 'The video arrived incomplete: please send it again',
    es: 'El video llegó incompleto: envíalo de nuevo',
  },
  videoNotFound: {
    pt: BANNER_MESSAGES.videoNotFound,
    en: 'Video not found: please upload the video again',
    es: 'Video no encontrado: envía el video de nuevo',
  },
  videoLinkExpired: {
    pt: BANNER_MESSAGES.videoLinkExpired,
    en: 'The upload link has expired or was already used',
    es: 'El enlace de envío expiró o ya fue usado',
  },
};

export const bannerText = (lang: Language, key: Key) => texts[key][lang];
