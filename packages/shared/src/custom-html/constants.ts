/** Custom HTML blocks' limits, pages and messages, zod-free (spec 002 §2, §3, §5, §8, §9; docs/custom-html.md). */

/** Spec 002 §5: the pages a block may be placed on, in the page selector's order. */
export const CUSTOM_HTML_PAGES = [
  'homepage',
  'course',
  'module',
  'lesson',
  'community',
  'favorite',
  'product',
  'profile',
  'search',
] as const;
export type CustomHtmlPage = (typeof CUSTOM_HTML_PAGES)[number];

/** The selectors a page's blocks are narrowed by, outermost first (spec 002 §3 "dependent resource selectors"). */
export const CUSTOM_HTML_SELECTORS = {
  homepage: [],
  course: ['course_id'],
  module: ['course_id', 'module_id'],
  lesson: ['course_id', 'module_id', 'lesson_id'],
  community: ['community_id'],
  favorite: [],
  product: [],
  profile: [],
  search: [],
} as const satisfies Record<CustomHtmlPage, readonly CustomHtmlSelector[]>;
export type CustomHtmlSelector = 'community_id' | 'course_id' | 'module_id' | 'lesson_id';
export const CUSTOM_HTML_SELECTOR_NAMES = ['community_id', 'course_id', 'module_id', 'lesson_id'] as const;

/** Spec 002 §9: the title's limit and how much of it a card shows. */
export const CUSTOM_HTML_TITLE_MAX = 50;
export const CUSTOM_HTML_CARD_TITLE = 25;
/** Spec 002 §3: tooltips show 28 characters and an ellipsis (30 in all). */
export const CUSTOM_HTML_TOOLTIP = 30;
/** Bounds of Trilha's choosing (docs/custom-html.md "Server"): blocks per school, and the HTML of one block in UTF-8 bytes. */
export const CUSTOM_HTML_MAX_BLOCKS = 50;
export const CUSTOM_HTML_MAX_BYTES = 100 * 1024;
/** Spec 002 §9: the list is kept 30 minutes. */
export const CUSTOM_HTML_CACHE_MS = 30 * 60_000;
/** The tallest a block's frame grows to (px): a block reporting more is cut there and scrolls. */
export const CUSTOM_HTML_MAX_HEIGHT = 4_000;

/** Spec 002 §5 and §8 word for word, then Trilha's own (limits, unknown items, the hierarchy). */
export const CUSTOM_HTML_MESSAGES = {
  titleRequired: 'O título é obrigatório',
  titleTooLong: 'O título não pode ter mais de 50 caracteres',
  htmlRequired: 'Adicione o HTML personalizado',
  pageRequired: 'Selecione a página',
  created: 'HTML personalizado criado com sucesso',
  createFailed: 'Falha ao criar o HTML personalizado',
  updated: 'HTML personalizado editado com sucesso',
  updateFailed: 'Falha ao atualizar o HTML personalizado',
  deleted: 'HTML excluído com sucesso',
  deleteFailed: 'Não foi possivel excluir o HTML personalizado',
  selectCommunity: 'Selecione a comunidade',
  selectCourse: 'Selecione o curso',
  selectModule: 'Selecione o módulo',
  selectLesson: 'Selecione a aula',
  htmlTooLarge: 'O HTML pode ter no máximo 100 KB.',
  tooMany: 'Você pode criar no máximo 50 blocos de HTML personalizado.',
  itemNotFound: 'O item selecionado não existe nesta escola.',
  notFound: 'HTML personalizado não encontrado.',
} as const;
export type CustomHtmlMessageKey = keyof typeof CUSTOM_HTML_MESSAGES;

/** Each selector's "pick one" message. */
export const SELECTOR_MESSAGE = {
  community_id: 'selectCommunity',
  course_id: 'selectCourse',
  module_id: 'selectModule',
  lesson_id: 'selectLesson',
} as const satisfies Record<CustomHtmlSelector, CustomHtmlMessageKey>;

/** UTF-8 bytes of a text, as the 100 KB bound counts them. */
export const utf8Bytes = (text: string) => new TextEncoder().encode(text).length;

/** Spec 002 §3: a card's title shows its first 25 characters, then an ellipsis (the whole title on click). */
export const cardTitle = (title: string) =>
  title.length > CUSTOM_HTML_CARD_TITLE ? `${title.slice(0, CUSTOM_HTML_CARD_TITLE)}...` : title;
/** Spec 002 §3: a tooltip longer than 30 characters shows 28 and an ellipsis. */
export const tooltipText = (text: string) => (text.length > CUSTOM_HTML_TOOLTIP ? `${text.slice(0, CUSTOM_HTML_TOOLTIP - 2)}...` : text);
