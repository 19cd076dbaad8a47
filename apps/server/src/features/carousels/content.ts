import type { CarouselItem, ContentType } from '@trilha/shared/carousels/schemas';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { carouselItems, courses, lessons, modules } from '../../db/schema/index';
import type { Db } from '../../platform/db/client';

/**
 * The chosen content ids that exist in the school, each with its parent: the course of a module,
 * the module of a lesson (null for courses).
 */
export async function findContent(
  db: Db,
  props: { tenantId: number; type: ContentType; ids: number[] },
): Promise<Map<number, number | null>> {
  if (props.ids.length === 0) return new Map();
  if (props.type === 1) {
    const rows = await db
      .select({ id: courses.id })
      .from(courses)
      .where(and(eq(courses.tenantId, props.tenantId), inArray(courses.id, props.ids)));
    return new Map(rows.map((r) => [r.id, null]));
  }
  if (props.type === 2) {
    const rows = await db
      .select({ id: modules.id, parent: modules.courseId })
      .from(modules)
      .where(and(eq(modules.tenantId, props.tenantId), inArray(modules.id, props.ids)));
    return new Map(rows.map((r) => [r.id, r.parent]));
  }
  const rows = await db
    .select({ id: lessons.id, parent: lessons.moduleId })
    .from(lessons)
    .where(and(eq(lessons.tenantId, props.tenantId), inArray(lessons.id, props.ids)));
  return new Map(rows.map((r) => [r.id, r.parent]));
}

/** Whether the course (type 2) or module (type 3) a non-custom carousel was picked from exists in the school. */
export async function parentExists(db: Db, props: { tenantId: number; type: 2 | 3; id: number }): Promise<boolean> {
  const table = props.type === 2 ? courses : modules;
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.tenantId, props.tenantId), eq(table.id, props.id)))
    .limit(1);
  return rows.length > 0;
}

const inCarousel = (tenantId: number, carouselId: number) =>
  and(eq(carouselItems.tenantId, tenantId), eq(carouselItems.carouselId, carouselId));
const itemOrder = [asc(carouselItems.order), asc(carouselItems.id)];

/** The carousel's items in order, with the title and image of what each holds (spec 002 §3 carousel_item). */
export async function listCarouselItems(
  db: Db,
  props: { tenantId: number; carouselId: number; type: ContentType },
): Promise<CarouselItem[]> {
  const { tenantId, carouselId } = props;
  if (props.type === 1) {
    const rows = await db
      .select({ id: courses.id, title: courses.title, carouselItemId: carouselItems.id, image: courses.coverUrl })
      .from(carouselItems)
      .innerJoin(courses, and(eq(courses.tenantId, carouselItems.tenantId), eq(courses.id, carouselItems.courseId)))
      .where(inCarousel(tenantId, carouselId))
      .orderBy(...itemOrder);
    return rows.map((r) => ({ ...r, course_title: null }));
  }
  if (props.type === 2) {
    return db
      .select({
        id: modules.id,
        title: modules.title,
        carouselItemId: carouselItems.id,
        image: modules.coverUrl,
        course_title: courses.title,
      })
      .from(carouselItems)
      .innerJoin(modules, and(eq(modules.tenantId, carouselItems.tenantId), eq(modules.id, carouselItems.moduleId)))
      .innerJoin(courses, and(eq(courses.tenantId, modules.tenantId), eq(courses.id, modules.courseId)))
      .where(inCarousel(tenantId, carouselId))
      .orderBy(...itemOrder);
  }
  return db
    .select({
      id: lessons.id,
      title: lessons.title,
      carouselItemId: carouselItems.id,
      image: lessons.thumbnailUrl,
      course_title: courses.title,
    })
    .from(carouselItems)
    .innerJoin(lessons, and(eq(lessons.tenantId, carouselItems.tenantId), eq(lessons.id, carouselItems.lessonId)))
    .innerJoin(courses, and(eq(courses.tenantId, lessons.tenantId), eq(courses.id, lessons.courseId)))
    .where(inCarousel(tenantId, carouselId))
    .orderBy(...itemOrder);
}
