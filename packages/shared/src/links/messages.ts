import type { Translations } from '../platform/translations';
import { LINK_MESSAGES } from './constants';

/** Every custom-link message in pt (spec 002 §5, §8, LINK_MESSAGES), en and es: the server's replies and the web's texts. */
export const LINK_TRANSLATIONS = {
  limit: { pt: LINK_MESSAGES.limit, en: 'You can create at most 3 (three) links', es: 'Puedes crear como máximo 3 (tres) enlaces' },
  blankField: { pt: LINK_MESSAGES.blankField, en: 'Invalid field value', es: 'Valor del campo inválido' },
  blankFields: { pt: LINK_MESSAGES.blankFields, en: 'Invalid field values', es: 'Valores de los campos inválidos' },
  titleTooLong: {
    pt: LINK_MESSAGES.titleTooLong,
    en: 'The title must have at most 191 characters.',
    es: 'El título debe tener como máximo 191 caracteres.',
  },
  urlTooLong: {
    pt: LINK_MESSAGES.urlTooLong,
    en: 'The URL must have at most 2048 characters.',
    es: 'La URL debe tener como máximo 2048 caracteres.',
  },
  created: { pt: LINK_MESSAGES.created, en: 'Link created successfully', es: 'Enlace creado con éxito' },
  updated: { pt: LINK_MESSAGES.updated, en: 'Link updated successfully', es: 'Enlace actualizado con éxito' },
  deleted: { pt: LINK_MESSAGES.deleted, en: 'Link deleted successfully', es: 'Enlace eliminado con éxito' },
  ordered: { pt: LINK_MESSAGES.ordered, en: 'Link order saved successfully', es: 'Orden de los enlaces guardado con éxito' },
  orderMismatch: {
    pt: LINK_MESSAGES.orderMismatch,
    en: "The new order must list exactly the platform's links",
    es: 'El nuevo orden debe contener exactamente los enlaces de la plataforma',
  },
  createFailed: { pt: LINK_MESSAGES.createFailed, en: 'Failed to create the new link', es: 'No se pudo crear el nuevo enlace' },
} as const satisfies Translations<typeof LINK_MESSAGES>;

export type LinkMessageKey = keyof typeof LINK_TRANSLATIONS;
