/** Schools and domains' limits and messages (docs/schools.md). Zod-free: the web's labels read them too. */

/** The TXT record's name is this label before the host: `_trilha-challenge.escola.exemplo.com.br`. */
export const CHALLENGE_LABEL = '_trilha-challenge';
export const DOMAIN_STATUSES = ['pending', 'verified'] as const;
export type DomainStatus = (typeof DOMAIN_STATUSES)[number];
/** Host names one school may hold, pending ones included. */
export const SCHOOL_DOMAINS_MAX = 10;
/** Schools listed per page of the operator's console. */
export const SCHOOLS_PAGE_SIZE = 50;
export const SCHOOL_NAME_MAX = 120;
export const HOST_MAX = 253;

export const EXPORT_STATES = ['queued', 'running', 'ready', 'failed'] as const;
export type ExportState = (typeof EXPORT_STATES)[number];
/** How long an export's download link works. */
export const EXPORT_LINK_MINUTES = 60;
/** The archive's format version: an import refuses an archive from a newer one. */
export const EXPORT_FORMAT = 'trilha-school';

export const IMPORT_STATES = ['queued', 'running', 'done', 'failed'] as const;
export type ImportState = (typeof IMPORT_STATES)[number];
/** The largest archive the console takes (a bigger school is imported with `npm run school -- import`). */
export const IMPORT_ARCHIVE_MAX_BYTES = 1_073_741_824;

export const SCHOOL_MESSAGES = {
  operatorOnly: 'Somente o operador do servidor pode fazer isto',
  schoolNotFound: 'Escola não encontrada',
  schoolNameRequired: 'Informe o nome da escola',
  schoolNameTooLong: 'O nome deve ter no máximo 120 caracteres',
  hostInvalid: 'Informe um domínio válido, como escola.exemplo.com.br',
  hostTaken: 'Este domínio já é usado por uma escola deste servidor',
  hostReserved: 'Este domínio é do próprio servidor e não pode ser de uma escola',
  domainsTooMany: 'No máximo 10 domínios por escola',
  domainNotFound: 'Domínio não encontrado',
  lastHost: 'Este é o último endereço da escola: adicione e verifique outro antes de removê-lo',
  alreadyVerified: 'Este domínio já está verificado',
  recordMissing: 'Nenhum registro TXT encontrado em {name}',
  recordWrong: 'O registro TXT em {name} tem {found}; o esperado é {value}',
  lookupFailed: 'Não foi possível consultar o DNS de {name}: {reason}',
  schoolUnavailable: 'Esta escola está indisponível no momento',
  created: 'Escola criada: enviamos ao dono um e-mail com o link de acesso',
  consoleSchool: 'Esta é a escola do console do operador: suspendê-la tiraria o console do ar',
  suspended: 'Escola suspensa',
  reactivated: 'Escola reativada',
  verified: 'Domínio verificado: a escola já responde nele',
  noPrimary: 'Verifique um domínio próprio antes de redirecionar os outros endereços para ele',
  exportNotFound: 'Exportação não encontrada',
  exportOwnerOnly: 'Somente o dono da escola pode exportá-la',
  secretsOperatorOnly: 'Somente o operador do servidor pode exportar senhas e segredos',
  linkExpired: 'Este link de download expirou: peça a exportação de novo na tela',
  exportFailed: 'A exportação falhou; tente de novo',
  archiveRequired: 'Envie o arquivo .tar.gz de uma exportação',
  archiveTooLarge: 'O arquivo passa de 1 GB: importe-o pelo terminal (npm run school -- import)',
  archiveDamaged: 'O arquivo está danificado ou não é uma exportação do Trilha: nada foi importado',
  archiveNewer: 'O arquivo vem de uma versão mais nova do Trilha: atualize este servidor antes de importar',
  importNotFound: 'Importação não encontrada',
  importFailed: 'A importação falhou por um erro do servidor; nada foi importado',
} as const;
