/** Carousel types, card types, limits, messages and paths, zod-free: the student home reads some of them. */
/** Spec 002 §3, §9: carousel content types; 5 to 9 are the system carousels (docs/home.md). */
export const CONTENT_TYPES = { courses: 1, modules: 2, lessons: 3 } as const;
export type ContentType = 1 | 2 | 3;
export const SYSTEM_CAROUSELS = {
  continueLessons: 5,
  continueModules: 6,
  continueCourses: 7,
  trending: 8,
  myList: 9,
} as const;
export const isSystemType = (type: number) => type >= 5 && type <= 9;
/** The default titles the system rows are created with (the web app shows its own translation). */
export const SYSTEM_TITLES: Record<number, string> = {
  5: 'Continuar assistindo',
  6: 'Módulos em andamento',
  7: 'Cursos em andamento',
  8: 'Em alta',
  9: 'Minha lista',
};

/** Spec 002 §3: card types per carousel mode. */
export const CAROUSEL_MODES = ['Regular', 'Destacado'] as const;
export type CarouselMode = (typeof CAROUSEL_MODES)[number];
export const CARD_TYPES: Record<CarouselMode, readonly string[]> = {
  Regular: ['horizontal', 'vertical', 'square', 'circle'],
  Destacado: ['biggerImage', 'fullImage'],
};
export const ALL_CARD_TYPES = ['horizontal', 'vertical', 'square', 'circle', 'biggerImage', 'fullImage'] as const;
export type CardType = (typeof ALL_CARD_TYPES)[number];

/** Spec 002 §5: weights with their names, sizes, defaults. */
export const CAROUSEL_WEIGHTS = [
  { value: 100, label: 'Thin' },
  { value: 300, label: 'Light' },
  { value: 400, label: 'Regular' },
  { value: 500, label: 'Medium' },
  { value: 700, label: 'Bold' },
  { value: 900, label: 'Black' },
] as const;
export const CAROUSEL_FONT_SIZE = { min: 8, max: 40 } as const;
export const CAROUSEL_DEFAULTS = { sizeTitle: 27, weightTitle: 900, sizeDescription: 18, weightDescription: 300, autoplayTime: 4 } as const;
export const CAROUSEL_AUTOPLAY = { min: 1, max: 10 } as const;
/** Bounds that keep a carousel a carousel (and every list bounded). */
export const MAX_CAROUSEL_ITEMS = 100;
export const MAX_CAROUSELS = 100;
export const MAX_CARDS_PER_GROUP = 12;

export const CAROUSEL_MESSAGES = {
  titleRequired: 'Campo obrigatório',
  titleMin: 'O nome do carrossel deve ter no mínimo 3 caracteres.',
  titleToast: 'O carrossel não pode ser criado sem título!',
  titleMax: 'O nome do carrossel deve ter no máximo 191 caracteres.',
  descriptionMax: 'A descrição deve ter no máximo 500 caracteres.',
  typeRequired: 'Selecione algum tipo de carrossel.',
  noContent: 'O carrossel não pode ser criado/atualizado sem conteúdo!',
  tooMuchContent: 'Um carrossel pode ter no máximo 100 itens.',
  cardsPerGroup: 'Informe um número a partir de 0 (0 deixa o sistema decidir), até 12',
  autoplayTime: 'O tempo deve ser entre 1 e 10 segundos',
  fontSize: 'O tamanho da fonte deve ser entre 8 e 40',
  fontWeight: 'Peso de fonte inválido',
  font: 'Fonte inválida',
  cardType: 'Selecione um tipo de card válido para este modo',
  saved: 'Carrossel criado/atualizado com sucesso!',
  saveFailed: 'Erro ao tentar criar/atualizar carrossel!',
  contentLoadFailed: 'Houve um erro ao recuperar dados de conteúdo',
  orderFailed: 'Erro ao salvar a nova ordem dos carrosseis',
  ordered: 'Ordem dos carrosséis salva com sucesso',
  itemsOrdered: 'Ordem dos itens salva com sucesso',
  itemsOrderMismatch: 'A nova ordem deve conter exatamente os itens do carrossel',
  orderMismatch: 'A nova ordem deve conter carrosséis da plataforma, cada um uma vez',
  toggleFailed: 'Erro ao atualizar informação, tente novamente',
  published: 'Carrossel publicado',
  unpublished: 'Carrossel despublicado',
  deleted: 'Carrossel deletado com sucesso',
  deleteFailed: 'Erro ao deletar carrossel',
  system: 'Carrosséis do sistema não podem ser editados, removidos ou despublicados',
  limit: 'Você pode criar no máximo 100 carrosséis',
  contentMissing: 'Algum conteúdo escolhido não existe mais; atualize a lista e tente novamente',
  blockedFailed: 'Falha ao tentar Atualizar o status! tente novamente mais tarde',
  blockedSaved: 'Status atualizado com sucesso',
  flagsFailed: 'Houve um problema ao alterar os dados da plataforma',
  myListFailed: 'Não foi possível salvar esta configuração. Tente novamente e, se persistir, contate o suporte.',
  myListSaved: 'Configuração salva com sucesso',
  /** Trilha's own (docs/catalog.md "Locked content"): the school's sales link beside "mostrar conteúdo bloqueado". */
  salesUrlInvalid: 'Informe um link válido, começando com http:// ou https://',
  salesUrlSaved: 'Link de vendas salvo com sucesso',
  /** Trilha's own: the items route's type is not the carousel's. */
  typeMismatch: 'O tipo informado não é o tipo deste carrossel',
} as const;
