import { z } from 'zod';
import { carouselSettings } from '../carousels/schemas';
import { idParam, paginated } from '../platform/http';

/** How many items of each carousel the home view carries; the rest come from get-carousel/{id}. */
export const HOME_ITEMS_PER_CAROUSEL = 24;
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

/** One card of a home carousel, whatever the carousel holds. */
export const homeItem = z.object({
  kind: z.enum(['course', 'module', 'lesson']),
  id: z.number().int(),
  title: z.string(),
  image: z.string().nullable(),
  /** Where the card opens: the course page, the module's first lesson, or the lesson. */
  href: z.string(),
  course_id: z.number().int(),
  /** For modules and lessons, the course's title; for lessons, the module's title too. */
  course_title: z.string().nullable(),
  module_title: z.string().nullable(),
  locked: z.boolean(),
  /** Continue watching: percent watched (0 to 100); null elsewhere. */
  progress: z.number().int().nullable(),
}).meta({ id: 'HomeItem' });
export type HomeItem = z.infer<typeof homeItem>;

/** A carousel as the student home renders it: its settings and its first items. */
export const homeCarousel = carouselSettings
  .omit({ items_count: true })
  .extend({ items: z.array(homeItem), total_items: z.number().int() })
  .meta({ id: 'HomeCarousel' });
export type HomeCarousel = z.infer<typeof homeCarousel>;

/**
 * Spec 000 §7 home/carousels/{tenantId}: the carousels this user sees, in reverse order (the web
 * app keeps the published ones and reverses them). Unpublished and empty carousels are left out.
 */
export const homeCarouselsReply = z.object({ data: z.array(homeCarousel) });
export type HomeCarouselsReply = z.infer<typeof homeCarouselsReply>;
/** get-carousel/{id}: one carousel with all its items (at most 100). */
export const getCarouselReply = z.object({ data: homeCarousel });
export const homeTenantParams = z.object({ tenantId: idParam });
export const homeCarouselParams = z.object({ id: idParam });

export const favoriteBody = z.object({
  tenant_id: idParam,
  kind: z.enum(FAVORITE_KINDS, { error: FAVORITE_MESSAGES.kind }),
  id: idParam,
});
export type FavoriteBody = z.input<typeof favoriteBody>;
export const favoriteParams = z.object({ tenant: idParam, kind: z.enum(FAVORITE_KINDS, { error: FAVORITE_MESSAGES.kind }), id: idParam });
export const favoriteTenantParams = z.object({ tenant: idParam });
export const favoriteReply = z.object({ message: z.string(), favorite: z.boolean() });
/** Which courses and lessons are in the user's list: the heart buttons read this once. */
export const favoriteIdsReply = z.object({ courses: z.array(z.number().int()), lessons: z.array(z.number().int()) });
export type FavoriteIds = z.infer<typeof favoriteIdsReply>;
export const favoriteEntry = homeItem.extend({ created_at: z.string() }).meta({ id: 'Favorite' });
export type FavoriteEntry = z.infer<typeof favoriteEntry>;
export const favoritesPage = paginated(favoriteEntry);
export type FavoritesPage = z.infer<typeof favoritesPage>;
export const favoritesQuery = z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) });
export const FAVORITES_PER_PAGE = 24;

export const HOME_PATHS = {
  carousels: (tenant: number) => `/api/auth/home/carousels/${tenant}`,
  carousel: (id: number) => `/api/auth/home/get-carousel/${id}`,
  favorites: (tenant: number, page = 1) => `/api/auth/favorites/${tenant}?page=${page}`,
  favoriteIds: (tenant: number) => `/api/auth/favorites/${tenant}/ids`,
  addFavorite: '/api/auth/favorites',
  removeFavorite: (tenant: number, kind: FavoriteKind, id: number) => `/api/auth/favorites/${tenant}/${kind}/${id}`,
} as const;
/** Spec 000 §9 / 002 §9: preference, carousel and banner caches last 30 minutes, no refetch on focus. */
export const HOME_CACHE_MS = 1_800_000;
