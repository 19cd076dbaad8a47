import { and, eq, sql, type SQL } from 'drizzle-orm';
import { notificationMutes, notificationPreferences as prefs, notifications, users } from '../../db/schema/index';
import { type Db, rowsOf } from '../../platform/db/client';
import type { Built, NotificationType, Person } from './payloads';

/**
 * The writes that create notifications (docs/notifications.md "Exactly once, folding, deletion",
 * "Fan-out"). Each is one statement whose uniqueness the database holds: a second delivery, a
 * re-run job or a concurrent worker inserts nothing twice, without a read before the write.
 */

/** A user keeps their newest 1,000 notifications. */
export const NOTIFICATIONS_KEPT = 1_000;

/** The preference row that decides each type (no row: everything on). */
export type PreferenceKind = 'like' | 'comment' | 'reply' | 'post';
const switches = {
  like: { platform: prefs.likePlatform, email: prefs.likeEmail },
  comment: { platform: prefs.commentPlatform, email: prefs.commentEmail },
  reply: { platform: prefs.replyPlatform, email: prefs.replyEmail },
  post: { platform: prefs.postPlatform, email: prefs.postEmail },
} as const;

/**
 * The columns the preferences decide, for the recipient `users` row joined to its (left-joined)
 * preferences: in_feed is the Plataforma switch, mail waits for the sweep when E-mail is on, and a
 * recipient with both off gets no row at all.
 */
function channels(kind: PreferenceKind) {
  const { platform, email } = switches[kind];
  return {
    inFeed: sql`coalesce(${platform}, true)`,
    mailState: sql`case when coalesce(${email}, true) then 'pending' else 'none' end`,
    wanted: sql`(${prefs.userId} is null or ${platform} or ${email})`,
  };
}
const prefsJoin = (tenantId: number) => sql`left join ${prefs} on ${prefs.tenantId} = ${tenantId} and ${prefs.userId} = ${users.id}`;

/** The actor as the users table names them now; null when they are gone (nothing to notify in their name). */
export async function personOf(db: Db, tenantId: number, userId: number): Promise<Person | null> {
  const [row] = await db
    .select({ name: users.name, photo_url: users.photoUrl })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
  return row ?? null;
}

/** What a notification points at: its foreign keys remove it with the post or the comment. */
export type Targets = { postId?: number; communityCommentId?: number; lessonCommentId?: number };

/**
 * One recipient's notification, when they may see it (`access`, SQL over the `users` row) and want
 * it. Answers whether a row was inserted (false: not for them, or this event already notified them).
 */
export async function insertForOne(
  db: Db,
  n: {
    tenantId: number;
    userId: number;
    eventId: number;
    kind: PreferenceKind;
    built: Built<NotificationType>;
    targets: Targets;
    access: SQL;
  },
): Promise<boolean> {
  const c = channels(n.kind);
  const result = await db.execute(sql`
    insert into ${notifications} (tenant_id, user_id, type, event_id, data, redirect_url, in_feed, mail_state,
      post_id, community_comment_id, lesson_comment_id)
    select ${n.tenantId}, ${users.id}, ${n.built.type}, ${n.eventId}, ${JSON.stringify(n.built.data)}::jsonb, ${n.built.redirectUrl},
      ${c.inFeed}, ${c.mailState}, ${n.targets.postId ?? null}::integer, ${n.targets.communityCommentId ?? null}::integer,
      ${n.targets.lessonCommentId ?? null}::integer
    from ${users} ${prefsJoin(n.tenantId)}
    where ${users.tenantId} = ${n.tenantId} and ${users.id} = ${n.userId} and ${c.wanted} and ${n.access}
    on conflict do nothing
    returning id`);
  return rowsOf(result).length > 0;
}

/**
 * A like on the recipient's post (docs/notifications.md: likes fold). One statement: the receipt
 * makes the event count once; only a new receipt inserts a line or folds into the unread one (the
 * partial unique index notifications_like_fold), naming the newest liker, counting one more other,
 * and moving it to the top. Answers whether the event counted.
 */
export async function foldLike(
  db: Db,
  n: { tenantId: number; userId: number; eventId: number; built: Built<'community_like'>; postId: number; access: SQL },
): Promise<boolean> {
  const c = channels('like');
  const result = await db.execute(sql`
    with wanted as (
      select ${users.id} as user_id, ${c.inFeed} as in_feed, ${c.mailState} as mail_state
      from ${users} ${prefsJoin(n.tenantId)}
      where ${users.tenantId} = ${n.tenantId} and ${users.id} = ${n.userId} and ${c.wanted} and ${n.access}
    ), receipt as (
      insert into notification_receipts (tenant_id, user_id, event_id)
      select ${n.tenantId}, user_id, ${n.eventId} from wanted
      on conflict do nothing
      returning user_id
    )
    insert into ${notifications} as n (tenant_id, user_id, type, event_id, data, redirect_url, in_feed, mail_state, post_id)
    select ${n.tenantId}, wanted.user_id, 'community_like', ${n.eventId}, ${JSON.stringify(n.built.data)}::jsonb,
      ${n.built.redirectUrl}, wanted.in_feed, wanted.mail_state, ${n.postId}::integer
    from wanted join receipt on receipt.user_id = wanted.user_id
    on conflict (tenant_id, user_id, post_id) where type = 'community_like' and not read do update set
      data = jsonb_set(excluded.data, '{others_count}', to_jsonb(n.others_count + 1)),
      others_count = n.others_count + 1,
      created_at = now(),
      event_id = excluded.event_id,
      in_feed = excluded.in_feed,
      mail_state = excluded.mail_state
    returning n.id`);
  return rowsOf(result).length > 0;
}

/**
 * Deletes the user's notifications beyond their newest NOTIFICATIONS_KEPT (after a single-recipient
 * insert: the feed's order, so the index of the feed finds the cut).
 */
export async function pruneUser(db: Db, tenantId: number, userId: number) {
  await db.execute(sql`
    delete from ${notifications}
    where ${notifications.tenantId} = ${tenantId} and ${notifications.userId} = ${userId} and ${notifications.id} in (
      select id from ${notifications}
      where tenant_id = ${tenantId} and user_id = ${userId}
      order by created_at desc, id desc
      offset ${NOTIFICATIONS_KEPT})`);
}

/** The advisory lock of fan-out statements (the only advisory lock of the app: any constant serves). */
const FANOUT_LOCK = 17_001;

/**
 * Holds the database's fan-out turn until the transaction ends: one fan-out statement runs at a
 * time, whatever the processes and job loops. Several at once (two server processes, each taking
 * a large post's next job) took both cores of a small server, and posting waited for a core
 * (docs/performance.md "Notifications"); a waiting batch holds a connection, not a core.
 */
export async function takeFanoutTurn(tx: Db) {
  await tx.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(FANOUT_LOCK))})`);
}

export type BatchResult = { scanned: number; inserted: number; lastUserId: number | null };

/**
 * One batch of a post's fan-out as one statement: the next members the community could hold
 * (`candidates`, in user-id order), of whom those who may read the community (`readers`: SQL over
 * `users`, communities/public.ts), less the author, those with the post switches both off and
 * those who muted the community. The batch is taken from the users' key alone and the checks run
 * on its rows only: checked while choosing, each statement's plan could weigh the school's whole
 * role and enrolment tables, a cost paid again by every batch. Answers how many members the batch
 * covered (fewer than the candidates' limit: the last batch) and the last one's id.
 */
export async function insertPostBatch(
  db: Db,
  n: {
    tenantId: number;
    eventId: number;
    communityId: number;
    authorId: number;
    /** The next members to consider, `id` in id order (communities/public.ts communityCandidatesAfter). */
    candidates: SQL;
    built: Built<'community_post'>;
    postId: number;
    readers: SQL;
  },
): Promise<BatchResult> {
  const c = channels('post');
  const result = await db.execute(sql`
    with batch as (${n.candidates}), inserted as (
      insert into ${notifications} (tenant_id, user_id, type, event_id, data, redirect_url, in_feed, mail_state, post_id)
      select ${n.tenantId}, ${users.id}, 'community_post', ${n.eventId}, ${JSON.stringify(n.built.data)}::jsonb, ${n.built.redirectUrl},
        ${c.inFeed}, ${c.mailState}, ${n.postId}::integer
      from batch join ${users} on ${users.tenantId} = ${n.tenantId} and ${users.id} = batch.id ${prefsJoin(n.tenantId)}
      where ${users.id} <> ${n.authorId} and ${n.readers} and ${c.wanted} and not exists (select 1 from ${notificationMutes}
        where ${notificationMutes.tenantId} = ${n.tenantId} and ${notificationMutes.userId} = batch.id
          and ${notificationMutes.communityId} = ${n.communityId})
      on conflict do nothing
      returning 1
    )
    select (select count(*) from batch)::integer as scanned, (select count(*) from inserted)::integer as inserted,
      (select max(id) from batch)::integer as last_user_id`);
  const [row] = rowsOf<{ scanned: number; inserted: number; last_user_id: number | null }>(result);
  return { scanned: row?.scanned ?? 0, inserted: row?.inserted ?? 0, lastUserId: row?.last_user_id ?? null };
}
