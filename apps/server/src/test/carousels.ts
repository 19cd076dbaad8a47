import { CAROUSEL_PATHS } from '@trilha/shared/testing/contract-paths';
import { type CarouselBodyInput } from '@trilha/shared/carousels/schemas';
import { and, asc, eq } from 'drizzle-orm';
import { carousels, courses, lessons, modules } from '../db/schema/index';
import type { TestApp } from './harness';
import { readVersions } from '../platform/content-versions';

/** The seeded courses, modules and lessons of one school, by id. */
export async function schoolContent(t: TestApp, tenantId: number) {
  const db = t.ctx.db;
  const courseRows = await db
    .select({ id: courses.id, title: courses.title })
    .from(courses)
    .where(eq(courses.tenantId, tenantId))
    .orderBy(asc(courses.id));
  const moduleRows = await db
    .select({ id: modules.id, courseId: modules.courseId, title: modules.title })
    .from(modules)
    .where(eq(modules.tenantId, tenantId))
    .orderBy(asc(modules.id));
  const lessonRows = await db
    .select({ id: lessons.id, moduleId: lessons.moduleId, courseId: lessons.courseId, title: lessons.title })
    .from(lessons)
    .where(eq(lessons.tenantId, tenantId))
    .orderBy(asc(lessons.id));
  return { courses: courseRows, modules: moduleRows, lessons: lessonRows };
}

/** Every carousel row of the school as stored, for "nothing changed" checks. */
export async function storedCarousels(t: TestApp, tenantId: number) {
  return t.ctx.db.select().from(carousels).where(eq(carousels.tenantId, tenantId)).orderBy(asc(carousels.id));
}

export async function systemCarouselId(t: TestApp, tenantId: number, type: number) {
  const [row] = await t.ctx.db
    .select({ id: carousels.id })
    .from(carousels)
    .where(and(eq(carousels.tenantId, tenantId), eq(carousels.type, type)));
  return row!.id;
}

export const homeVersion = async (t: TestApp, tenantId = 1) => (await readVersions(t.ctx.db, tenantId)).home;

export function carouselPayload(overrides: Partial<CarouselBodyInput> = {}): CarouselBodyInput {
  return { tenant_id: 1, title: 'Destaques da semana', type: 1, custom: 1, content: [], ...overrides };
}

/** Creates a carousel through the API and answers its id. */
export async function createCarousel(t: TestApp, cookie: string, payload: CarouselBodyInput, host?: string): Promise<number> {
  const res = await t.request({ method: 'POST', url: CAROUSEL_PATHS.create, cookie, host, payload: payload });
  if (res.statusCode !== 200) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return res.json()[2].data.id;
}
