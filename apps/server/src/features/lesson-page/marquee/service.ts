import type { LessonMarquee, MarqueeFormValues } from '@trilha/shared/lesson-page/schemas';
import type { Language } from '@trilha/shared/platform/http';
import { FOREIGN_KEY_VIOLATION, UNIQUE_VIOLATION, violates } from '../../../platform/db/constraint';
import { badRequest, HttpError, notFound } from '../../../platform/errors';
import type { ActorScope, RequestScope } from '../../../platform/request-scope';
import { marqueeText } from './messages';
import { lessonCourse, readViewer } from '../../catalog/public';
import { fillNames, firstName, namesWanted } from './names';
import { seesEveryMarquee } from './policy';
import { deleteMarquee, insertMarquee, listMarquees as listMarqueeRows, updateMarquee as updateMarqueeRow, type MarqueeRow } from './repo';
import { forgetSchoolMarquees, holderPool, schoolMarquees } from './view-cache';

type Scope = Pick<RequestScope, 'db' | 'tenantId' | 'lang'>;

/**
 * The database decides both rules of a marquee's product (no read before the write): the unique
 * key `marquees_one_per_product` (spec 001 §4, §5: 409 'Já existe um letreiro definido para este
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
export const listMarquees = ({ db, tenantId }: Pick<Scope, 'db' | 'tenantId'>) => listMarqueeRows(db, { tenantId });

export async function createMarquee({ db, tenantId, lang }: Scope, form: MarqueeFormValues): Promise<MarqueeRow> {
  const row = await insertMarquee(db, { tenantId, form }).catch((error: unknown) => {
    throw constraintReply(error, lang);
  });
  if (!row) throw new Error('the marquee just inserted was not read back');
  forgetSchoolMarquees(db, tenantId);
  return row;
}

/** Another school's marquee, or none: 404. Spec 001 §4: moving it to a product that has one is the same 409. */
export async function updateMarquee({ db, tenantId, lang }: Scope, props: { id: number; form: MarqueeFormValues }): Promise<MarqueeRow> {
  const row = await updateMarqueeRow(db, { tenantId, ...props }).catch((error: unknown) => {
    throw constraintReply(error, lang);
  });
  if (!row) throw notFound();
  forgetSchoolMarquees(db, tenantId);
  return row;
}

export async function removeMarquee({ db, tenantId }: Pick<Scope, 'db' | 'tenantId'>, props: { id: number }): Promise<void> {
  if (!(await deleteMarquee(db, { tenantId, id: props.id }))) throw notFound();
  forgetSchoolMarquees(db, tenantId);
}

/**
 * The marquee a member sees on a lesson (CONTRACT "Lessons and the lesson screen", marquee for a lesson), its `$nome_aluno`
 * filled with first names of random holders of its product, or null when none applies: of a
 * product that opens the lesson's course and, for a student, that they hold live; several apply,
 * the oldest marquee, so the same one shows on every visit. A lesson not in the school: 404.
 * Warm, it runs no statement: the lesson's course comes from the catalog's outline, what the
 * viewer holds from its viewer, the marquees and names from view-cache.ts.
 */
export async function readLessonMarquee(
  { db, tenantId, actor }: Pick<ActorScope, 'db' | 'tenantId' | 'actor'>,
  lessonId: number,
): Promise<LessonMarquee | null> {
  const viewer = await readViewer(db, actor);
  const courseId = await lessonCourse(db, tenantId, viewer.versions.catalog, lessonId);
  if (courseId === undefined) throw notFound();
  const everyOne = seesEveryMarquee(actor);
  const row = (await schoolMarquees(db, tenantId)).find((m) => m.courseIds.has(courseId) && (everyOne || viewer.products.has(m.productId)));
  if (!row) return null;
  const pool = namesWanted(row.text) > 0 ? await holderPool(db, { tenantId, productId: row.productId, viewerId: actor.id }) : [];
  const { text, names } = fillNames(row.text, pool, firstName(actor.name));
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
