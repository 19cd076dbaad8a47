import { and, count, eq } from 'drizzle-orm';
import { courses, domainEvents, lessonComments, lessons, users } from '../db/schema/index';
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

type ReplyJson = { id: number; parent_id: number | null; content: string; is_staff: boolean; can_delete: boolean; user: { id: number } };
export type LessonCommentJson = ReplyJson & { replies: ReplyJson[]; replies_count: number; answered: boolean };

/** The comment calls as the tests make them, signed in as `who` (cookies from signInPeople). */
export function commentCalls(t: TestApp, cookie: Record<Person, string>) {
  const BASE = '/api/auth/aulas';
  const post = (lessonId: number, payload: object, who: Person = 'aluno@aurora.test', tenant = 1, host?: string) =>
    t.request({ method: 'POST', url: `${BASE}/${tenant}/${lessonId}/comments`, cookie: cookie[who], payload, host });
  /** A comment or reply that must be written (201), as the reply's data. */
  const commented = async (lessonId: number, content: string, who: Person = 'aluno@aurora.test', parent_id?: number) => {
    const res = await post(lessonId, { content, parent_id }, who);
    if (res.statusCode !== 201) throw new Error(`comment by ${who} failed: ${res.statusCode} ${res.body}`);
    return res.json().data as LessonCommentJson;
  };
  return {
    post,
    commented,
    list: (lessonId: number, query = '', who: Person = 'aluno@aurora.test') =>
      t.request({ url: `${BASE}/1/${lessonId}/comments${query}`, cookie: cookie[who] }),
    del: (id: number, who: Person) => t.request({ method: 'DELETE', url: `${BASE}/1/comments/${id}`, cookie: cookie[who] }),
    rowsOf: async (lessonId: number) =>
      (await t.ctx.db.select({ n: count() }).from(lessonComments).where(eq(lessonComments.lessonId, lessonId)))[0]!.n,
    /** Aurora's comment and reply events so far. */
    allEvents: async () => ({
      comments: await eventsOf(t, 1, 'lesson.comment.created'),
      replies: await eventsOf(t, 1, 'lesson.reply.created'),
    }),
  };
}
