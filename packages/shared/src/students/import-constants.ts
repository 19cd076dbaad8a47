/* No Zod in this file: the web's locale files read these messages at start-up. */
/**
 * The student import (CONTRACT "Products, students and access"): a CSV with the header
 * `name,email,products[,expires_at]` (Portuguese headers `nome,e-mail,produtos,expira_em` too),
 * products as ids or titles separated by ';', sent as multipart `file` with the fields `dry_run` and
 * `send_invite`. Zod-free constants first: the web's labels read them too.
 */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/** Rows of one file: a school of 20,000 moves in two files. */
export const IMPORT_MAX_ROWS = 20_000;
/** Row outcomes kept for the screen (the counts cover every row). */
export const IMPORT_ROWS_SHOWN = 500;
export const IMPORT_ERRORS_SHOWN = 1_000;

export const IMPORT_STATES = ['queued', 'running', 'done', 'failed'] as const;
export type ImportState = (typeof IMPORT_STATES)[number];
/** What a row did or would do: a new account, an existing one enrolled, nothing to change, or an error. */
export const IMPORT_OUTCOMES = ['new', 'enrolled', 'unchanged', 'error'] as const;
export type ImportOutcome = (typeof IMPORT_OUTCOMES)[number];

export const IMPORT_MESSAGES = {
  fileRequired: 'Escolha um arquivo CSV',
  fileTooLarge: 'O arquivo deve ter no máximo 5 MB',
  notText: 'O arquivo não é um CSV de texto (UTF-8)',
  headerInvalid: 'A primeira linha deve ser o cabeçalho name,email,products (e, se quiser, expires_at)',
  tooManyRows: 'O arquivo deve ter no máximo 20000 linhas de alunos',
  emptyFile: 'O arquivo não tem nenhuma linha de aluno',
  unreadable: 'Não foi possível ler o CSV: confira aspas e separadores',
  rowNameRequired: 'Nome em branco',
  rowNameTooLong: 'Nome com mais de 120 caracteres',
  rowEmailInvalid: 'E-mail inválido',
  rowProductUnknown: 'Produto desconhecido',
  rowExpiresInvalid: 'Data de expiração inválida ou no passado (use AAAA-MM-DD ou DD/MM/AAAA)',
  rowDuplicate: 'E-mail repetido: já aparece numa linha anterior',
  rowColumns: 'Número de colunas diferente do cabeçalho',
  importNotFound: 'Importação não encontrada',
  queued: 'Importação na fila',
} as const;
