/** Products' limits and messages (docs/people-and-access.md). Zod-free: the web's labels read them too. */
export const PRODUCT_TITLE_MAX = 191;
/** A school's products: every list and picker of products stays bounded. */
export const PRODUCTS_MAX = 500;
/** Access for N days from the grant: at most 100 years (null is for life). */
export const PRODUCT_ACCESS_DAYS_MAX = 36_500;
/** Courses and communities a product opens: at most as many as a school may have of each. */
export const PRODUCT_COURSES_MAX = 2_000;
export const PRODUCT_COMMUNITIES_MAX = 100;
export const PRODUCT_SALES_URL_MAX = 2_048;

export const PRODUCT_MESSAGES = {
  titleRequired: 'Informe o nome do produto',
  titleTooLong: 'O nome deve ter no máximo 191 caracteres',
  statusInvalid: 'Escolha ativo ou inativo',
  accessDaysInvalid: 'Informe um número de dias entre 1 e 36500, ou deixe o acesso vitalício',
  salesUrlInvalid: 'Informe um link que comece com http:// ou https://',
  courseUnknown: 'Curso não encontrado nesta escola',
  communityUnknown: 'Comunidade não encontrada nesta escola',
  nothingToChange: 'Nada para alterar',
  productNotFound: 'Produto não encontrado',
  productsFull: 'A escola já tem 500 produtos: exclua ou reaproveite um antes de criar outro',
  productHeld: 'Alunos têm este produto: desative-o em vez de excluí-lo',
  productDelivered: 'Uma recompensa entrega este produto: troque a entrega da recompensa antes de excluí-lo',
  created: 'Produto criado',
  saved: 'Produto salvo',
  deleted: 'Produto excluído',
} as const;
