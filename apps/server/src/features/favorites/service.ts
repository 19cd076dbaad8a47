import { favoritePaths } from '@trilha/shared/favorites/paths';
import {
  FAVORITE_MESSAGES,
  FAVORITES_PER_PAGE,
  favoriteIdsReply,
  MAX_FAVORITES,
  type FavoriteEntry,
  type FavoriteIds,
  type FavoriteKind,
  type FavoritesPage,
} from '@trilha/shared/home/schemas';
import type { SessionUser } from '../../platform/auth/session';
import type { Db } from '../../platform/db/client';
import { HttpError, notFound } from '../../platform/errors';
import { jsonBytes, type JsonBytes } from '../../platform/json-bytes';
import { userReplyCache } from '../../platform/user-replies';
import { forgetViewer, readViewer } from '../catalog/public';
import { CardView, loadSnapshot, presentFavorite } from '../home/public';
import { courseOrLessonExists, deleteFavorite, findFavoriteState, insertFavorite } from './repo';

type Props = { user: SessionUser; kind: FavoriteKind; id: number };
const targetOf = ({ user, kind, id }: Props) => ({ tenantId: user.tenantId, userId: user.id, kind, targetId: id });

/**
 * Adds a course or lesson of the user's school to their list: idempotent, another school's or a
 * missing id is 404, and the list stops at MAX_FAVORITES (409). Favourites are the user's own, so
 * the school's home version is not bumped: the user's cached viewer is forgotten instead
 * (catalog/viewer.ts), so "Minha lista" shows the change at the next read.
 */
export async function addFavorite(db: Db, props: Props) {
  const target = targetOf(props);
  const state = await findFavoriteState(db, target);
  if (!state.exists) throw notFound();
  if (state.present) return;
  if (state.count >= MAX_FAVORITES) throw new HttpError(409, null, FAVORITE_MESSAGES.limit);
  await insertFavorite(db, target);
  forgetViewer(db, target);
}

/** Removes it again: idempotent for any course or lesson of the school, 404 for anything else. */
export async function removeFavorite(db: Db, props: Props) {
  const target = targetOf(props);
  if (await deleteFavorite(db, target)) {
    forgetViewer(db, target);
    return;
  }
  if (!(await courseOrLessonExists(db, target))) throw notFound();
}

/** The ids reply of one user, kept as its bytes while the viewer read it was made from holds (its stamp). */
export const idReplies = userReplyCache<{ stamp: number }>(
  {
    name: 'favorite-ids',
    what: 'favourite ids reply',
    where: 'features/favorites/service.ts',
    checkedAgainst: 'viewer stamp',
    max: 1_000,
  },
  (a, b) => a.stamp === b.stamp,
);

/**
 * The heart buttons' ids, asked on every home view: from the viewer the home and the shelf already
 * hold (catalog/viewer.ts, all of the user's at most MAX_FAVORITES), so a warm read runs no query,
 * and sent as the bytes kept for that read (no schema pass and encoding per request).
 */
export async function readFavoriteIds(db: Db, user: SessionUser): Promise<JsonBytes> {
  const { favorites, stamp } = await readViewer(db, user);
  const cached = idReplies.get(db, user, { stamp });
  if (cached) return cached;
  const ids: FavoriteIds = favoriteIdsReply.parse({
    courses: favorites.filter((f) => f.kind === 'course').map((f) => f.id),
    lessons: favorites.filter((f) => f.kind === 'lesson').map((f) => f.id),
  });
  return idReplies.keep(db, user, { stamp }, jsonBytes(JSON.stringify(ids)));
}

/**
 * /favoritos: the list newest first as home cards, locked ones shown locked whatever the school's
 * carousel setting; favourites whose course or lesson was deleted are skipped (and not counted).
 * The list itself is read fresh (and refreshes the home's copy): it is opened now and then, not on
 * every page view, and should show a change made from another device at once.
 */
export async function readFavoritesPage(db: Db, user: SessionUser, page: number): Promise<FavoritesPage> {
  forgetViewer(db, { tenantId: user.tenantId, userId: user.id });
  const viewer = await readViewer(db, user);
  const snapshot = await loadSnapshot(db, user.tenantId, viewer.versions);
  const view = new CardView(snapshot, viewer, false);
  const entries: FavoriteEntry[] = [];
  for (const favorite of viewer.favorites) {
    const node = view.favoriteNode(favorite);
    const card = node ? view.card(node) : null;
    if (card) entries.push(presentFavorite(card, favorite.createdAt));
  }
  const start = (page - 1) * FAVORITES_PER_PAGE;
  const hasNext = start + FAVORITES_PER_PAGE < entries.length;
  return {
    data: entries.slice(start, start + FAVORITES_PER_PAGE),
    current_page: page,
    next_page_url: hasNext ? favoritePaths.list({ tenant: user.tenantId }, { page: page + 1 }) : null,
    per_page: FAVORITES_PER_PAGE,
    total: entries.length,
  };
}
