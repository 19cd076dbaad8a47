/** The student directory's limits and messages (docs/people-and-access.md). Zod-free: the web's labels read them too. */
export const STUDENTS_PAGE_SIZE = 25;
export const STUDENT_NAME_MAX = 120;
/** A search of the directory: a name or an e-mail, or pieces of them. */
export const STUDENT_QUERY_MAX = 100;
/** Products granted at once when adding a student. */
export const STUDENT_PRODUCTS_MAX = 50;
/** The welcome mail's sign-in link stays valid this long (CONTRACT "Products, students and access"). */
export const WELCOME_LINK_DAYS = 7;
/** A student is told this many days ahead that a product of theirs expires (the daily expiry notice). */
export const EXPIRY_NOTICE_DAYS = 3;
/** Where an enrolment came from: the staff's hand, a CSV import, open sign-up, a payment platform, a reward. */
export const ENROLLMENT_SOURCES = ['manual', 'import', 'signup', 'sale', 'reward'] as const;
export type EnrollmentSource = (typeof ENROLLMENT_SOURCES)[number];

export const STUDENT_MESSAGES = {
  nameRequired: 'Informe o nome do aluno',
  nameTooLong: 'O nome deve ter no máximo 120 caracteres',
  queryTooLong: 'A busca deve ter no máximo 100 caracteres',
  productsTooMany: 'Escolha no máximo 50 produtos',
  productUnknown: 'Produto não encontrado nesta escola',
  expiresInvalid: 'Informe uma data de expiração futura',
  statusInvalid: 'Escolha ativo ou inativo',
  nothingToChange: 'Nada para alterar',
  studentNotFound: 'Aluno não encontrado',
  enrollmentNotFound: 'Matrícula não encontrada',
  staffNotDeactivated: 'Membros da equipe não são desativados aqui: remova a pessoa da equipe antes',
  inactiveNoInvite: 'Reative o aluno antes de reenviar o e-mail de boas-vindas',
  added: 'Aluno adicionado',
  saved: 'Aluno salvo',
  deactivated: 'Aluno desativado',
  reactivated: 'Aluno reativado',
  granted: 'Acesso concedido',
  revoked: 'Acesso removido',
  inviteSent: 'E-mail de boas-vindas enviado',
} as const;
