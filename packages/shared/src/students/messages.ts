import type { Translations } from '../platform/translations';
import { STUDENT_MESSAGES } from './constants';

/** Every student-directory message in pt (STUDENT_MESSAGES), en and es: the server's replies and the web's texts. */
export const STUDENT_TRANSLATIONS = {
  nameRequired: { pt: STUDENT_MESSAGES.nameRequired, en: 'Enter the student’s name', es: 'Introduce el nombre del alumno' },
  nameTooLong: {
    pt: STUDENT_MESSAGES.nameTooLong,
    en: 'The name must have at most 120 characters',
    es: 'El nombre debe tener como máximo 120 caracteres',
  },
  queryTooLong: {
    pt: STUDENT_MESSAGES.queryTooLong,
    en: 'The search must have at most 100 characters',
    es: 'La búsqueda debe tener como máximo 100 caracteres',
  },
  productsTooMany: { pt: STUDENT_MESSAGES.productsTooMany, en: 'Choose at most 50 products', es: 'Elige como máximo 50 productos' },
  productUnknown: {
    pt: STUDENT_MESSAGES.productUnknown,
    en: 'Product not found in this school',
    es: 'Producto no encontrado en esta escuela',
  },
  expiresInvalid: {
    pt: STUDENT_MESSAGES.expiresInvalid,
    en: 'Enter an expiry date in the future',
    es: 'Introduce una fecha de caducidad futura',
  },
  statusInvalid: { pt: STUDENT_MESSAGES.statusInvalid, en: 'Choose active or inactive', es: 'Elige activo o inactivo' },
  nothingToChange: { pt: STUDENT_MESSAGES.nothingToChange, en: 'Nothing to change', es: 'Nada que cambiar' },
  studentNotFound: { pt: STUDENT_MESSAGES.studentNotFound, en: 'Student not found', es: 'Alumno no encontrado' },
  enrollmentNotFound: { pt: STUDENT_MESSAGES.enrollmentNotFound, en: 'Enrolment not found', es: 'Matrícula no encontrada' },
  staffNotDeactivated: {
    pt: STUDENT_MESSAGES.staffNotDeactivated,
    en: 'Staff members are not deactivated here: remove the person from the staff first',
    es: 'Los miembros del equipo no se desactivan aquí: quita a la persona del equipo primero',
  },
  inactiveNoInvite: {
    pt: STUDENT_MESSAGES.inactiveNoInvite,
    en: 'Reactivate the student before sending the welcome e-mail again',
    es: 'Reactiva al alumno antes de reenviar el correo de bienvenida',
  },
  added: { pt: STUDENT_MESSAGES.added, en: 'Student added', es: 'Alumno añadido' },
  saved: { pt: STUDENT_MESSAGES.saved, en: 'Student saved', es: 'Alumno guardado' },
  deactivated: { pt: STUDENT_MESSAGES.deactivated, en: 'Student deactivated', es: 'Alumno desactivado' },
  reactivated: { pt: STUDENT_MESSAGES.reactivated, en: 'Student reactivated', es: 'Alumno reactivado' },
  granted: { pt: STUDENT_MESSAGES.granted, en: 'Access granted', es: 'Acceso concedido' },
  revoked: { pt: STUDENT_MESSAGES.revoked, en: 'Access removed', es: 'Acceso eliminado' },
  inviteSent: { pt: STUDENT_MESSAGES.inviteSent, en: 'Welcome e-mail sent', es: 'Correo de bienvenida enviado' },
} as const satisfies Translations<typeof STUDENT_MESSAGES>;

export type StudentMessageKey = keyof typeof STUDENT_TRANSLATIONS;
