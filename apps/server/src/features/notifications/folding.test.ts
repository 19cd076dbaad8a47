import { slugify } from '@trilha/shared/catalog/schemas';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { communityComments, enrollments, lessonComments, notifications } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/harness';
import { lessonOf } from '../../test/lesson-page';
import { expectWireShape, notificationWorld } from '../../test/notifications';
import { NOTIFICATIONS_KEPT } from './fanout-repo';

// docs/notifications.md: the single-recipient types (comment, reply, like, doubt), likes folding, exactly once.

let t: TestApp;
let w: Awaited<ReturnType<typeof notificationWorld>>;
const AURORA = 'Comunidade Aurora';
const MENTORIA = 'Círculo de Mentoria';

beforeAll(async () => {
  t = await createTestApp();
  w = await notificationWorld(t);
});
afterAll(() => t.close());
afterEach(async () => {
  await w.clearPreferences();
  // Comments written here count against their authors' per-minute limit; moving them back frees it.
  await t.ctx.db.update(communityComments).set({ createdAt: sql`now() - interval '2 minutes'` });
  await t.ctx.db.update(lessonComments).set({ createdAt: sql`now() - interval '2 minutes'` });
});

describe('community_comment and community_reply', () => {
  it("a comment notifies the post's author, a reply the comment's author, never the actor", async () => {
    const postId = await w.post('aluna@aurora.test', AURORA);
    const commentId = await w.comment('aluno@aurora.test', postId, 'Que legal!');
    // Her own comment on her own post notifies no one.
    await w.comment('aluna@aurora.test', postId, 'Obrigada a todos');
    const replyId = await w.comment('aluna@aurora.test', postId, 'Valeu, João', commentId);
    // His reply to his own comment neither.
    await w.comment('aluno@aurora.test', postId, 'De nada', commentId);
    await w.drain();

    const comments = await w.rowsOf('community_comment', { postId });
    expect(comments.map((r) => r.email)).toEqual(['aluna@aurora.test']);
    expect(comments[0]).toMatchObject({
      data: {
        community_id: w.community[AURORA],
        content: 'Que legal!',
        user: { name: 'João Pereira', photo_url: null },
        community_comment_data: { post: { id: postId } },
      },
      redirectUrl: `/comunidade/post/${postId}/1/${w.community[AURORA]}`,
      communityCommentId: commentId,
      inFeed: true,
      mailState: 'pending',
    });
    expectWireShape(comments[0]!);

    const replies = await w.rowsOf('community_reply', { postId });
    expect(replies.map((r) => r.email)).toEqual(['aluno@aurora.test']);
    expect(replies[0]).toMatchObject({
      data: { community_id: w.community[AURORA], content: 'Valeu, João', user: { name: 'Marina Lopes' }, post_data: { post_id: postId } },
      communityCommentId: replyId,
    });
    expectWireShape(replies[0]!);

    // Delivered again: nothing new.
    await w.redeliver((await w.lastEvent('community.comment.created')).id);
    await w.redeliver((await w.lastEvent('community.reply.created')).id);
    await w.drain();
    expect(await w.rowsOf('community_comment', { postId })).toHaveLength(1);
    expect(await w.rowsOf('community_reply', { postId })).toHaveLength(1);
  });

  it('follows the switches: both off nothing, e-mail only a row outside the feed', async () => {
    await w.setPreference('aluna@aurora.test', { commentPlatform: false, commentEmail: false });
    await w.setPreference('aluno@aurora.test', { replyPlatform: false, replyEmail: true });
    const postId = await w.post('aluna@aurora.test', AURORA);
    const commentId = await w.comment('aluno@aurora.test', postId, 'Oi');
    await w.comment('aluna@aurora.test', postId, 'Oi, João', commentId);
    await w.drain();
    expect(await w.rowsOf('community_comment', { postId })).toEqual([]);
    expect((await w.rowsOf('community_reply', { postId })).map((r) => [r.email, r.inFeed, r.mailState])).toEqual([
      ['aluno@aurora.test', false, 'pending'],
    ]);
  });

  it('deleting the comment removes its notification', async () => {
    const postId = await w.post('aluna@aurora.test', AURORA);
    const commentId = await w.comment('aluno@aurora.test', postId, 'Some já');
    await w.drain();
    expect(await w.rowsOf('community_comment', { postId })).toHaveLength(1);
    const res = await t.request({
      method: 'DELETE',
      url: `/api/auth/community/comment/1/${commentId}`,
      cookie: w.cookie['aluno@aurora.test'],
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    expect(await w.rowsOf('community_comment', { postId })).toEqual([]);
  });

  it('never to someone who cannot enter the community now: a staff reply to a student who lost the product', async () => {
    const postId = await w.post('patricia@aurora.test', MENTORIA);
    const commentId = await w.comment('patricia@aurora.test', postId, 'Alguém?');
    await w.drain();
    const patricia = and(eq(enrollments.tenantId, 1), eq(enrollments.userId, w.id['patricia@aurora.test']));
    await t.ctx.db
      .update(enrollments)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(patricia);
    try {
      await w.comment('moderador@aurora.test', postId, 'Eu!', commentId);
      await w.comment('owner@aurora.test', postId, 'Bem-vinda');
      await w.drain();
    } finally {
      await t.ctx.db.update(enrollments).set({ expiresAt: null }).where(patricia);
    }
    expect(await w.rowsOf('community_reply', { postId })).toEqual([]);
    expect(await w.rowsOf('community_comment', { postId })).toEqual([]);
  });
});

describe('community_like folds', () => {
  it('three likers make one unread line naming the newest; reading it, the next like opens another', async () => {
    const postId = await w.post('aluna@aurora.test', AURORA, 'Minha foto');
    await w.like('aluno@aurora.test', postId);
    await w.drain();
    const [first] = await w.rowsOf('community_like', { postId });
    await w.like('bianca@aurora.test', postId);
    await w.drain();
    // Her own like notifies no one.
    await w.like('aluna@aurora.test', postId);
    await w.like('diego@aurora.test', postId);
    await w.drain();

    const lines = await w.rowsOf('community_like', { postId });
    expect(lines).toHaveLength(1);
    const line = lines[0]!;
    expect(line).toMatchObject({
      id: first!.id,
      email: 'aluna@aurora.test',
      othersCount: 2,
      read: false,
      data: {
        owner_like: { post_id: postId, community_id: w.community[AURORA], user: { name: 'Diego Martins' }, post: { title: 'Minha foto' } },
        others_count: 2,
      },
      redirectUrl: `/comunidade/post/${postId}/1/${w.community[AURORA]}`,
    });
    // It moved to the top: the newest like's time and event.
    expect(line.createdAt.getTime()).toBeGreaterThan(first!.createdAt.getTime());
    expect(line.eventId).toBe((await w.lastEvent('community.post.liked')).id);
    expectWireShape(line);

    // A like delivered again counts once.
    await w.redeliver(line.eventId);
    await w.redeliver(first!.eventId);
    await w.drain();
    expect((await w.rowsOf('community_like', { postId }))[0]).toMatchObject({ othersCount: 2 });

    await t.ctx.db.update(notifications).set({ read: true }).where(eq(notifications.id, line.id));
    await w.like('thiago@aurora.test', postId);
    await w.drain();
    const after = await w.rowsOf('community_like', { postId });
    expect(after.map((r) => [r.read, r.othersCount, (r.data as { owner_like: { user: { name: string } } }).owner_like.user.name])).toEqual([
      [true, 2, 'Diego Martins'],
      [false, 0, 'Thiago Ribeiro'],
    ]);
  });

  it('follows the like switches', async () => {
    await w.setPreference('aluna@aurora.test', { likePlatform: false, likeEmail: false });
    const postId = await w.post('aluna@aurora.test', AURORA);
    await w.like('aluno@aurora.test', postId);
    await w.drain();
    expect(await w.rowsOf('community_like', { postId })).toEqual([]);
    await w.setPreference('aluna@aurora.test', { likePlatform: false, likeEmail: true });
    await w.like('bianca@aurora.test', postId);
    await w.drain();
    expect((await w.rowsOf('community_like', { postId })).map((r) => [r.inFeed, r.mailState, r.othersCount])).toEqual([
      [false, 'pending', 0],
    ]);
  });
});

describe('doubt', () => {
  it("a staff answer to a student's lesson comment notifies the student, with the lesson's address", async () => {
    const lesson = await lessonOf(t, 1, 0, 2);
    const ask = async (who: keyof typeof w.cookie, content: string, parentId?: number) => {
      const res = await t.request({
        method: 'POST',
        url: `/api/auth/aulas/1/${lesson.id}/comments`,
        cookie: w.cookie[who],
        payload: { content, ...(parentId ? { parent_id: parentId } : {}) },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ data: { id: number } }>().data.id;
    };
    const question = await ask('aluno@aurora.test', 'Qual o melhor horário?');
    const answer = await ask('moderador@aurora.test', 'O fim da tarde.', question);
    // Not the school's answer: a student's reply, and staff answering staff.
    await ask('aluna@aurora.test', 'Concordo', question);
    const staffNote = await ask('admin@aurora.test', 'Aviso da equipe');
    await ask('owner@aurora.test', 'Certo', staffNote);
    await w.drain();

    // Only this test's answers: the seed's demo answers notified their askers too (seed/notifications.ts).
    const ours = async () => (await w.rowsOf('doubt')).filter((r) => (r.lessonCommentId ?? 0) > question);
    const rows = await ours();
    expect(rows.map((r) => r.email)).toEqual(['aluno@aurora.test']);
    expect(rows[0]).toMatchObject({
      data: {
        lesson: { id: lesson.id, title: lesson.title },
        response_owner: { name: 'Camila Rocha', photo_url: null },
        content: 'O fim da tarde.',
      },
      redirectUrl: `/curso/${lesson.courseId}/${slugify(lesson.title)}/${lesson.id}`,
      lessonCommentId: answer,
      inFeed: true,
      mailState: 'pending',
    });
    expectWireShape(rows[0]!);

    await w.redeliver((await w.lastEvent('lesson.reply.created')).id);
    await w.redeliver(rows[0]!.eventId);
    await w.drain();
    expect(await ours()).toHaveLength(1);

    // Deleting the answer removes it.
    const del = await t.request({
      method: 'DELETE',
      url: `/api/auth/aulas/1/comments/${answer}`,
      cookie: w.cookie['moderador@aurora.test'],
    });
    expect(del.statusCode, del.body).toBeLessThan(300);
    expect(await ours()).toEqual([]);
  });

  it('not to a student who no longer opens the course', async () => {
    const lesson = await lessonOf(t, 1, 0, 3);
    const res = await t.request({
      method: 'POST',
      url: `/api/auth/aulas/1/${lesson.id}/comments`,
      cookie: w.cookie['diego@aurora.test'],
      payload: { content: 'Não entendi' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const question = res.json<{ data: { id: number } }>().data.id;
    const diego = and(eq(enrollments.tenantId, 1), eq(enrollments.userId, w.id['diego@aurora.test']));
    await w.drain();
    await t.ctx.db
      .update(enrollments)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(diego);
    try {
      const answer = await t.request({
        method: 'POST',
        url: `/api/auth/aulas/1/${lesson.id}/comments`,
        cookie: w.cookie['moderador@aurora.test'],
        payload: { content: 'Veja de novo', parent_id: question },
      });
      expect(answer.statusCode, answer.body).toBe(201);
      await w.drain();
    } finally {
      await t.ctx.db.update(enrollments).set({ expiresAt: null }).where(diego);
    }
    expect(await w.rowsOf('doubt', { userId: w.id['diego@aurora.test'] })).toEqual([]);
  });
});

describe('each user keeps their newest notifications', () => {
  it(`a new notification drops the oldest beyond ${NOTIFICATIONS_KEPT}`, async () => {
    const bianca = w.id['bianca@aurora.test'];
    const postId = await w.post('bianca@aurora.test', AURORA);
    // Old lines, as if she had a long history (event ids far from the real ones).
    await t.ctx.db.execute(sql`
      insert into notifications (tenant_id, user_id, type, event_id, data, redirect_url, in_feed, post_id, created_at)
      select 1, ${bianca}, 'community_post', 1000000000 + g, '{}'::jsonb, '/homepage', true, ${postId}, now() - g * interval '1 minute'
      from generate_series(1, ${NOTIFICATIONS_KEPT}) g`);
    await w.comment('aluno@aurora.test', postId, 'Oi, Bianca');
    await w.drain();
    const kept = await t.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.tenantId, 1), eq(notifications.userId, bianca)));
    expect(kept).toHaveLength(NOTIFICATIONS_KEPT);
    expect(kept.some((r) => r.type === 'community_comment')).toBe(true);
    // The oldest went.
    expect(kept.some((r) => r.eventId === 1000000000 + NOTIFICATIONS_KEPT)).toBe(false);
  });
});
