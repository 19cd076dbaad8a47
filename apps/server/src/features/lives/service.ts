import type { HasLiveReply, liveForm } from '@trilha/shared/lesson-page/schemas';
import type { Language } from '@trilha/shared/platform/http';
import type { SessionUser } from '../../platform/auth/session';
import { FOREIGN_KEY_VIOLATION, violates } from '../../platform/db/constraint';
import type { Db } from '../../platform/db/client';
import type { z } from 'zod';
import { badRequest, HttpError } from '../../platform/errors';
import { liveText } from './messages';
import { readViewer } from '../catalog/public';
import { comingLives, forgetSchoolLives } from './on-air-cache';
import { mayWatch, viewerOf, watchUrl } from './policy';
import {
  deleteLive,
  findLive,
  findLiveFor,
  insertLive,
  listLives,
  updateLive,
  type LiveFields,
  type LiveRow,
  type LiveWithProducts,
} from './repo';

type Scope = { db: Db; tenantId: number; lang: Language };
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

export const liveList = ({ db, tenantId }: Scope) => listLives(db, { tenantId });

export async function liveCreator({ db, tenantId, lang }: Scope, props: { userId: number; form: LiveForm }): Promise<LiveWithProducts> {
  const id = await insertLive(db, {
    tenantId,
    userId: props.userId,
    fields: fieldsOf(props.form),
    productIds: productIdsOf(props.form),
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
export async function liveUpdater({ db, tenantId, lang }: Scope, props: { id: number; form: LiveForm }): Promise<LiveWithProducts> {
  const found = await updateLive(db, { tenantId, id: props.id, fields: fieldsOf(props.form), productIds: productIdsOf(props.form) }).catch(
    (error: unknown) => {
      throw constraintReply(error, lang);
    },
  );
  if (found) forgetSchoolLives(db, tenantId);
  const row = found ? await findLive(db, { tenantId, id: props.id }) : undefined;
  if (!row) throw liveNotFound(lang);
  return row;
}

export async function liveRemover({ db, tenantId, lang }: Scope, props: { id: number }): Promise<void> {
  if (!(await deleteLive(db, { tenantId, id: props.id }))) throw liveNotFound(lang);
  forgetSchoolLives(db, tenantId);
}

/** CONTRACT "Notifications", has-live: whether a live the member may see is on air now, and where to watch it. */
export async function hasLive(db: Db, user: SessionUser): Promise<HasLiveReply> {
  const [viewer, coming] = await Promise.all([readViewer(db, user), comingLives(db, user.tenantId)]);
  const { staff } = viewerOf(user);
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
export async function liveToWatch(db: Db, user: SessionUser, props: { id: number; lang: Language }): Promise<LiveRow> {
  const row = await findLiveFor(db, viewerOf(user), props.id);
  if (!row) throw liveNotFound(props.lang);
  if (!row.visible) throw new HttpError(403, null, liveText(props.lang, 'liveNotForYou'));
  return row;
}
