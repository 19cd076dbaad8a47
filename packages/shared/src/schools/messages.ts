import type { Translations } from '../platform/translations';
import { SCHOOL_MESSAGES as M } from './constants';

/** Every schools-and-domains message in pt (SCHOOL_MESSAGES), en and es: the server's replies and the web's texts. */
export const SCHOOL_TRANSLATIONS = {
  operatorOnly: {
    pt: M.operatorOnly,
    en: 'Only the server’s operator can do this',
    es: 'Solo el operador del servidor puede hacer esto',
  },
  schoolNotFound: { pt: M.schoolNotFound, en: 'School not found', es: 'Escuela no encontrada' },
  schoolNameRequired: { pt: M.schoolNameRequired, en: 'Enter the school’s name', es: 'Introduce el nombre de la escuela' },
  schoolNameTooLong: {
    pt: M.schoolNameTooLong,
    en: 'The name must have at most 120 characters',
    es: 'El nombre debe tener como máximo 120 caracteres',
  },
  hostInvalid: {
    pt: M.hostInvalid,
    en: 'Enter a valid domain, such as school.example.com',
    es: 'Introduce un dominio válido, como escuela.ejemplo.com',
  },
  hostTaken: {
    pt: M.hostTaken,
    en: 'This domain is already used by a school on this server',
    es: 'Este dominio ya lo usa una escuela de este servidor',
  },
  hostReserved: {
    pt: M.hostReserved,
    en: 'This domain belongs to the server itself and cannot be a school’s',
    es: 'Este dominio es del propio servidor y no puede ser de una escuela',
  },
  domainsTooMany: { pt: M.domainsTooMany, en: 'At most 10 domains per school', es: 'Como máximo 10 dominios por escuela' },
  domainNotFound: { pt: M.domainNotFound, en: 'Domain not found', es: 'Dominio no encontrado' },
  lastHost: {
    pt: M.lastHost,
    en: 'This is the school’s last address: add and verify another before removing it',
    es: 'Esta es la última dirección de la escuela: añade y verifica otra antes de quitarla',
  },
  alreadyVerified: { pt: M.alreadyVerified, en: 'This domain is already verified', es: 'Este dominio ya está verificado' },
  recordMissing: { pt: M.recordMissing, en: 'No TXT record found at {name}', es: 'No se encontró ningún registro TXT en {name}' },
  recordWrong: {
    pt: M.recordWrong,
    en: 'The TXT record at {name} holds {found}; expected {value}',
    es: 'El registro TXT en {name} tiene {found}; se esperaba {value}',
  },
  lookupFailed: {
    pt: M.lookupFailed,
    en: 'Could not look up the DNS of {name}: {reason}',
    es: 'No se pudo consultar el DNS de {name}: {reason}',
  },
  schoolUnavailable: {
    pt: M.schoolUnavailable,
    en: 'This school is unavailable at the moment',
    es: 'Esta escuela no está disponible en este momento',
  },
  created: {
    pt: M.created,
    en: 'School created: the owner was e-mailed a sign-in link',
    es: 'Escuela creada: enviamos al dueño un correo con el enlace de acceso',
  },
  consoleSchool: {
    pt: M.consoleSchool,
    en: 'This is the school of the operator’s console: suspending it would take the console down',
    es: 'Esta es la escuela de la consola del operador: suspenderla dejaría la consola fuera de servicio',
  },
  suspended: { pt: M.suspended, en: 'School suspended', es: 'Escuela suspendida' },
  reactivated: { pt: M.reactivated, en: 'School reactivated', es: 'Escuela reactivada' },
  verified: {
    pt: M.verified,
    en: 'Domain verified: the school now answers on it',
    es: 'Dominio verificado: la escuela ya responde en él',
  },
  noPrimary: {
    pt: M.noPrimary,
    en: 'Verify a domain of your own before sending the other addresses to it',
    es: 'Verifica un dominio propio antes de redirigir las otras direcciones a él',
  },
  exportNotFound: { pt: M.exportNotFound, en: 'Export not found', es: 'Exportación no encontrada' },
  exportOwnerOnly: {
    pt: M.exportOwnerOnly,
    en: 'Only the school’s owner can export it',
    es: 'Solo el dueño de la escuela puede exportarla',
  },
  secretsOperatorOnly: {
    pt: M.secretsOperatorOnly,
    en: 'Only the server’s operator can export passwords and secrets',
    es: 'Solo el operador del servidor puede exportar contraseñas y secretos',
  },
  linkExpired: {
    pt: M.linkExpired,
    en: 'This download link has expired: ask for the export again on the screen',
    es: 'Este enlace de descarga caducó: pide la exportación de nuevo en la pantalla',
  },
  archiveRequired: { pt: M.archiveRequired, en: 'Send the .tar.gz file of an export', es: 'Envía el archivo .tar.gz de una exportación' },
  archiveTooLarge: {
    pt: M.archiveTooLarge,
    en: 'The file is over 1 GB: import it from the terminal (npm run school -- import)',
    es: 'El archivo supera 1 GB: impórtalo desde la terminal (npm run school -- import)',
  },
  archiveDamaged: {
    pt: M.archiveDamaged,
    en: 'The file is damaged or is not a Trilha export: nothing was imported',
    es: 'El archivo está dañado o no es una exportación de Trilha: no se importó nada',
  },
  archiveNewer: {
    pt: M.archiveNewer,
    en: 'The file comes from a newer Trilha: update this server before importing',
    es: 'El archivo viene de una versión más nueva de Trilha: actualiza este servidor antes de importar',
  },
  importNotFound: { pt: M.importNotFound, en: 'Import not found', es: 'Importación no encontrada' },
  importFailed: {
    pt: M.importFailed,
    en: 'The import failed on a server error; nothing was imported',
    es: 'La importación falló por un error del servidor; no se importó nada',
  },
  exportFailed: { pt: M.exportFailed, en: 'The export failed; try again', es: 'La exportación falló; inténtalo de nuevo' },
} as const satisfies Translations<typeof M>;

export type SchoolMessageKey = keyof typeof SCHOOL_TRANSLATIONS;

/** A message with its `{placeholders}` filled in. */
export function fillSchoolText(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}
