import type { HasLiveReply, liveForm } from '@trilha/shared/lesson-page/schemas';
import type { Language } from '@trilha/shared/platform/http';
import { FOREIGN_KEY_VIOLATION, violates } from '../../platform/db/constraint';
import type { z } from 'zod';
import { badRequest, HttpError } from '../../platform/errors';
import type { ActorScope, RequestScope } from '../../platform/request-scope';
import { liveText } from './messages';
import { readViewer } from '../catalog/public';
import { comingLives, forgetSchoolLives } from './on-air-cache';
import { mayWatch, viewerOf, watchUrl } from './policy';
import {
  deleteLive,
  findLive,
  findLiveFor,
  insertLive,
  listLives as listLiveRows,
  updateLive as updateLiveRow,
  type LiveFields,
  type LiveRow,
  type LiveWithProducts,
} from './repo';

type Scope = Pick<RequestScope, 'db' | 'tenantId' | 'lang'>;
/** The form as the shared schema parsed it (liveForm's output). */
type LiveForm = z.output<typeof liveForm>;

const fieldsOf = (form: LiveForm): LiveFields => ({
  title: form.title,
  streamUrl: form.stream_url,
  startsAt: new Date(form.starts_at),
  endsAt: new Date(form.ends_at),
});
/** A product named twice is once. */
const productIdsOf = (form: LiveForm) => [...new Set(form.product_ids)];

/** The database decides that every product is the school's (the foreign key): 400, nothing written. */
function constraintReply(error: unknown, lang: Language): unknown {
  if (violates(error, FOREIGN_KEY_VIOLATION, 'live_products_tenant_id_product_id_products_tenant_id_id_fk'))
    return badRequest(liveText(lang, 'marqueeProductUnknown'), 'product_ids');
  return error;
}

export const listLives = ({ db, tenantId }: Pick<Scope, 'db' | 'tenantId'>) => listLiveRows(db, { tenantId });

/** The editor who schedules it is the actor. */
export async function createLive(
  { db, tenantId, lang, actor }: Scope & Pick<ActorScope, 'actor'>,
  form: LiveForm,
): Promise<LiveWithProducts> {
  const id = await insertLive(db, {
    tenantId,
    userId: actor.id,
    fields: fieldsOf(form),
    productIds: productIdsOf(form),
  }).catch((error: unknown) => {
    throw constraintReply(error, lang);
  });
  forgetSchoolLives(db, tenantId);
  const row = await findLive(db, { tenantId, id });
  if (!row) throw new Error('the live just created was not read back');
  return row;
}

const liveNotFound = (lang: Language) => new HttpError(404, null, liveText(lang, 'liveNotFound'));

/** Another school's live, or none: 404. */
export async function updateLive({ db, tenantId, lang }: Scope, props: { id: number; form: LiveForm }): Promise<LiveWithProducts> {
  const found = await updateLiveRow(db, {
    tenantId,
    id: props.id,
    fields: fieldsOf(props.form),
    productIds: productIdsOf(props.form),
  }).catch((error: unknown) => {
    throw constraintReply(error, lang);
  });
  if (found) forgetSchoolLives(db, tenantId);
  const row = found ? await findLive(db, { tenantId, id: props.id }) : undefined;
  if (!row) throw liveNotFound(lang);
  return row;
}

export async function removeLive({ db, tenantId, lang }: Scope, props: { id: number }): Promise<void> {
  if (!(await deleteLive(db, { tenantId, id: props.id }))) throw liveNotFound(lang);
  forgetSchoolLives(db, tenantId);
}

/** CONTRACT "Notifications", has-live: whether a live the member may see is on air now, and where to watch it. */
export async function readHasLive({ db, tenantId, actor }: Pick<ActorScope, 'db' | 'tenantId' | 'actor'>): Promise<HasLiveReply> {
  const [viewer, coming] = await Promise.all([readViewer(db, actor), comingLives(db, tenantId)]);
  const { staff } = viewerOf(actor);
  const now = Date.now();
  // The latest started of those on air that the member may see (policy.ts).
  const live = coming
    .filter((l) => l.startsAt <= now && now < l.endsAt && mayWatch({ staff, products: viewer.products }, l.productIds))
    .sort((a, b) => b.startsAt - a.startsAt || b.id - a.id)[0];
  return live
    ? { show_live_alert: true, live: { title: live.title, watch_url: watchUrl(live.id) } }
    : { show_live_alert: false, live: null };
}

/** A live the member may watch, on air or not; another school's or none: 404; not for them: 403 liveNotForYou. */
export async function readLiveToWatch(
  { db, actor, lang }: Pick<ActorScope, 'db' | 'actor' | 'lang'>,
  props: { id: number },
): Promise<LiveRow> {
  const row = await findLiveFor(db, viewerOf(actor), props.id);
  if (!row) throw liveNotFound(lang);
  if (!row.visible) throw new HttpError(403, null, liveText(lang, 'liveNotForYou'));
  return row;
}
