import type { Translations } from '../platform/translations';
import { CUSTOM_HTML_MESSAGES } from './constants';

/** Every custom HTML message in pt (spec 002 §5, §8, CUSTOM_HTML_MESSAGES), en and es: the server's replies and the web's texts. */
export const CUSTOM_HTML_TRANSLATIONS = {
  titleRequired: { pt: CUSTOM_HTML_MESSAGES.titleRequired, en: 'The title is required', es: 'El título es obligatorio' },
  titleTooLong: {
    pt: CUSTOM_HTML_MESSAGES.titleTooLong,
    en: 'The title cannot have more than 50 characters',
    es: 'El título no puede tener más de 50 caracteres',
  },
  htmlRequired: { pt: CUSTOM_HTML_MESSAGES.htmlRequired, en: 'Add the custom HTML', es: 'Agrega el HTML personalizado' },
  pageRequired: { pt: CUSTOM_HTML_MESSAGES.pageRequired, en: 'Select the page', es: 'Selecciona la página' },
  created: { pt: CUSTOM_HTML_MESSAGES.created, en: 'Custom HTML created successfully', es: 'HTML personalizado creado con éxito' },
  createFailed: {
    pt: CUSTOM_HTML_MESSAGES.createFailed,
    en: 'Failed to create the custom HTML',
    es: 'No se pudo crear el HTML personalizado',
  },
  updated: { pt: CUSTOM_HTML_MESSAGES.updated, en: 'Custom HTML updated successfully', es: 'HTML personalizado editado con éxito' },
  updateFailed: {
    pt: CUSTOM_HTML_MESSAGES.updateFailed,
    en: 'Failed to update the custom HTML',
    es: 'No se pudo actualizar el HTML personalizado',
  },
  deleted: { pt: CUSTOM_HTML_MESSAGES.deleted, en: 'HTML deleted successfully', es: 'HTML eliminado con éxito' },
  deleteFailed: {
    pt: CUSTOM_HTML_MESSAGES.deleteFailed,
    en: 'The custom HTML could not be deleted',
    es: 'No se pudo eliminar el HTML personalizado',
  },
  selectCommunity: { pt: CUSTOM_HTML_MESSAGES.selectCommunity, en: 'Select the community', es: 'Selecciona la comunidad' },
  selectCourse: { pt: CUSTOM_HTML_MESSAGES.selectCourse, en: 'Select the course', es: 'Selecciona el curso' },
  selectModule: { pt: CUSTOM_HTML_MESSAGES.selectModule, en: 'Select the module', es: 'Selecciona el módulo' },
  selectLesson: { pt: CUSTOM_HTML_MESSAGES.selectLesson, en: 'Select the lesson', es: 'Selecciona la clase' },
  htmlTooLarge: {
    pt: CUSTOM_HTML_MESSAGES.htmlTooLarge,
    en: 'The HTML can have at most 100 KB.',
    es: 'El HTML puede tener como máximo 100 KB.',
  },
  tooMany: {
    pt: CUSTOM_HTML_MESSAGES.tooMany,
    en: 'You can create at most 50 custom HTML blocks.',
    es: 'Puedes crear como máximo 50 bloques de HTML personalizado.',
  },
  itemNotFound: {
    pt: CUSTOM_HTML_MESSAGES.itemNotFound,
    en: 'The selected item does not exist in this school.',
    es: 'El elemento seleccionado no existe en esta escuela.',
  },
  notFound: { pt: CUSTOM_HTML_MESSAGES.notFound, en: 'Custom HTML not found.', es: 'HTML personalizado no encontrado.' },
} as const satisfies Translations<typeof CUSTOM_HTML_MESSAGES>;
