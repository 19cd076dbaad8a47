/** The course studio's limits and messages (docs/course-studio.md). Zod-free: the web's labels read them too. */
export const STUDIO_TITLE_MAX = 191;
/** A description's HTML as the editor sends it, before sanitising: a long lesson text fits many times over. */
export const STUDIO_DESCRIPTION_MAX = 100_000;
/** Drip: at most ten years after the student's access began. */
export const STUDIO_RELEASE_DAYS_MAX = 3_650;
/** A reorder names every item once; no parent holds more (a course's modules, a module's lessons, a school's courses). */
export const STUDIO_ORDER_MAX = 2_000;
export const STUDIO_PRODUCTS_MAX = 500;

export const STUDIO_MESSAGES = {
  titleRequired: 'Informe um título',
  titleTooLong: 'O título deve ter no máximo 191 caracteres',
  descriptionTooLong: 'A descrição é longa demais',
  releaseDaysInvalid: 'Informe um número de dias entre 0 e 3650',
  releaseAtInvalid: 'Informe uma data válida',
  releaseBoth: 'Escolha dias após o acesso ou uma data, não os dois',
  embedInvalid: 'Use um link de incorporação do YouTube, Vimeo ou de outro serviço aceito',
  orderInvalid: 'A nova ordem deve conter cada item uma única vez',
  orderMismatch: 'A nova ordem deve conter exatamente os itens atuais',
  productUnknown: 'Produto não encontrado nesta escola',
  nothingToChange: 'Nada para alterar',
  courseNotFound: 'Curso não encontrado',
  moduleNotFound: 'Módulo não encontrado',
  lessonNotFound: 'Aula não encontrada',
  coursePublished: 'Despublique o curso antes de excluí-lo',
  copySuffix: '(cópia)',
} as const;
