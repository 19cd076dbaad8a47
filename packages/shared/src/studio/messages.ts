import type { Translations } from '../platform/translations';
import { STUDIO_MESSAGES } from './constants';

/** Every course-studio message in pt (STUDIO_MESSAGES), en and es: the server's replies and the web's texts. */
export const STUDIO_TRANSLATIONS = {
  titleRequired: { pt: STUDIO_MESSAGES.titleRequired, en: 'Enter a title', es: 'Introduce un título' },
  titleTooLong: {
    pt: STUDIO_MESSAGES.titleTooLong,
    en: 'The title must have at most 191 characters',
    es: 'El título debe tener como máximo 191 caracteres',
  },
  descriptionTooLong: {
    pt: STUDIO_MESSAGES.descriptionTooLong,
    en: 'The description is too long',
    es: 'La descripción es demasiado larga',
  },
  releaseDaysInvalid: {
    pt: STUDIO_MESSAGES.releaseDaysInvalid,
    en: 'Enter a number of days between 0 and 3650',
    es: 'Introduce un número de días entre 0 y 3650',
  },
  releaseAtInvalid: { pt: STUDIO_MESSAGES.releaseAtInvalid, en: 'Enter a valid date', es: 'Introduce una fecha válida' },
  releaseBoth: {
    pt: STUDIO_MESSAGES.releaseBoth,
    en: 'Choose days after access or a date, not both',
    es: 'Elige días tras el acceso o una fecha, no ambos',
  },
  embedInvalid: {
    pt: STUDIO_MESSAGES.embedInvalid,
    en: 'Use an embed link from YouTube, Vimeo or another supported service',
    es: 'Usa un enlace de inserción de YouTube, Vimeo u otro servicio admitido',
  },
  orderInvalid: {
    pt: STUDIO_MESSAGES.orderInvalid,
    en: 'The new order must list each item once',
    es: 'El nuevo orden debe contener cada elemento una sola vez',
  },
  orderMismatch: {
    pt: STUDIO_MESSAGES.orderMismatch,
    en: 'The new order must list exactly the current items',
    es: 'El nuevo orden debe contener exactamente los elementos actuales',
  },
  productUnknown: {
    pt: STUDIO_MESSAGES.productUnknown,
    en: 'Product not found in this school',
    es: 'Producto no encontrado en esta escuela',
  },
  nothingToChange: { pt: STUDIO_MESSAGES.nothingToChange, en: 'Nothing to change', es: 'Nada que cambiar' },
  courseNotFound: { pt: STUDIO_MESSAGES.courseNotFound, en: 'Course not found', es: 'Curso no encontrado' },
  moduleNotFound: { pt: STUDIO_MESSAGES.moduleNotFound, en: 'Module not found', es: 'Módulo no encontrado' },
  lessonNotFound: { pt: STUDIO_MESSAGES.lessonNotFound, en: 'Lesson not found', es: 'Clase no encontrada' },
  coursePublished: {
    pt: STUDIO_MESSAGES.coursePublished,
    en: 'Unpublish the course before deleting it',
    es: 'Despublica el curso antes de eliminarlo',
  },
  copySuffix: { pt: STUDIO_MESSAGES.copySuffix, en: '(copy)', es: '(copia)' },
} as const satisfies Translations<typeof STUDIO_MESSAGES>;

export type StudioMessageKey = keyof typeof STUDIO_TRANSLATIONS;
