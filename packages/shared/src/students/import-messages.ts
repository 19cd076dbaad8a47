import type { Translations } from '../platform/translations';
import { IMPORT_MESSAGES } from './import-constants';

/** The student import's messages in pt (IMPORT_MESSAGES), en and es: the server's replies and the web's texts. */
export const IMPORT_TRANSLATIONS = {
  fileRequired: { pt: IMPORT_MESSAGES.fileRequired, en: 'Choose a CSV file', es: 'Elige un archivo CSV' },
  fileTooLarge: { pt: IMPORT_MESSAGES.fileTooLarge, en: 'The file must be at most 5 MB', es: 'El archivo debe tener como máximo 5 MB' },
  notText: { pt: IMPORT_MESSAGES.notText, en: 'The file is not a text (UTF-8) CSV', es: 'El archivo no es un CSV de texto (UTF-8)' },
  headerInvalid: {
    pt: IMPORT_MESSAGES.headerInvalid,
    en: 'The first line must be the header name,email,products (and, if you like, expires_at)',
    es: 'La primera línea debe ser el encabezado name,email,products (y, si quieres, expires_at)',
  },
  tooManyRows: {
    pt: IMPORT_MESSAGES.tooManyRows,
    en: 'The file must have at most 20000 student lines',
    es: 'El archivo debe tener como máximo 20000 líneas de alumnos',
  },
  emptyFile: { pt: IMPORT_MESSAGES.emptyFile, en: 'The file has no student line', es: 'El archivo no tiene ninguna línea de alumno' },
  unreadable: {
    pt: IMPORT_MESSAGES.unreadable,
    en: 'The CSV could not be read: check quotes and separators',
    es: 'No se pudo leer el CSV: revisa comillas y separadores',
  },
  rowNameRequired: { pt: IMPORT_MESSAGES.rowNameRequired, en: 'Blank name', es: 'Nombre en blanco' },
  rowNameTooLong: { pt: IMPORT_MESSAGES.rowNameTooLong, en: 'Name longer than 120 characters', es: 'Nombre de más de 120 caracteres' },
  rowEmailInvalid: { pt: IMPORT_MESSAGES.rowEmailInvalid, en: 'Invalid e-mail', es: 'Correo inválido' },
  rowProductUnknown: { pt: IMPORT_MESSAGES.rowProductUnknown, en: 'Unknown product', es: 'Producto desconocido' },
  rowExpiresInvalid: {
    pt: IMPORT_MESSAGES.rowExpiresInvalid,
    en: 'Invalid or past expiry date (use YYYY-MM-DD or DD/MM/YYYY)',
    es: 'Fecha de caducidad inválida o pasada (usa AAAA-MM-DD o DD/MM/AAAA)',
  },
  rowDuplicate: {
    pt: IMPORT_MESSAGES.rowDuplicate,
    en: 'Repeated e-mail: it is already on an earlier line',
    es: 'Correo repetido: ya aparece en una línea anterior',
  },
  rowColumns: {
    pt: IMPORT_MESSAGES.rowColumns,
    en: 'Number of columns different from the header',
    es: 'Número de columnas distinto del encabezado',
  },
  importNotFound: { pt: IMPORT_MESSAGES.importNotFound, en: 'Import not found', es: 'Importación no encontrada' },
  queued: { pt: IMPORT_MESSAGES.queued, en: 'Import queued', es: 'Importación en cola' },
} as const satisfies Translations<typeof IMPORT_MESSAGES>;

export type ImportMessageKey = keyof typeof IMPORT_TRANSLATIONS;
