import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { courses, lessons, modules, productCourses, products, tenants } from '../../db/schema/index';
import { STUDIO_ORDER_MAX } from '@trilha/shared/studio/constants';
import type { Db } from '../../platform/db/client';

export type Tenant = { tenantId: number };

/** The id an INSERT … RETURNING gave back (a row it did not return is a bug, not a client's error). */
function insertedId(rows: { id: number }[]): number {
  const [row] = rows;
  if (!row) throw new Error('the row just inserted was not returned');
  return row.id;
}

// ---- Positions: dense (1..n) and unique per parent, held by a deferrable constraint (0036) ----

/** The next position under a parent: read after the parent's row lock, so two writers never pick the same. */
const nextPosition = (table: typeof courses | typeof modules | typeof lessons, where: SQL) =>
  sql<number>`(select coalesce(max("order"), 0) + 1 from ${table} where ${where})`;

/** Renumbers a parent's items in the order of `ids` (every item once), in one statement. */
async function writePositions(tx: Db, table: typeof courses | typeof modules | typeof lessons, tenantId: number, ids: number[]) {
  const values = sql.join(
    ids.map((id, i) => sql`(${id}::int, ${i + 1}::int)`),
    sql`, `,
  );
  await tx.execute(
    sql`update ${table} set "order" = v.pos from (values ${values}) as v(id, pos) where ${table}."tenant_id" = ${tenantId} and ${table}."id" = v.id`,
  );
}

/**
 * How many items a parent holds, read under the school's lock (service.ts `write`) so a create
 * cannot slip past STUDIO_ORDER_MAX: the cap that keeps every list and reorder below bounded.
 */
async function countUnder(tx: Db, table: typeof courses | typeof modules | typeof lessons, where: SQL) {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(table)
    .where(where);
  return row?.n ?? 0;
}

export const countCourses = (tx: Db, { tenantId }: Tenant) => countUnder(tx, courses, sql`"tenant_id" = ${tenantId}`);
export const countModules = (tx: Db, { tenantId, courseId }: Tenant & { courseId: number }) =>
  countUnder(tx, modules, sql`"tenant_id" = ${tenantId} and "course_id" = ${courseId}`);
export const countCourseLessons = (tx: Db, { tenantId, courseId }: Tenant & { courseId: number }) =>
  countUnder(tx, lessons, sql`"tenant_id" = ${tenantId} and "course_id" = ${courseId}`);

/** Closes the gap an item leaves at `position` (it moved away or went). */
export async function closeGap(tx: Db, table: typeof courses | typeof modules | typeof lessons, parent: SQL, position: number) {
  await tx.execute(sql`update ${table} set "order" = "order" - 1 where ${parent} and "order" > ${position}`);
}

// ---- Courses ----

// Written with the outer table's name spelled out: Drizzle leaves columns unqualified in a
// one-table select, and inside these subqueries "id" would then mean the inner table's.
const courseCounts = {
  modulesCount: sql<number>`(select count(*)::int from "modules" m where m."tenant_id" = "courses"."tenant_id" and m."course_id" = "courses"."id")`,
  lessonsCount: sql<number>`(select count(*)::int from "lessons" l where l."tenant_id" = "courses"."tenant_id" and l."course_id" = "courses"."id")`,
  productIds: sql<number[]>`coalesce((select array_agg(pc."product_id" order by pc."product_id") from "product_courses" pc
    where pc."tenant_id" = "courses"."tenant_id" and pc."course_id" = "courses"."id"), '{}')::int[]`,
};

const courseColumns = {
  id: courses.id,
  title: courses.title,
  description: courses.description,
  coverUrl: courses.coverUrl,
  published: courses.published,
  position: courses.order,
  ...courseCounts,
};

export type CourseRow = NonNullable<Awaited<ReturnType<typeof findCourse>>>;

/**
 * The school's courses in their order, drafts included, with their counts and products: the counts
 * grouped once per table and joined, rather than three lookups a course (the list has hundreds).
 */
export function listCourses(db: Db, { tenantId }: Tenant) {
  const moduleTotals = db
    .select({ courseId: modules.courseId, n: sql<number>`count(*)::int`.as('modules_n') })
    .from(modules)
    .where(eq(modules.tenantId, tenantId))
    .groupBy(modules.courseId)
    .as('module_totals');
  const lessonTotals = db
    .select({ courseId: lessons.courseId, n: sql<number>`count(*)::int`.as('lessons_n') })
    .from(lessons)
    .where(eq(lessons.tenantId, tenantId))
    .groupBy(lessons.courseId)
    .as('lesson_totals');
  const productLists = db
    .select({
      courseId: productCourses.courseId,
      ids: sql<number[]>`array_agg(${productCourses.productId} order by ${productCourses.productId})`.as('product_ids'),
    })
    .from(productCourses)
    .where(eq(productCourses.tenantId, tenantId))
    .groupBy(productCourses.courseId)
    .as('product_lists');
  return db
    .select({
      ...courseColumns,
      modulesCount: sql<number>`coalesce(${moduleTotals.n}, 0)`,
      lessonsCount: sql<number>`coalesce(${lessonTotals.n}, 0)`,
      productIds: sql<number[]>`coalesce(${productLists.ids}, '{}')::int[]`,
    })
    .from(courses)
    .leftJoin(moduleTotals, eq(moduleTotals.courseId, courses.id))
    .leftJoin(lessonTotals, eq(lessonTotals.courseId, courses.id))
    .leftJoin(productLists, eq(productLists.courseId, courses.id))
    .where(eq(courses.tenantId, tenantId))
    .orderBy(asc(courses.order), asc(courses.id))
    .limit(STUDIO_ORDER_MAX);
}

export async function findCourse(db: Db, { tenantId, courseId }: Tenant & { courseId: number }) {
  const [row] = await db
    .select(courseColumns)
    .from(courses)
    .where(and(eq(courses.tenantId, tenantId), eq(courses.id, courseId)));
  return row;
}

/**
 * Holds the school's row for this transaction: every studio write of the school takes it first
 * (service.ts `write`), so they queue behind each other and positions are picked one at a time.
 */
export async function lockSchoolCatalog(tx: Db, { tenantId }: Tenant) {
  await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, tenantId)).for('update');
}

export type CourseValues = { title: string; description: string; published: boolean; searchText: string };

export async function insertCourse(tx: Db, { tenantId, ...values }: Tenant & CourseValues) {
  return insertedId(
    await tx
      .insert(courses)
      .values({ tenantId, ...values, order: nextPosition(courses, sql`"tenant_id" = ${tenantId}`) })
      .returning({ id: courses.id }),
  );
}

export async function updateCourseRow(
  tx: Db,
  { tenantId, courseId }: Tenant & { courseId: number },
  values: Partial<CourseValues & { coverUrl: string }>,
) {
  if (Object.keys(values).length === 0) return;
  await tx
    .update(courses)
    .set(values)
    .where(and(eq(courses.tenantId, tenantId), eq(courses.id, courseId)));
}

/** The ids among `productIds` that are products of the school. */
export async function schoolProducts(db: Db, { tenantId, productIds }: Tenant & { productIds: number[] }) {
  if (productIds.length === 0) return [];
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.tenantId, tenantId), inArray(products.id, productIds)));
  return rows.map((r) => r.id);
}

export async function replaceCourseProducts(
  tx: Db,
  { tenantId, courseId, productIds }: Tenant & { courseId: number; productIds: number[] },
) {
  await tx.delete(productCourses).where(and(eq(productCourses.tenantId, tenantId), eq(productCourses.courseId, courseId)));
  if (productIds.length > 0) await tx.insert(productCourses).values(productIds.map((productId) => ({ tenantId, productId, courseId })));
}

/** The ids of a parent's items, locked for this transaction (a reorder compares them with what it was sent). */
export async function courseIds(tx: Db, { tenantId }: Tenant) {
  const rows = await tx.select({ id: courses.id }).from(courses).where(eq(courses.tenantId, tenantId)).for('update');
  return rows.map((r) => r.id);
}

export const writeCoursePositions = (tx: Db, { tenantId, ids }: Tenant & { ids: number[] }) => writePositions(tx, courses, tenantId, ids);

// ---- Modules ----

const moduleColumns = {
  id: modules.id,
  courseId: modules.courseId,
  title: modules.title,
  description: modules.description,
  coverUrl: modules.coverUrl,
  position: modules.order,
  published: modules.published,
  releaseAfterDays: modules.releaseAfterDays,
  releaseAt: modules.releaseAt,
};
export type ModuleRow = Awaited<ReturnType<typeof listModules>>[number];

export function listModules(db: Db, { tenantId, courseId }: Tenant & { courseId: number }) {
  return db
    .select(moduleColumns)
    .from(modules)
    .where(and(eq(modules.tenantId, tenantId), eq(modules.courseId, courseId)))
    .orderBy(asc(modules.order), asc(modules.id))
    .limit(STUDIO_ORDER_MAX);
}

/** A module of the school; `lock` holds it (its lessons' positions) for this transaction. */
export async function findModule(db: Db, { tenantId, moduleId, lock = false }: Tenant & { moduleId: number; lock?: boolean }) {
  const query = db
    .select(moduleColumns)
    .from(modules)
    .where(and(eq(modules.tenantId, tenantId), eq(modules.id, moduleId)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Holds a course (its modules' positions) for this transaction; false when the school has no such course. */
export async function lockCourse(tx: Db, { tenantId, courseId }: Tenant & { courseId: number }) {
  const rows = await tx
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.tenantId, tenantId), eq(courses.id, courseId)))
    .for('update');
  return rows.length > 0;
}

export type ModuleValues = {
  title: string;
  description: string;
  published: boolean;
  releaseAfterDays: number | null;
  releaseAt: Date | null;
};

export async function insertModule(tx: Db, { tenantId, courseId, ...values }: Tenant & { courseId: number } & ModuleValues) {
  return insertedId(
    await tx
      .insert(modules)
      .values({ tenantId, courseId, ...values, order: nextPosition(modules, sql`"tenant_id" = ${tenantId} and "course_id" = ${courseId}`) })
      .returning({ id: modules.id }),
  );
}

export async function updateModuleRow(
  tx: Db,
  { tenantId, moduleId }: Tenant & { moduleId: number },
  values: Partial<ModuleValues & { coverUrl: string }>,
) {
  if (Object.keys(values).length === 0) return;
  await tx
    .update(modules)
    .set(values)
    .where(and(eq(modules.tenantId, tenantId), eq(modules.id, moduleId)));
}

export async function moduleIds(tx: Db, { tenantId, courseId }: Tenant & { courseId: number }) {
  const rows = await tx
    .select({ id: modules.id })
    .from(modules)
    .where(and(eq(modules.tenantId, tenantId), eq(modules.courseId, courseId)))
    .for('update');
  return rows.map((r) => r.id);
}

export const writeModulePositions = (tx: Db, { tenantId, ids }: Tenant & { ids: number[] }) => writePositions(tx, modules, tenantId, ids);

// ---- Lessons ----

const lessonColumns = {
  id: lessons.id,
  moduleId: lessons.moduleId,
  courseId: lessons.courseId,
  title: lessons.title,
  description: lessons.description,
  position: lessons.order,
  published: lessons.published,
  embedUrl: lessons.embedUrl,
  videoUrl: lessons.videoUrl,
  videoKey: lessons.videoKey,
  durationSeconds: lessons.durationSeconds,
  releaseAfterDays: lessons.releaseAfterDays,
  releaseAt: lessons.releaseAt,
  // The outer table spelled out, as courseCounts explains.
  materialsCount: sql<number>`(select count(*)::int from "lesson_materials" m where m."tenant_id" = "lessons"."tenant_id" and m."lesson_id" = "lessons"."id")`,
  /** The newest upload's state (null: none was ever made in the studio). */
  uploadState: sql<
    string | null
  >`(select v."state" from "lesson_videos" v where v."tenant_id" = "lessons"."tenant_id" and v."lesson_id" = "lessons"."id" order by v."id" desc limit 1)`,
};
export type LessonRow = Awaited<ReturnType<typeof listCourseLessons>>[number];

/** A course's lessons, in module order then lesson order. */
export function listCourseLessons(db: Db, { tenantId, courseId }: Tenant & { courseId: number }) {
  return db
    .select(lessonColumns)
    .from(lessons)
    .where(and(eq(lessons.tenantId, tenantId), eq(lessons.courseId, courseId)))
    .orderBy(asc(lessons.moduleId), asc(lessons.order), asc(lessons.id))
    .limit(STUDIO_ORDER_MAX);
}

export async function findLesson(db: Db, { tenantId, lessonId, lock = false }: Tenant & { lessonId: number; lock?: boolean }) {
  const query = db
    .select(lessonColumns)
    .from(lessons)
    .where(and(eq(lessons.tenantId, tenantId), eq(lessons.id, lessonId)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export type LessonValues = ModuleValues & { embedUrl: string | null; slug: string; searchText: string };

export const lessonsOf = (tenantId: number, moduleId: number) => sql`"tenant_id" = ${tenantId} and "module_id" = ${moduleId}`;

export async function insertLesson(
  tx: Db,
  { tenantId, courseId, moduleId, ...values }: Tenant & { courseId: number; moduleId: number } & LessonValues,
) {
  return insertedId(
    await tx
      .insert(lessons)
      .values({ tenantId, courseId, moduleId, ...values, order: nextPosition(lessons, lessonsOf(tenantId, moduleId)) })
      .returning({ id: lessons.id }),
  );
}

/** The lesson as the studio shows it after the edit; undefined when the school has no such lesson or there is nothing to write. */
export async function updateLessonRow(tx: Db, { tenantId, lessonId }: Tenant & { lessonId: number }, values: Partial<LessonValues>) {
  if (Object.keys(values).length === 0) return undefined;
  const [row] = await tx
    .update(lessons)
    .set(values)
    .where(and(eq(lessons.tenantId, tenantId), eq(lessons.id, lessonId)))
    .returning(lessonColumns);
  return row;
}

/** Moves a lesson to the end of another module (of any course of the school) and closes the gap it left. */
export async function moveLessonRow(
  tx: Db,
  {
    tenantId,
    lessonId,
    from,
    to,
  }: Tenant & { lessonId: number; from: { moduleId: number; position: number }; to: { moduleId: number; courseId: number } },
) {
  await tx
    .update(lessons)
    .set({ moduleId: to.moduleId, courseId: to.courseId, order: nextPosition(lessons, lessonsOf(tenantId, to.moduleId)) })
    .where(and(eq(lessons.tenantId, tenantId), eq(lessons.id, lessonId)));
  await closeGap(tx, lessons, lessonsOf(tenantId, from.moduleId), from.position);
}

export async function lessonIds(tx: Db, { tenantId, moduleId }: Tenant & { moduleId: number }) {
  const rows = await tx
    .select({ id: lessons.id })
    .from(lessons)
    .where(and(eq(lessons.tenantId, tenantId), eq(lessons.moduleId, moduleId)))
    .for('update');
  return rows.map((r) => r.id);
}

export const writeLessonPositions = (tx: Db, { tenantId, ids }: Tenant & { ids: number[] }) => writePositions(tx, lessons, tenantId, ids);

// ---- Duplicating a course ----

/** Copies a course's modules and their lessons under `toCourseId`, keeping their order and content. */
export async function copyOutline(tx: Db, { tenantId, fromCourseId, toCourseId }: Tenant & { fromCourseId: number; toCourseId: number }) {
  for (const module of await listModules(tx, { tenantId, courseId: fromCourseId })) {
    const copyId = insertedId(
      await tx
        .insert(modules)
        .values({
          tenantId,
          courseId: toCourseId,
          order: module.position,
          title: module.title,
          description: module.description,
          coverUrl: module.coverUrl,
          published: module.published,
          releaseAfterDays: module.releaseAfterDays,
          releaseAt: module.releaseAt,
        })
        .returning({ id: modules.id }),
    );
    await tx.execute(sql`
      insert into ${lessons} ("tenant_id", "course_id", "module_id", "title", "slug", "description", "video_url", "embed_url",
        "thumbnail_url", "duration_seconds", "order", "search_text", "published", "release_after_days", "release_at")
      select "tenant_id", ${toCourseId}, ${copyId}, "title", "slug", "description", "video_url", "embed_url",
        "thumbnail_url", "duration_seconds", "order", "search_text", "published", "release_after_days", "release_at"
      from ${lessons} where "tenant_id" = ${tenantId} and "module_id" = ${module.id}`);
  }
}
