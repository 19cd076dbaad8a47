import type { AppContext } from '../../../platform/context';
import type { DomainEvent, EventType } from '../../../platform/events';
import type { Db } from '../../../platform/db/client';
import { grantCriterion, scoreWithin, type ScoreItem } from './award';
import { forgetBoards } from './board-cache';
import { utcDay, dayNumber } from './actions';
import { registerRecalculation, requestRecalculation } from './recalculation';
import { rollJob } from './windows';

/** The subscriber's stable name (platform/events.ts: its stream's cursor and a retried event's job name it). */
const SUBSCRIBER = 'gamification';

/**
 * A like is keyed by post (or lesson) and liker together, so an author scores once per liker and
 * post, however often the like is taken back and given again. Ids stay below 2^31: the key fits.
 */
export const likeKey = (objectId: number, likerId: number) => objectId * 2 ** 31 + likerId;

/** What an event scores or takes back; scoreEvents adds the event's id and time. */
type Item = Omit<ScoreItem, 'eventId' | 'at'>;
type Mapper<T extends EventType> = (event: DomainEvent<T>) => Item[];
type AnyMapper = (event: DomainEvent) => Item[];

/**
 * Events scored together at most, by database (one transaction, about the same statements for 1
 * as for 4,000). On a PostgreSQL server a larger batch shares out its fixed costs (the histogram's
 * buckets, which concurrent batches take in turn, and the statements' planning); the measured
 * rates by batch size are in docs/performance.md (the awarding steps, "Larger batches on a server"). PGlite's
 * batch holds the only connection while it runs, and requests wait for it.
 */
const SCORE_BATCH = { pglite: 500, postgres: 4_000 } as const;

/**
 * Items scored by one scoreWithin call at most: a deletion's removed content comes in events of up
 * to a thousand entries, and a batch of them must not become one statement of millions of keys.
 */
export const SCORE_ITEMS_MAX = 5_000;

/**
 * Scores a school's events in order, in the caller's transaction, in as few scoreWithin calls as
 * keep that order: scoreWithin keeps one count per (student, action, object) and takes rows back
 * before it counts, so a second item on the same key (a like, its unlike, the like again) starts
 * the next call, as does a call holding SCORE_ITEMS_MAX items.
 */
async function scoreEvents(tx: Db, events: DomainEvent[], mapperOf: (type: EventType) => AnyMapper | undefined) {
  let items: ScoreItem[] = [];
  let keys = new Set<string>();
  const flush = async (tenantId: number) => {
    await scoreWithin(tx, tenantId, items);
    items = [];
    keys = new Set();
  };
  const tenantId = events[0]?.tenantId;
  if (tenantId === undefined) return;
  for (const event of events) {
    for (const item of mapperOf(event.type)?.(event) ?? []) {
      const key = `${item.userId}|${item.action}|${item.objectId}`;
      if (keys.has(key) || items.length >= SCORE_ITEMS_MAX) await flush(tenantId);
      keys.add(key);
      items.push({ ...item, eventId: event.id, at: event.createdAt });
    }
  }
  await flush(tenantId);
}

/**
 * The domain events and what each scores (docs/gamification.md "The engine"). The engine reads
 * them as a stream after the writes commit (platform/event-streams.ts, decision 0010), up to
 * SCORE_BATCH of a school in one transaction; scoring is keyed, so a re-delivery is a no-op.
 */
export function registerGamificationEngine(ctx: AppContext) {
  registerRecalculation(ctx.jobs, ctx.db);
  ctx.jobs.every(rollJob(ctx.db));
  const mappers = new Map<EventType, AnyMapper>();
  const on = <T extends EventType>(type: T, map: Mapper<T>) => mappers.set(type, map as unknown as AnyMapper);

  on('community.post.created', ({ payload: p }) => [{ userId: p.authorId, action: 'score_posts', objectId: p.postId }]);
  on('community.comment.created', ({ payload: p }) => [{ userId: p.authorId, action: 'score_comments', objectId: p.commentId }]);
  on('community.reply.created', ({ payload: p }) => [{ userId: p.authorId, action: 'score_replies', objectId: p.commentId }]);
  // The author of the post scores for a like received; a self-like scores nothing.
  on('community.post.liked', ({ payload: p }) =>
    p.likerId === p.postAuthorId ? [] : [{ userId: p.postAuthorId, action: 'score_likes', objectId: likeKey(p.postId, p.likerId) }],
  );
  // A lesson's author is the school (staff never score): the student who likes or comments scores.
  on('lesson.liked', ({ payload: p }) => [{ userId: p.likerId, action: 'like_class', objectId: p.lessonId }]);
  on('lesson.comment.created', ({ payload: p }) => [{ userId: p.authorId, action: 'comment_class', objectId: p.commentId }]);
  on('lesson.reply.created', ({ payload: p }) => [{ userId: p.authorId, action: 'comment_class', objectId: p.commentId }]);
  // Taking back (docs/gamification.md "Taking points back"): an unlike; a post or a comment deleted,
  // and whatever its deletion removed with it (content.removed: comments, replies, likes, posts).
  on('community.post.unliked', ({ payload: p }) => takeLike(p.postId, p.postAuthorId, p.likerId));
  on('community.post.deleted', ({ payload: p }) => [{ userId: p.authorId, action: 'score_posts', objectId: p.postId, revoke: true }]);
  on('community.comment.deleted', ({ payload: p }) => [takeComment(p)]);
  on('community.content.removed', ({ payload: p }) => [
    ...p.posts.map((post) => ({ userId: post.authorId, action: 'score_posts' as const, objectId: post.postId, revoke: true })),
    ...p.comments.map(takeComment),
    ...p.likes.flatMap((like) => takeLike(like.postId, like.postAuthorId, like.likerId)),
  ]);
  on('lesson.unliked', ({ payload: p }) => [{ userId: p.likerId, action: 'like_class', objectId: p.lessonId, revoke: true }]);
  on('lesson.comment.deleted', ({ payload: p }) => [{ userId: p.authorId, action: 'comment_class', objectId: p.commentId, revoke: true }]);
  on('lesson.content.removed', ({ payload: p }) => [
    ...p.comments.map((c) => ({ userId: c.authorId, action: 'comment_class' as const, objectId: c.commentId, revoke: true })),
    ...(p.likers ?? []).map((likerId) => ({ userId: likerId, action: 'like_class' as const, objectId: p.lessonId, revoke: true })),
  ]);
  // A lesson, module or course deleted in the studio: what its learners scored by it.
  on('lesson.progress.removed', ({ payload: p }) => [
    ...p.learners.flatMap((l) => [
      ...(l.watched ? [{ userId: l.userId, action: 'watch_class' as const, objectId: l.lessonId, revoke: true }] : []),
      ...(l.finished ? [{ userId: l.userId, action: 'finish_class' as const, objectId: l.lessonId, revoke: true }] : []),
    ]),
    ...p.modules.map((m) => ({ userId: m.userId, action: 'finish_module' as const, objectId: m.moduleId, revoke: true })),
    ...p.courses.map((c) => ({ userId: c.userId, action: 'finish_course' as const, objectId: c.courseId, revoke: true })),
  ]);
  // The courses: a lesson watched to 90%, finished; a module and a course completed.
  on('lesson.watched', ({ payload: p }) => [{ userId: p.userId, action: 'watch_class', objectId: p.lessonId }]);
  on('lesson.finished', ({ payload: p }) => [{ userId: p.userId, action: 'finish_class', objectId: p.lessonId }]);
  on('module.finished', ({ payload: p }) => [{ userId: p.userId, action: 'finish_module', objectId: p.moduleId }]);
  on('course.finished', ({ payload: p }) => [{ userId: p.userId, action: 'finish_course', objectId: p.courseId }]);
  // A password sign-in scores once per UTC day: the day is the object.
  on('accounts.signed_in', ({ payload: p, createdAt }) => [{ userId: p.userId, action: 'login', objectId: loginObject(createdAt) }]);
  ctx.events.subscribeStream([...mappers.keys()], SUBSCRIBER, (tx, events) => scoreEvents(tx, events, (type) => mappers.get(type)), {
    max: SCORE_BATCH[ctx.database.kind],
    committed: (tenantIds) => {
      for (const tenantId of tenantIds) forgetBoards(ctx.db, tenantId);
    },
  });
  // Pontuação saved new values (scoring-service.ts): the rate-limited job reprices the ledger.
  ctx.events.subscribe('gamification.points.changed', SUBSCRIBER, async ({ tenantId }) => {
    await requestRecalculation(ctx.db, tenantId);
  });
  // Rewards for a quiz passed or a lesson finished (their own subscriber names: one job each).
  ctx.events.subscribe('lesson.finished', `${SUBSCRIBER}.rewards`, ({ tenantId, payload }) =>
    grantCriterion(ctx.db, tenantId, { userId: payload.userId, kind: 'lesson', objectId: payload.lessonId }),
  );
  ctx.events.subscribe('quiz.passed', SUBSCRIBER, ({ tenantId, payload }) =>
    grantCriterion(ctx.db, tenantId, { userId: payload.userId, kind: 'quiz', objectId: payload.quizId }),
  );
}

/** A like taken back from the post's author (a self-like scored nothing, so nothing goes). */
const takeLike = (postId: number, postAuthorId: number, likerId: number): Item[] =>
  likerId === postAuthorId ? [] : [{ userId: postAuthorId, action: 'score_likes', objectId: likeKey(postId, likerId), revoke: true }];
/** A community comment or reply taken back from its author. */
const takeComment = (c: { commentId: number; authorId: number; parentId: number | null }): Item => ({
  userId: c.authorId,
  action: c.parentId === null ? 'score_comments' : 'score_replies',
  objectId: c.commentId,
  revoke: true,
});

/** Login scores once per UTC day: the day is the object. */
const loginObject = (at: Date) => dayNumber(utcDay(at));
