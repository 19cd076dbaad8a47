import { violates, FOREIGN_KEY_VIOLATION } from '../../platform/db/constraint';
import type { Db } from '../../platform/db/client';
import type { DomainEvent } from '../../platform/events';
import { enqueue } from '../../platform/jobs/queue';
import { opensCourse } from '../catalog/public';
import { communityCandidatesAfter, mayEnterCommunity, type PostEvent } from '../communities/public';
import {
  foldLike,
  insertForOne,
  insertPostBatch,
  personOf,
  pruneUser,
  takeFanoutTurn,
  type PreferenceKind,
  type Targets,
} from './fanout-repo';
import { commentPayload, doubtPayload, likePayload, postPayload, replyPayload, type Built, type NotificationType } from './payloads';

/**
 * From a domain event to its notification rows (docs/notifications.md "What creates a
 * notification"). Runs in the event's `events.deliver` job, after the write committed; every rule
 * (the actor, access, preferences, mutes) is checked now, not when the event was written.
 */

/**
 * A post's fan-out, in statements of `rows` members, `perJob` statements (each its own transaction)
 * per job. A request waits for at most the one background statement running (db/foreground.ts),
 * so on PGlite, which runs one statement at a time, they stay short: since PGlite has a thread of
 * its own (decision 0009), 300 rows keep posting within its target during a large fan-out and
 * finish the fan-out sooner than 150 did. Several per job spread the job's own cost (claim,
 * completion, the next job) over more rows. A PostgreSQL server works beside Node, and bigger
 * statements cost less: 10,000 rows finish a large fan-out sooner than 5,000; posting does not wait
 * for them, as fan-out statements take turns (fanout-repo.ts takeFanoutTurn). The runs behind both
 * sizes are in docs/performance.md "Notifications".
 */
export const FANOUT_BATCH = { pglite: { rows: 300, perJob: 6 }, postgres: { rows: 10_000, perJob: 2 } } as const;
let batch: { rows: number; perJob: number } = FANOUT_BATCH.postgres;
/** Set by the subscribers' registration for the app's database; tests fan out to a handful of members across several batches. */
export function setFanoutBatchSize(size: number | { rows: number; perJob: number }) {
  batch = typeof size === 'number' ? { rows: size, perJob: 1 } : size;
}

/** The rest of a post's fan-out: the school's members after `afterUserId`. */
export type PostBatchJob = { tenantId: number; eventId: number; post: PostEvent; afterUserId: number };

declare module '../../platform/jobs/queue' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation: only an interface merges into the declaration it extends
  interface JobPayloads {
    'notifications.post-batch': PostBatchJob;
  }
}

/** A foreign key broken by what the notification points at (not by its recipient): the post or comment is gone. */
const targetGone = (error: unknown) =>
  violates(error, FOREIGN_KEY_VIOLATION) &&
  !violates(error, FOREIGN_KEY_VIOLATION, 'notifications_tenant_id_user_id_users_tenant_id_id_fk');

/** Nothing to notify about a post or comment deleted meanwhile (its rows would be cascaded away anyway). */
async function unlessGone<T>(write: Promise<T>, gone: T): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (targetGone(error)) return gone;
    throw error;
  }
}

type One = {
  tenantId: number;
  eventId: number;
  actorId: number;
  recipientId: number | null;
  kind: PreferenceKind;
  build: (actor: { name: string; photo_url: string | null }) => Built<NotificationType>;
  targets: Targets;
  access: ReturnType<typeof mayEnterCommunity>;
};

/** A notification with one recipient, never the actor; then the recipient's oldest beyond the kept ones go. */
async function notifyOne(db: Db, n: One) {
  if (n.recipientId === null || n.recipientId === n.actorId) return;
  const actor = await personOf(db, n.tenantId, n.actorId);
  if (!actor) return;
  const one = { tenantId: n.tenantId, userId: n.recipientId, eventId: n.eventId, kind: n.kind, targets: n.targets, access: n.access };
  if (await unlessGone(insertForOne(db, { ...one, built: n.build(actor) }), false)) await pruneUser(db, n.tenantId, n.recipientId);
}

export async function onComment(db: Db, { id, tenantId, payload: e }: DomainEvent<'community.comment.created'>) {
  await notifyOne(db, {
    tenantId,
    eventId: id,
    actorId: e.authorId,
    recipientId: e.postAuthorId,
    kind: 'comment',
    build: (actor) => commentPayload(tenantId, e, actor),
    targets: { postId: e.postId, communityCommentId: e.commentId },
    access: mayEnterCommunity(tenantId, e.communityId),
  });
}

export async function onReply(db: Db, { id, tenantId, payload: e }: DomainEvent<'community.reply.created'>) {
  await notifyOne(db, {
    tenantId,
    eventId: id,
    actorId: e.authorId,
    recipientId: e.parentAuthorId,
    kind: 'reply',
    build: (actor) => replyPayload(tenantId, e, actor),
    targets: { postId: e.postId, communityCommentId: e.commentId },
    access: mayEnterCommunity(tenantId, e.communityId),
  });
}

/** The school's answer to a student's question under a lesson: a staff reply to a comment that was not staff's. */
export async function onLessonReply(db: Db, { id, tenantId, payload: e }: DomainEvent<'lesson.reply.created'>) {
  if (!e.authorIsStaff || e.parentAuthorIsStaff !== false || e.parentAuthorId === null) return;
  await notifyOne(db, {
    tenantId,
    eventId: id,
    actorId: e.authorId,
    recipientId: e.parentAuthorId,
    kind: 'reply',
    build: (actor) => doubtPayload(e, actor),
    targets: { lessonCommentId: e.commentId },
    access: opensCourse(db, { tenantId, learnerId: e.parentAuthorId, courseId: e.courseId }),
  });
}

export async function onLike(db: Db, { id, tenantId, payload: e }: DomainEvent<'community.post.liked'>) {
  if (e.likerId === e.postAuthorId) return;
  const liker = await personOf(db, tenantId, e.likerId);
  if (!liker) return;
  const like = {
    tenantId,
    userId: e.postAuthorId,
    eventId: id,
    postId: e.postId,
    built: likePayload(tenantId, e, liker),
    access: mayEnterCommunity(tenantId, e.communityId),
  };
  if (await unlessGone(foldLike(db, like), false)) await pruneUser(db, tenantId, e.postAuthorId);
}

/**
 * Up to `perJob` statements of a post's fan-out, then the job of the rest, enqueued in the last
 * one's transaction: a crash before a commit leaves that part to run again (inserting nothing
 * twice, as every row is keyed), a crash after the last leaves the next job queued. The post's
 * rows are not pruned to NOTIFICATIONS_KEPT here (the single-recipient types prune; the feed reads
 * the newest first either way).
 */
export async function runPostBatch(db: Db, job: PostBatchJob) {
  const { tenantId, eventId, post } = job;
  const author = await personOf(db, tenantId, post.authorId);
  if (!author) return;
  const built = postPayload(tenantId, post, author);
  const readers = mayEnterCommunity(tenantId, post.communityId);
  const { rows, perJob } = batch;
  let afterUserId = job.afterUserId;
  for (let part = 1; part <= perJob; part++) {
    const next = await unlessGone(
      db.transaction(async (tx) => {
        await takeFanoutTurn(tx);
        const done = await insertPostBatch(tx, {
          tenantId,
          eventId,
          communityId: post.communityId,
          authorId: post.authorId,
          candidates: communityCandidatesAfter(tenantId, post.communityId, afterUserId, rows),
          built,
          postId: post.postId,
          readers,
        });
        const more = done.scanned === rows && done.lastUserId !== null ? done.lastUserId : null;
        if (more !== null && part === perJob) {
          await enqueue(tx, 'notifications.post-batch', { ...job, afterUserId: more }, { tenantId });
        }
        return more;
      }),
      null,
    );
    if (next === null) return;
    afterUserId = next;
  }
}

/** A new post: its first batch now, in the event's delivery; the rest in jobs of their own. */
export const onPost = (db: Db, { id, tenantId, payload }: DomainEvent<'community.post.created'>) =>
  runPostBatch(db, { tenantId, eventId: id, post: payload, afterUserId: 0 });
