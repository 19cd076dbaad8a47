/** The staff list's limits and messages (docs/people-and-access.md "Staff"). Zod-free: the web's labels read them too. */

/** The roles the staff list shows; `owner` is handed on, never given by an invitation. */
export const STAFF_ROLES = ['owner', 'admin', 'moderator'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
/** What an invitation or a role change may give. */
export const INVITABLE_ROLES = ['admin', 'moderator'] as const;
export type InvitableRole = (typeof INVITABLE_ROLES)[number];
/** A school's staff is a short list, read whole; an invitation past this many is refused. */
export const STAFF_MAX = 200;

export const STAFF_MESSAGES = {
  nameRequired: 'Informe o nome: este e-mail ainda não tem conta na escola',
  nameTooLong: 'O nome deve ter no máximo 120 caracteres',
  roleInvalid: 'Escolha administrador ou moderador',
  memberNotFound: 'Pessoa não encontrada na equipe',
  alreadyStaff: 'Esta pessoa já faz parte da equipe: mude o papel dela na lista',
  accountInactive: 'Esta conta está desativada: reative a pessoa em Alunos antes',
  ownerNamesAdmins: 'Só o dono da escola nomeia, muda ou remove administradores',
  ownerStays: 'O dono não sai da equipe nem muda de papel: passe a escola para um administrador antes',
  notYourself: 'Você não muda o seu próprio papel: peça ao dono da escola',
  ownerHandsOn: 'Só o dono passa a escola adiante',
  handOnToAdmin: 'A escola só passa para um administrador da equipe',
  staffFull: 'A equipe chegou ao limite de 200 pessoas',
  invited: 'Convite enviado',
  roleChanged: 'Papel alterado',
  removed: 'Pessoa removida da equipe',
  handedOn: 'A escola tem um novo dono',
} as const;
