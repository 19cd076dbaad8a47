import type { Translations } from '../platform/translations';
import { BANNER_MESSAGES } from './constants';

/** Every banner message in pt (spec 001, spec 002, BANNER_MESSAGES), en and es: the server's replies and the web's texts. */
export const BANNER_TRANSLATIONS = {
  descriptionTooLong: {
    pt: BANNER_MESSAGES.descriptionTooLong,
    en: 'The banner description is longer than the limit of 250',
    es: 'La descripción del banner supera el límite de 250',
  },
  textTooLong: {
    pt: BANNER_MESSAGES.textTooLong,
    en: 'The text must have at most 191 characters.',
    es: 'El texto debe tener como máximo 191 caracteres.',
  },
  invalidLink: {
    pt: BANNER_MESSAGES.invalidLink,
    en: 'Invalid link: use an http(s):// address or a platform path starting with /',
    es: 'Enlace no válido: usa una dirección http(s):// o una ruta de la plataforma que empiece con /',
  },
  invalidFont: { pt: BANNER_MESSAGES.invalidFont, en: 'Invalid font', es: 'Fuente no válida' },
  invalidWeight: { pt: BANNER_MESSAGES.invalidWeight, en: 'Invalid font weight', es: 'Peso de fuente no válido' },
  invalidSize: {
    pt: BANNER_MESSAGES.invalidSize,
    en: 'The font size must be between 8 and 96',
    es: 'El tamaño de la fuente debe estar entre 8 y 96',
  },
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
  settingsFailed: {
    pt: BANNER_MESSAGES.settingsFailed,
    en: 'Could not update the banner settings',
    es: 'Error al actualizar la configuración del banner',
  },
  invalidTransition: { pt: BANNER_MESSAGES.invalidTransition, en: 'Invalid transition type', es: 'Tipo de transición no válido' },
  invalidAutoplayTime: {
    pt: BANNER_MESSAGES.invalidAutoplayTime,
    en: 'The transition time must be between 1 and 60 seconds',
    es: 'El tiempo de transición debe estar entre 1 y 60 segundos',
  },
  videoTooLarge: {
    pt: BANNER_MESSAGES.videoTooLarge,
    en: 'The size limit for this video is 25 MB',
    es: 'El tamaño límite para este video es 25 MB',
  },
  videoType: {
    pt: BANNER_MESSAGES.videoType,
    en: 'Unsupported video format: use mp4, avi, mpeg, webm, mov, mkv or flv',
    es: 'Formato de video no admitido: usa mp4, avi, mpeg, webm, mov, mkv o flv',
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
  videoIncomplete: {
    pt: BANNER_MESSAGES.videoIncomplete,
    en: 'The video arrived incomplete: please send it again',
    es: 'El video llegó incompleto: envíalo de nuevo',
  },
  filenameRequired: { pt: BANNER_MESSAGES.filenameRequired, en: 'Give the file name', es: 'Indica el nombre del archivo' },
  mediaRequired: {
    pt: BANNER_MESSAGES.mediaRequired,
    en: 'Add an image (desktop or mobile) or a video to the banner',
    es: 'Agrega al banner una imagen (escritorio o móvil) o un video',
  },
} as const satisfies Translations<typeof BANNER_MESSAGES>;

export type BannerMessageKey = keyof typeof BANNER_TRANSLATIONS;
