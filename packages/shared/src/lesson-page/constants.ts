/**
 * The lesson screen (docs/lesson-page.md; spec 001 "Ajustes gerais" and "Letreiro"; CONTRACT "Lessons and the
 * lesson screen"). Constants only, zod-free, so the web app's first chunk may read them.
 */

/** Spec 001 §9: lesson templates 1 to 3, default 1. */
export const LESSON_TEMPLATES = [1, 2, 3] as const;
export type LessonTemplate = (typeof LESSON_TEMPLATES)[number];
export const DEFAULT_LESSON_TEMPLATE: LessonTemplate = 1;
/** The select's labels (spec 001 §2), by value. */
export const LESSON_TEMPLATE_NAMES: Record<LessonTemplate, string> = { 1: 'Lista', 2: 'Sequência', 3: 'Tela cheia' };

export const LESSON_COMMENT_MAX = 2000;
/** Top-level comments a page (newest first); each carries its first replies, the rest are paged. */
export const LESSON_COMMENTS_PAGE_SIZE = 10;
export const LESSON_REPLIES_SHOWN = 3;
export const LESSON_REPLIES_PAGE_SIZE = 20;
/** Comments per user per minute before 429. */
export const LESSON_COMMENTS_PER_MINUTE = 20;

/** Spec 001 §9 "Letreiro". */
export const MARQUEE_SPEED_MIN = 10;
export const MARQUEE_SPEED_MAX = 150;
export const MARQUEE_SPEED_DEFAULT = 40;
export const MARQUEE_TEXT_MAX = 255;
/** Spec 001 §2, §9: the list shows the text cut at 32 characters. */
export const MARQUEE_LIST_TEXT_CUT = 32;
/** Spec 001 §9: the marquee list is kept 30 minutes. */
export const MARQUEE_LIST_STALE_MS = 1_800_000;
export const MARQUEE_NAME_VARIABLE = '$nome_aluno';
export const MARQUEE_FONTS = ['Aboreto', 'Inter', 'Lato', 'Montserrat', 'Open Sans', 'Oswald', 'Poppins', 'Roboto'] as const;
export const MARQUEE_WEIGHTS = [100, 200, 300, 400, 500, 600] as const;
export const MARQUEE_RADIUS_MIN = 2;
export const MARQUEE_RADIUS_MAX = 64;
export const MARQUEE_TYPE = 'horizontal';
/** How many holders' first names one marquee carries at most (one per `$nome_aluno`, cycled). */
export const MARQUEE_NAMES_MAX = 10;

/** Lives (docs/lives.md): the title's limit and how many the staff list shows (upcoming and recent). */
export const LIVE_TITLE_MAX = 150;
export const LIVES_LIST_LIMIT = 50;

/** Every message of the lesson screen, in Portuguese (translations in messages.ts). Spec 001 §5, §8 words are verbatim. */
export const LESSON_PAGE_MESSAGES = {
  // spec 001 §8 "Template and comments"
  statusLoadFailed: 'Erro ao carregar o status',
  commentsUpdated: 'Configuração de comentários atualizada',
  actionFailed: 'Não foi possível completar essa ação, tente novamente!',
  templateChanged: 'Template alterado com sucesso',
  templateFailed: 'Falha ao alterar o template, tente novamente',
  templateInvalid: 'Escolha o template 1, 2 ou 3.',
  // spec 001 §5, §8 "Marquee"
  marqueeTextRequired: 'O texto do letreiro é obrigatório',
  marqueeTextTooLong: 'O texto do letreiro pode ter no máximo 255 caracteres.',
  marqueeUrlInvalid: 'Insira uma URL válida',
  marqueeProductRequired: 'Por favor, selecione um produto',
  marqueeProductTaken: 'Já existe um letreiro definido para este produto.',
  marqueeProductTakenHint: 'Selecione outro produto',
  marqueeTimerInvalid: 'A velocidade vai de 10 a 150.',
  marqueeFontInvalid: 'Fonte inválida',
  marqueeWeightInvalid: 'Peso inválido',
  marqueeRadiusInvalid: 'O arredondamento vai de 2 a 64 px.',
  marqueeColorInvalid: 'Cor inválida. Use o formato #RRGGBB.',
  marqueeSaved: 'Letreiro salvo com sucesso.',
  marqueeCreateFailed: 'Error ao criar o letreiro',
  marqueeUpdated: 'Letreiro atualizado com sucesso.',
  marqueeUpdateFailed: 'Error ao atualizar o letreiro',
  marqueeDeleted: 'Exclusão realizada.',
  marqueeDeleteFailed: 'Houve um erro ao tentar excluir o letreiro.',
  marqueeProductUnknown: 'Produto não encontrado nesta escola.',
  marqueeNotFound: 'Letreiro não encontrado.',
  // lesson comments and likes (CONTRACT "Lessons and the lesson screen")
  commentRequired: 'Escreva um comentário.',
  commentTooLong: 'O comentário pode ter no máximo 2.000 caracteres.',
  commentsOff: 'Os comentários das aulas estão desativados nesta escola.',
  replyDepth: 'Só é possível responder a um comentário, não a uma resposta.',
  commentsTooFast: 'Você comentou muitas vezes em pouco tempo. Aguarde um minuto e tente de novo.',
  cannotDelete: 'Você só pode excluir o que escreveu.',
  lessonLocked: 'Esta aula está bloqueada para você.',
  lessonNotFound: 'Aula não encontrada.',
  commentNotFound: 'Comentário não encontrado.',
  // lives
  liveTitleRequired: 'Dê um título à live.',
  liveTitleTooLong: 'O título pode ter no máximo 150 caracteres.',
  liveUrlInvalid: 'Use o endereço de incorporação https do YouTube, Vimeo ou de outro serviço aceito.',
  liveTimesInvalid: 'O fim da live precisa ser depois do início.',
  liveTooLong: 'Uma live pode durar no máximo 12 horas.',
  liveNotFound: 'Live não encontrada.',
  liveNotForYou: 'Esta live não está disponível para você.',
} as const;
