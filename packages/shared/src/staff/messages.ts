import type { Translations } from '../platform/translations';
import { STAFF_MESSAGES as M } from './constants';

/** Every staff-list message in pt (STAFF_MESSAGES), en and es: the server's replies and the web's texts. */
export const STAFF_TRANSLATIONS = {
  nameRequired: {
    pt: M.nameRequired,
    en: 'Enter the name: this e-mail has no account at the school yet',
    es: 'Introduce el nombre: este correo aún no tiene cuenta en la escuela',
  },
  nameTooLong: {
    pt: M.nameTooLong,
    en: 'The name must have at most 120 characters',
    es: 'El nombre debe tener como máximo 120 caracteres',
  },
  roleInvalid: { pt: M.roleInvalid, en: 'Choose administrator or moderator', es: 'Elige administrador o moderador' },
  memberNotFound: { pt: M.memberNotFound, en: 'Person not found on the staff', es: 'Persona no encontrada en el equipo' },
  alreadyStaff: {
    pt: M.alreadyStaff,
    en: 'This person is already on the staff: change their role in the list',
    es: 'Esta persona ya forma parte del equipo: cambia su rol en la lista',
  },
  accountInactive: {
    pt: M.accountInactive,
    en: 'This account is deactivated: reactivate the person in Students first',
    es: 'Esta cuenta está desactivada: reactiva a la persona en Alumnos primero',
  },
  ownerNamesAdmins: {
    pt: M.ownerNamesAdmins,
    en: 'Only the school’s owner names, changes or removes administrators',
    es: 'Solo el dueño de la escuela nombra, cambia o quita administradores',
  },
  ownerStays: {
    pt: M.ownerStays,
    en: 'The owner neither leaves the staff nor changes role: hand the school to an administrator first',
    es: 'El dueño no sale del equipo ni cambia de rol: pasa la escuela a un administrador antes',
  },
  notYourself: {
    pt: M.notYourself,
    en: 'You do not change your own role: ask the school’s owner',
    es: 'No cambias tu propio rol: pídeselo al dueño de la escuela',
  },
  ownerHandsOn: { pt: M.ownerHandsOn, en: 'Only the owner hands the school on', es: 'Solo el dueño pasa la escuela a otra persona' },
  handOnToAdmin: {
    pt: M.handOnToAdmin,
    en: 'The school is handed only to an administrator on the staff',
    es: 'La escuela solo pasa a un administrador del equipo',
  },
  staffFull: { pt: M.staffFull, en: 'The staff has reached its limit of 200 people', es: 'El equipo llegó a su límite de 200 personas' },
  invited: { pt: M.invited, en: 'Invitation sent', es: 'Invitación enviada' },
  roleChanged: { pt: M.roleChanged, en: 'Role changed', es: 'Rol cambiado' },
  removed: { pt: M.removed, en: 'Person removed from the staff', es: 'Persona quitada del equipo' },
  handedOn: { pt: M.handedOn, en: 'The school has a new owner', es: 'La escuela tiene un nuevo dueño' },
} as const satisfies Translations<typeof M>;

export type StaffMessageKey = keyof typeof STAFF_TRANSLATIONS;
