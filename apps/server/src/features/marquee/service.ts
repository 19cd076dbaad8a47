import type { LessonMarquee, MarqueeFormValues } from '@trilha/shared/lesson-page/schemas';
import type { Language } from '@trilha/shared/platform/http';
import type { SessionUser } from '../../platform/auth/session';
import { FOREIGN_KEY_VIOLATION, UNIQUE_VIOLATION, violates } from '../../platform/db/constraint';
import type { Db } from '../../platform/db/client';
import { badRequest, HttpError, notFound } from '../../platform/errors';
import { marqueeText } from './messages';
import { fillNames, firstName, holderNames, namesWanted } from './names';
import { seesEveryMarquee } from './policy';
import { deleteMarquee, findCourseMarquee, findLessonCourse, insertMarquee, listMarquees, updateMarquee, type MarqueeRow } from './repo';

type Scope = { db: Db; tenantId: number; lang: Language };

/**
 * The database decides both rules of a marquee's product (no read before the write): the unique
 * key `marquees_one_per_product` (spec 001 §4/§5: 409 'Já existe um letreiro definido para este
 * produto.') and the foreign key to the school's products (400: a product of another school or none).
 */
function constraintReply(error: unknown, lang: Language): unknown {
  if (violates(error, UNIQUE_VIOLATION, 'marquees_one_per_product'))
    return new HttpError(409, null, marqueeText(lang, 'marqueeProductTaken'));
  if (violates(error, FOREIGN_KEY_VIOLATION, 'marquees_tenant_id_product_id_products_tenant_id_id_fk'))
    return badRequest(marqueeText(lang, 'marqueeProductUnknown'), 'product_id');
  return error;
}

/** The school's marquees, oldest first: at most one per product. */
export const marqueeList = ({ db, tenantId }: Scope) => listMarquees(db, { tenantId });

export async function marqueeCreator({ db, tenantId, lang }: Scope, form: MarqueeFormValues): Promise<MarqueeRow> {
  const row = await insertMarquee(db, { tenantId, form }).catch((error: unknown) => {
    throw constraintReply(error, lang);
  });
  if (!row) throw new Error('the marquee just inserted was not read back');
  return row;
}

/** Another school's marquee, or none: 404. Spec 001 §4: moving it to a product that has one is the same 409. */
export async function marqueeUpdater({ db, tenantId, lang }: Scope, props: { id: number; form: MarqueeFormValues }): Promise<MarqueeRow> {
  const row = await updateMarquee(db, { tenantId, ...props }).catch((error: unknown) => {
    throw constraintReply(error, lang);
  });
  if (!row) throw notFound();
  return row;
}

export async function marqueeRemover({ db, tenantId }: Scope, props: { id: number }): Promise<void> {
  if (!(await deleteMarquee(db, { tenantId, id: props.id }))) throw notFound();
}

/**
 * The marquee a member sees on a lesson (CONTRACT "marquee for a lesson"), its `$nome_aluno`
 * filled with first names of random holders of its product, or null when none applies. A lesson
 * not in the school: 404.
 */
export async function lessonMarquee(db: Db, viewer: SessionUser, lessonId: number): Promise<LessonMarquee | null> {
  const tenantId = viewer.tenantId;
  const courseId = await findLessonCourse(db, { tenantId, lessonId });
  if (courseId === undefined) throw notFound();
  const row = await findCourseMarquee(db, { tenantId, courseId, holderId: seesEveryMarquee(viewer) ? null : viewer.id });
  if (!row) return null;
  const pool = namesWanted(row.text) > 0 ? await holderNames(db, { tenantId, productId: row.productId, viewerId: viewer.id }) : [];
  const { text, names } = fillNames(row.text, pool, firstName(viewer.name));
  return {
    text,
    names,
    timer: row.timer,
    url: row.url,
    font: row.font as LessonMarquee['font'],
    font_weight: row.fontWeight,
    border_radius: row.borderRadius,
    background_color: row.backgroundColor,
    text_color: row.textColor,
  };
}
