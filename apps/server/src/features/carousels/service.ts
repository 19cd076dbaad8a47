import { isSystemType, MAX_CAROUSELS, type CarouselBody, type ContentType } from '@trilha/shared/carousels/schemas';
import type { Language } from '@trilha/shared/platform/http';
import type { Db } from '../../platform/db/client';
import { badRequest, HttpError, notFound } from '../../platform/errors';
import { bumpHomeVersion } from '../../platform/content-versions';
import type { RequestScope } from '../../platform/request-scope';
import { findContent, parentExists } from './content';
import { carouselText } from './messages';
import {
  countSchoolCarousels,
  deleteCarousel,
  findCarousel,
  insertCarousel,
  listCarouselOrder,
  listCarousels,
  lockTenant,
  replaceItems,
  setCarouselOrder,
  updateCarousel as updateCarouselRow,
  type CarouselRow,
  type CarouselValues,
} from './repo';
import { ensureSystemCarousels } from './system';

export type Scope = Pick<RequestScope, 'db' | 'tenantId' | 'lang'>;

const systemError = (lang: Language) => badRequest(carouselText(lang, 'system'));

/** Spec 002 §7 create/update: the content, and for a carousel picked from one course or module, that parent. */
async function checkContent(db: Db, { tenantId, lang }: Scope, body: CarouselBody, type: ContentType) {
  const missing = () => badRequest(carouselText(lang, 'contentMissing'), 'content');
  const found = await findContent(db, { tenantId, type, ids: body.content });
  if (found.size !== body.content.length) throw missing();
  if (body.custom === 1 || type === 1) return;
  if (body.type_content === null || !(await parentExists(db, { tenantId, type, id: body.type_content }))) throw missing();
  if (body.content.some((id) => found.get(id) !== body.type_content)) throw missing();
}

function toValues(body: CarouselBody, type: ContentType): CarouselValues {
  return {
    title: body.title,
    description: body.description,
    type,
    custom: body.custom === 1,
    // Only a carousel picked from one course (modules) or one module (lessons) names its parent.
    typeContent: body.custom === 0 && type !== 1 ? body.type_content : null,
    cardType: body.card_type,
    carouselType: body.carousel_type,
    cardsPerGroup: body.cards_per_group,
    cardsPerGroupMobile: body.cards_per_group_mobile,
    autoplay: body.autoplay === 1,
    autoplayTime: body.autoplay_time,
    // '' is "the platform's font".
    fontTitle: body.font_title || null,
    weightTitle: body.weight_title,
    sizeTitle: body.size_title,
    fontDescription: body.font_description || null,
    weightDescription: body.weight_description,
    sizeDescription: body.size_description,
    published: body.published === 1,
  };
}

/** Every carousel of the school in showcase order, the system ones made first if missing, with their item counts. */
export async function readCarouselList({ db, tenantId }: Pick<RequestScope, 'db' | 'tenantId'>) {
  await ensureSystemCarousels(db, tenantId);
  return listCarousels(db, { tenantId });
}

/** Spec 002 §7 carrossel/create: appended last, at most MAX_CAROUSELS of the school's own. */
export async function createCarousel(scope: Scope, body: CarouselBody): Promise<CarouselRow> {
  const { db, tenantId, lang } = scope;
  const type = body.type;
  return db.transaction(async (tx) => {
    await lockTenant(tx, { tenantId });
    if ((await countSchoolCarousels(tx, { tenantId })) >= MAX_CAROUSELS) throw new HttpError(409, null, carouselText(lang, 'limit'));
    await checkContent(tx, scope, body, type);
    const row = await insertCarousel(tx, { tenantId, values: toValues(body, type) });
    await replaceItems(tx, { tenantId, carouselId: row.id, type, contentIds: body.content });
    await bumpHomeVersion(tx, tenantId);
    return row;
  });
}

/** Spec 002 §7 carrossel/update/{id}: settings and items replaced, items in `content` order; system rows refused. */
export async function updateCarousel(scope: Scope, props: { id: number; body: CarouselBody }): Promise<CarouselRow> {
  const { db, tenantId, lang } = scope;
  const type = props.body.type;
  return db.transaction(async (tx) => {
    const current = await findCarousel(tx, { tenantId, id: props.id, forUpdate: true });
    if (!current) throw notFound();
    if (isSystemType(current.type)) throw systemError(lang);
    await checkContent(tx, scope, props.body, type);
    const row = await updateCarouselRow(tx, { tenantId, id: props.id, values: toValues(props.body, type) });
    if (!row) throw notFound();
    await replaceItems(tx, { tenantId, carouselId: row.id, type, contentIds: props.body.content });
    await bumpHomeVersion(tx, tenantId);
    return row;
  });
}

/** Spec 000 §7 carrossel/publish: flips published; system rows refused. */
export async function publishCarousel({ db, tenantId, lang }: Scope, props: { id: number }): Promise<CarouselRow> {
  return db.transaction(async (tx) => {
    const current = await findCarousel(tx, { tenantId, id: props.id, forUpdate: true });
    if (!current) throw notFound();
    if (isSystemType(current.type)) throw systemError(lang);
    const row = await updateCarouselRow(tx, { tenantId, id: props.id, values: { published: !current.published } });
    if (!row) throw notFound();
    await bumpHomeVersion(tx, tenantId);
    return row;
  });
}

/** Gives the listed ids orders 1..n (the rows whose order already matches are left alone). */
async function renumber(db: Db, tenantId: number, current: { id: number; order: number }[], ids: number[]) {
  const stored = new Map(current.map((c) => [c.id, c.order]));
  for (const [index, id] of ids.entries()) {
    if (stored.get(id) !== index + 1) await setCarouselOrder(db, { tenantId, id, order: index + 1 });
  }
}

/** Spec 000 §7 carrossel/delete: the others close the gap (orders 1..n); system rows refused. */
export async function removeCarousel({ db, tenantId, lang }: Scope, props: { id: number }): Promise<void> {
  await db.transaction(async (tx) => {
    await lockTenant(tx, { tenantId });
    const current = await findCarousel(tx, { tenantId, id: props.id });
    if (!current) throw notFound();
    if (isSystemType(current.type)) throw systemError(lang);
    await deleteCarousel(tx, { tenantId, id: props.id });
    const rest = await listCarouselOrder(tx, { tenantId });
    await renumber(
      tx,
      tenantId,
      rest,
      rest.map((c) => c.id),
    );
    await bumpHomeVersion(tx, tenantId);
  });
}

/**
 * Spec 000 §2, §7 orderCarrossel: the home edit mode sends only the carousels it shows, so the
 * listed ones are rearranged among the positions they occupy and the others keep theirs; then the
 * whole showcase is renumbered 1..n. Answers the full id order.
 */
export async function orderCarousels({ db, tenantId, lang }: Scope, props: { ids: number[] }): Promise<number[]> {
  // The system carousels take part in the order even before the showcase was first listed.
  await ensureSystemCarousels(db, tenantId);
  return db.transaction(async (tx) => {
    await lockTenant(tx, { tenantId });
    const current = await listCarouselOrder(tx, { tenantId });
    const position = new Map(current.map((c, index) => [c.id, index]));
    const slots = props.ids.map((id) => position.get(id));
    if (new Set(props.ids).size !== props.ids.length || !slots.every((slot) => slot !== undefined)) {
      throw badRequest(carouselText(lang, 'orderMismatch'), 'newOrdenation');
    }
    // The listed carousels take the positions they occupy, in the order sent: the k-th id the k-th lowest slot.
    slots.sort((a, b) => a - b);
    const next = current.map((c) => c.id);
    for (const [index, id] of props.ids.entries()) {
      const slot = slots[index];
      if (slot !== undefined) next[slot] = id;
    }
    await renumber(tx, tenantId, current, next);
    await bumpHomeVersion(tx, tenantId);
    return next;
  });
}
