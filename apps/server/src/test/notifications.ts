import { notification } from '@trilha/shared/notifications/schemas';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { communities, jobs, notificationMutes, notificationPreferences, notifications, users } from '../db/schema/index';
import type { EventType } from '../platform/events';
import { enqueue } from '../platform/jobs/queue';
import type { TestApp } from './harness';
import { multipartWith } from './multipart';

/** Aurora's accounts (seed/schools/aurora.ts) as the notification tests act and count them. */
export const AURORA_PEOPLE = [
  'owner@aurora.test',
  'admin@aurora.test',
  'moderador@aurora.test',
  'aluno@aurora.test',
  'aluna@aurora.test',
  'revisor@aurora.test',
  'bianca@aurora.test',
  'diego@aurora.test',
  'patricia@aurora.test',
  'thiago@aurora.test',
] as const;
export type Who = (typeof AURORA_PEOPLE)[number];

const BASE = '/api/auth/community';

/**
 * Signs Aurora's people in and gives the calls that publish the events notifications come from,
 * the rows they made and the knobs (preferences, mutes) the fan-out reads.
 */
export async function notificationWorld(t: TestApp) {
  // Tests post more than a member's per-minute limit allows.
  t.config.postsPerMinute = 10_000;
  const cookie = {} as Record<Who, string>;
  const id = {} as Record<Who, number>;
  for (const email of AURORA_PEOPLE) {
    id[email] = (await t.ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
    // The review account has no communities: it never acts in them.
    if (email !== 'revisor@aurora.test') cookie[email] = await t.login(email);
  }
  const community: Record<string, number> = {};
  for (const c of await t.ctx.db.select().from(communities).where(eq(communities.tenantId, 1))) community[c.title] = c.id;
  const emailOf = new Map(AURORA_PEOPLE.map((e) => [id[e], e]));

  async function post(who: Who, communityTitle: string, title = 'Novidade') {
    const res = await t.request({
      method: 'POST',
      url: `${BASE}/posts/1/${community[communityTitle]}`,
      cookie: cookie[who],
      ...multipartWith({ title, text: 'Texto do post' }),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ data: { id: number } }>().data.id;
  }
  async function comment(who: Who, postId: number, content: string, parentId?: number) {
    const res = await t.request({
      method: 'POST',
      url: `${BASE}/post/1/${postId}/comments`,
      cookie: cookie[who],
      payload: { content, ...(parentId ? { parent_id: parentId } : {}) },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ data: { id: number } }>().data.id;
  }
  async function like(who: Who, postId: number, liked = true) {
    const res = await t.request({ method: liked ? 'PUT' : 'DELETE', url: `${BASE}/post/1/${postId}/like`, cookie: cookie[who] });
    expect(res.statusCode, res.body).toBe(200);
  }

  /** The notifications of a type pointing at a post (or all of the type), with their recipients' e-mails. */
  async function rowsOf(type: string, where: { postId?: number; userId?: number } = {}) {
    const rows = await t.ctx.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.type, type),
          where.postId === undefined ? undefined : eq(notifications.postId, where.postId),
          where.userId === undefined ? undefined : eq(notifications.userId, where.userId),
        ),
      )
      .orderBy(asc(notifications.userId), asc(notifications.id));
    return rows.map((r) => ({ ...r, email: emailOf.get(r.userId) }));
  }
  const recipients = async (type: string, postId: number) => (await rowsOf(type, { postId })).map((r) => r.email).sort();

  async function setPreference(who: Who, values: Partial<typeof notificationPreferences.$inferInsert>) {
    await t.ctx.db
      .insert(notificationPreferences)
      .values({ tenantId: 1, userId: id[who], ...values })
      .onConflictDoUpdate({ target: [notificationPreferences.tenantId, notificationPreferences.userId], set: values });
  }
  const clearPreferences = () => t.ctx.db.delete(notificationPreferences).where(inArray(notificationPreferences.userId, Object.values(id)));
  const mute = (who: Who, communityTitle: string) =>
    t.ctx.db.insert(notificationMutes).values({ tenantId: 1, userId: id[who], communityId: community[communityTitle]! });
  const clearMutes = () => t.ctx.db.delete(notificationMutes).where(eq(notificationMutes.tenantId, 1));

  /** The newest event of a type in Aurora. */
  async function lastEvent<T extends EventType>(type: T) {
    const [event] = await t.ctx.events.recent(1, type, 1);
    if (!event) throw new Error(`no ${type} event`);
    return event;
  }
  /** Delivers an event to the notifications again, as the queue may (at least once). */
  const redeliver = (eventId: number) => enqueue(t.ctx.db, 'events.deliver', { eventId, subscriber: 'notifications' }, { tenantId: 1 });
  /** Jobs of a queue made so far. */
  const jobCount = async (queue: string) =>
    (
      await t.ctx.db
        .select({ n: sql<number>`count(*)::integer` })
        .from(jobs)
        .where(eq(jobs.queue, queue))
    )[0]!.n;

  return {
    cookie,
    id,
    community,
    post,
    comment,
    like,
    rowsOf,
    recipients,
    setPreference,
    clearPreferences,
    mute,
    clearMutes,
    lastEvent,
    redeliver,
    jobCount,
    /** Runs every due job (the test app's worker does not poll). */
    drain: () => t.ctx.jobs.drain(),
  };
}

/** The row as the feed will send it (base fields + data) parses with the shared schema: the payload is exactly the wire's. */
export function expectWireShape(row: typeof notifications.$inferSelect) {
  const reply = {
    id: row.id,
    type: row.type,
    read: row.read ? 1 : 0,
    created_at: row.createdAt.toISOString(),
    redirect_url: row.redirectUrl,
    ...(row.data as object),
  };
  expect(notification.parse(reply)).toEqual(reply);
}
