/** The home's and favourites' constants and paths, zod-free: the student's first load reads them. */
/**
 * How many items an eager carousel of the home view carries (a row and a half of cards at the
 * widest layout); the rest come from get-carousel/{id} when the student reaches the row's end.
 */
export const HOME_ITEMS_PER_CAROUSEL = 12;
/**
 * Only the first this many carousels in display order carry items in home/carousels (the reply is
 * in descending order, so they are its last ones); every other arrives with `items: []` and its
 * real `total_items`, and the web app loads it from get-carousel/{id} as the row scrolls near.
 * Keeps the first reply small (docs/home.md, docs/performance.md).
 */
export const HOME_EAGER_CAROUSELS = 6;
/** System carousels (continue watching, trending, my list) show at most this many cards. */
export const SYSTEM_CAROUSEL_LIMIT = 20;

export const FAVORITE_KINDS = ['course', 'lesson'] as const;
export type FavoriteKind = (typeof FAVORITE_KINDS)[number];
/** A list, not an archive: keeps the ids reply bounded. */
export const MAX_FAVORITES = 500;

export const FAVORITE_MESSAGES = {
  added: 'Adicionado à sua lista',
  removed: 'Removido da sua lista',
  limit: 'Sua lista atingiu o limite de 500 itens',
  kind: 'Tipo inválido: use course ou lesson',
  failed: 'Não foi possível atualizar sua lista',
} as const;

export const FAVORITES_PER_PAGE = 24;

/** Spec 000 §9, spec 002 §9: preference, carousel and banner caches last 30 minutes, no refetch on focus. */
export const HOME_CACHE_MS = 1_800_000;
