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
  materialType: {
    pt: STUDIO_MESSAGES.materialType,
    en: 'Upload a PDF, document, presentation, spreadsheet or ZIP',
    es: 'Sube un PDF, documento, presentación, hoja de cálculo o ZIP',
  },
  materialTooLarge: {
    pt: STUDIO_MESSAGES.materialTooLarge,
    en: 'The material must be at most 50 MB',
    es: 'El material debe tener como máximo 50 MB',
  },
  materialsFull: { pt: STUDIO_MESSAGES.materialsFull, en: 'This lesson already has 30 materials', es: 'Esta clase ya tiene 30 materiales' },
  materialNotFound: { pt: STUDIO_MESSAGES.materialNotFound, en: 'Material not found', es: 'Material no encontrado' },
  videoType: {
    pt: STUDIO_MESSAGES.videoType,
    en: 'Upload an MP4, MOV, MKV, WebM, AVI or MPEG video',
    es: 'Sube un video MP4, MOV, MKV, WebM, AVI o MPEG',
  },
  videoNeedsProcessing: {
    pt: STUDIO_MESSAGES.videoNeedsProcessing,
    en: 'This server accepts only MP4 or WebM videos (video processing is not installed)',
    es: 'Este servidor solo acepta videos MP4 o WebM (el procesamiento de video no está instalado)',
  },
  videoTooLarge: {
    pt: STUDIO_MESSAGES.videoTooLarge,
    en: "The video is over this server's limit",
    es: 'El video supera el límite de este servidor',
  },
  videoSizeRequired: { pt: STUDIO_MESSAGES.videoSizeRequired, en: "Give the file's size", es: 'Indica el tamaño del archivo' },
  videoLinkExpired: {
    pt: STUDIO_MESSAGES.videoLinkExpired,
    en: 'The upload link expired or was already used: start the upload again',
    es: 'El enlace de subida caducó o ya se usó: vuelve a empezar la subida',
  },
  videoOffset: {
    pt: STUDIO_MESSAGES.videoOffset,
    en: 'The upload goes on from another point: ask how much arrived and resume from there',
    es: 'La subida sigue desde otro punto: pregunta cuánto llegó y reanuda desde ahí',
  },
  videoUnreadable: {
    pt: STUDIO_MESSAGES.videoUnreadable,
    en: 'This video could not be read: the file is damaged or is not a video',
    es: 'No se pudo leer este video: el archivo está dañado o no es un video',
  },
  videoFailed: { pt: STUDIO_MESSAGES.videoFailed, en: 'Processing the video failed', es: 'El procesamiento del video falló' },
  coursesFull: {
    pt: STUDIO_MESSAGES.coursesFull,
    en: 'The school already has 2000 courses: delete one before creating another',
    es: 'La escuela ya tiene 2000 cursos: elimina uno antes de crear otro',
  },
  modulesFull: { pt: STUDIO_MESSAGES.modulesFull, en: 'This course already has 2000 modules', es: 'Este curso ya tiene 2000 módulos' },
  lessonsFull: { pt: STUDIO_MESSAGES.lessonsFull, en: 'This course already has 2000 lessons', es: 'Este curso ya tiene 2000 clases' },
  copySuffix: { pt: STUDIO_MESSAGES.copySuffix, en: '(copy)', es: '(copia)' },
} as const satisfies Translations<typeof STUDIO_MESSAGES>;

export type StudioMessageKey = keyof typeof STUDIO_TRANSLATIONS;
