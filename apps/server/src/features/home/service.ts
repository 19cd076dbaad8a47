import { MAX_CAROUSEL_ITEMS, SYSTEM_CAROUSELS } from '@trilha/shared/carousels/schemas';
import { HOME_EAGER_CAROUSELS, HOME_ITEMS_PER_CAROUSEL, type HomeItem } from '@trilha/shared/home/schemas';
import { isStaff } from '../../platform/auth/policy';
import type { SessionUser } from '../../platform/auth/session';
import type { Db } from '../../platform/db/client';
import { notFound } from '../../platform/errors';
import { jsonBytes, type JsonBytes } from '../../platform/json-bytes';
import { CardView } from './cards';
import type { CarouselView } from './presenter';
import { homeReplies } from './reply-cache';
import { serializeHomeCarousels } from './serialize';
import { loadSnapshot, type SchoolCarousel } from './snapshot';
import { loadTrending } from './trending';
import { readViewer } from '../catalog/public';

const isSystem = (c: SchoolCarousel) => c.type >= SYSTEM_CAROUSELS.continueLessons;
const shownOnHome = (c: SchoolCarousel) => c.published && c.flagOn;

const NO_TRENDING: readonly number[] = [];

/**
 * Spec 000 §7 home/carousels as the JSON bytes to send: kept per user for as long as its inputs
 * hold (reply-cache.ts), composed otherwise. Warm, this runs no query: versions and the user's
 * sets come from memory (viewer.ts), the rest from the school's snapshot (docs/home.md).
 */
export async function readHomeReply(db: Db, user: SessionUser): Promise<JsonBytes> {
  const viewer = await readViewer(db, user);
  const snapshot = await loadSnapshot(db, user.tenantId, viewer.versions);
  const shown = snapshot.carousels.filter(shownOnHome);
  const trending = shown.some((c) => c.type === SYSTEM_CAROUSELS.trending)
    ? await loadTrending(db, user.tenantId, viewer.versions.catalog)
    : NO_TRENDING;
  const inputs = { ...viewer.versions, stamp: viewer.stamp, trending };
  const cached = homeReplies.get(db, user, inputs);
  if (cached) return cached;
  const body = jsonBytes(serializeHomeCarousels(composeHome(new CardView(snapshot, viewer, !snapshot.showBlocked), shown, trending)));
  return homeReplies.keep(db, user, inputs, body);
}

/**
 * The published carousels this user sees, in descending order, each with how many items it holds
 * for them; empty ones are left out. Only the first HOME_EAGER_CAROUSELS in display order (the
 * reply's last ones) carry their first items: the others arrive with `items: []` and the web app
 * reads them from get-carousel/{id} as the row scrolls near, so the first paint does not wait for
 * fifty rows of cards.
 */
function composeHome(view: CardView, shown: SchoolCarousel[], trending: readonly number[]): CarouselView[] {
  // Counting first: which rows are the eager ones depends on which are empty for this user.
  const visible: { carousel: SchoolCarousel; total: number; system: HomeItem[] | null }[] = [];
  for (const carousel of shown) {
    const system = isSystem(carousel) ? view.system(carousel.type, trending) : null;
    const total = system ? system.length : view.count(carousel.nodes);
    if (total > 0) visible.push({ carousel, total, system });
  }
  const firstEager = visible.length - HOME_EAGER_CAROUSELS;
  return visible.map(({ carousel, total, system }, index) => {
    if (index < firstEager) return { header: carousel.header, items: [], total };
    const items = system ? system.slice(0, HOME_ITEMS_PER_CAROUSEL) : view.collect(carousel.nodes, HOME_ITEMS_PER_CAROUSEL).items;
    return { header: carousel.header, items, total };
  });
}

/**
 * get-carousel/{id}: one carousel of the user's school with all its items. Unpublished (or a system
 * carousel switched off) is 404 for students and readable by staff, whose edit modal opens it.
 */
export async function readCarousel(db: Db, user: SessionUser, carouselId: number): Promise<CarouselView> {
  const viewer = await readViewer(db, user);
  const snapshot = await loadSnapshot(db, user.tenantId, viewer.versions);
  const carousel = snapshot.byId.get(carouselId);
  if (!carousel || (!shownOnHome(carousel) && !isStaff(user.roles))) throw notFound();
  const view = new CardView(snapshot, viewer, !snapshot.showBlocked);
  const trending = carousel.type === SYSTEM_CAROUSELS.trending ? await loadTrending(db, user.tenantId, viewer.versions.catalog) : [];
  return { header: carousel.header, ...cardsOf(view, carousel, MAX_CAROUSEL_ITEMS, trending) };
}

function cardsOf(
  view: CardView,
  carousel: SchoolCarousel,
  limit: number,
  trending: readonly number[],
): { items: HomeItem[]; total: number } {
  if (!isSystem(carousel)) return view.collect(carousel.nodes, limit);
  const items = view.system(carousel.type, trending);
  return { items: items.slice(0, limit), total: items.length };
}
