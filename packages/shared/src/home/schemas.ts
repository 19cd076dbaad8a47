import { z } from 'zod';
import { carouselSettings } from '../carousels/schemas';
import { idParam, paginated } from '../platform/http';
export * from './constants';
import { FAVORITE_KINDS, FAVORITE_MESSAGES } from './constants';

/** One card of a home carousel, whatever the carousel holds. */
export const homeItem = z
  .object({
    kind: z.enum(['course', 'module', 'lesson']),
    id: z.number().int(),
    title: z.string(),
    image: z.string().nullable(),
    /** Where the card opens: the course page (/courses/{id}), the module page (/modulos/{id}), or the lesson. */
    href: z.string(),
    course_id: z.number().int(),
    /** For modules and lessons, the course's title; for lessons, the module's title too. */
    course_title: z.string().nullable(),
    module_title: z.string().nullable(),
    locked: z.boolean(),
    /** Continue watching: percent watched (0 to 100); null elsewhere. */
    progress: z.number().int().nullable(),
  })
  .meta({ id: 'HomeItem' });
export type HomeItem = z.infer<typeof homeItem>;

/**
 * A carousel as the student home renders it: its settings, its first items and how many it holds
 * for this user. In home/carousels only the first HOME_EAGER_CAROUSELS in display order carry
 * items; the others have `items: []` and a real `total_items` (load them from get-carousel/{id}).
 */
export const homeCarousel = carouselSettings
  .omit({ items_count: true })
  .extend({ items: z.array(homeItem), total_items: z.number().int() })
  .meta({ id: 'HomeCarousel' });
export type HomeCarousel = z.infer<typeof homeCarousel>;

/**
 * Spec 000 §7 home/carousels/{tenantId}: the carousels this user sees, in reverse order (the web
 * app keeps the published ones and reverses them). Unpublished and empty carousels are left out.
 * The last HOME_EAGER_CAROUSELS of the list (the first shown) carry up to HOME_ITEMS_PER_CAROUSEL
 * items; the rest carry none, only `total_items`.
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
