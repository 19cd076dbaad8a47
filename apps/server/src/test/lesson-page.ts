import { and, count, eq } from 'drizzle-orm';
import { courses, domainEvents, lessons, users } from '../db/schema/index';
import type { TestApp } from './harness';

/** The accounts the lesson screen's tests act as (seed/schools/*.ts). */
export const LESSON_PAGE_PEOPLE = [
  'owner@aurora.test',
  'admin@aurora.test',
  'moderador@aurora.test',
  'aluno@aurora.test',
  'aluna@aurora.test',
  'diego@aurora.test',
  'admin@boreal.test',
  'aluno@boreal.test',
] as const;
export type Person = (typeof LESSON_PAGE_PEOPLE)[number];

/** Signs everyone in once: their cookies and user ids, by e-mail. */
export async function signInPeople(t: TestApp) {
  const cookie = {} as Record<Person, string>;
  const id = {} as Record<Person, number>;
  for (const email of LESSON_PAGE_PEOPLE) {
    cookie[email] = await t.login(email);
    id[email] = (await t.ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
  }
  return { cookie, id };
}

/**
 * A lesson of a school by its course's seed order and its place in the course: Aurora's courses 0
 * and 1 are in Plano Essencial (aluno's), 2 and 3 only in Completo and Mentoria (aluna's).
 */
export async function lessonOf(t: TestApp, tenantId: number, course: number, index = 0) {
  const rows = await t.ctx.db
    .select({ id: lessons.id, title: lessons.title, courseId: lessons.courseId })
    .from(lessons)
    .innerJoin(courses, and(eq(courses.tenantId, lessons.tenantId), eq(courses.id, lessons.courseId)))
    .where(and(eq(lessons.tenantId, tenantId), eq(courses.order, course + 1)))
    .orderBy(lessons.moduleId, lessons.order);
  const lesson = rows[index];
  if (!lesson) throw new Error(`no lesson ${index} in course ${course} of school ${tenantId}`);
  return lesson;
}

/** How many events of a type the school has. */
export async function eventsOf(t: TestApp, tenantId: number, type: string) {
  const [row] = await t.ctx.db
    .select({ n: count() })
    .from(domainEvents)
    .where(and(eq(domainEvents.tenantId, tenantId), eq(domainEvents.type, type)));
  return row?.n ?? 0;
}
