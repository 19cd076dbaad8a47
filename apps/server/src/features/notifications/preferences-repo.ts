import type { Channel, PreferenceKind } from '@trilha/shared/notifications/schemas';
import { and, eq, sql } from 'drizzle-orm';
import { notificationMutes, notificationPreferences } from '../../db/schema/index';
import type { Db } from '../../platform/db/client';
import type { Owner } from './repo';

/** The four rows' switches, as stored in the eight boolean columns. */
export type Switches = Record<PreferenceKind, Channel>;

type Row = {
  like_platform: boolean | null;
  like_email: boolean | null;
  comment_platform: boolean | null;
  comment_email: boolean | null;
  reply_platform: boolean | null;
  reply_email: boolean | null;
  post_platform: boolean | null;
  post_email: boolean | null;
  muted: number[] | null;
};

/** No saved row: everything on (docs/notifications.md "Preferences"). */
const on = (value: boolean | null) => value ?? true;

/**
 * The user's switches and muted communities in one statement: a one-row select left-joins the
 * preferences row (absent for a user who never saved) and aggregates the mutes.
 */
export async function findPreferences(db: Db, owner: Owner): Promise<{ switches: Switches; muted: number[] }> {
  const result = await db.execute(sql`
    select p.like_platform, p.like_email, p.comment_platform, p.comment_email,
      p.reply_platform, p.reply_email, p.post_platform, p.post_email,
      (select array_agg(m.community_id) from notification_mutes m
        where m.tenant_id = ${owner.tenantId} and m.user_id = ${owner.userId}) as muted
    from (select 1) one
    left join notification_preferences p on p.tenant_id = ${owner.tenantId} and p.user_id = ${owner.userId}`);
  const row = (result as { rows: Row[] }).rows[0];
  return {
    switches: {
      like: { platform: on(row?.like_platform ?? null), email: on(row?.like_email ?? null) },
      comment: { platform: on(row?.comment_platform ?? null), email: on(row?.comment_email ?? null) },
      reply: { platform: on(row?.reply_platform ?? null), email: on(row?.reply_email ?? null) },
      post: { platform: on(row?.post_platform ?? null), email: on(row?.post_email ?? null) },
    },
    // Both drivers return an int[] as numbers; the aggregate is null when nothing is muted.
    muted: (row?.muted ?? []).map(Number),
  };
}

/**
 * Saves the switches and replaces the mutes in one transaction. The upsert comes first: it locks
 * the user's preferences row, so two saves of the same user run one after the other and the mutes
 * end as the later one wrote them.
 */
export async function savePreferences(db: Db, owner: Owner, props: { switches: Switches; muted: readonly number[] }) {
  const { like, comment, reply, post } = props.switches;
  const columns = {
    likePlatform: like.platform,
    likeEmail: like.email,
    commentPlatform: comment.platform,
    commentEmail: comment.email,
    replyPlatform: reply.platform,
    replyEmail: reply.email,
    postPlatform: post.platform,
    postEmail: post.email,
  };
  await db.transaction(async (tx) => {
    await tx
      .insert(notificationPreferences)
      .values({ tenantId: owner.tenantId, userId: owner.userId, ...columns })
      .onConflictDoUpdate({
        target: [notificationPreferences.tenantId, notificationPreferences.userId],
        set: { ...columns, updatedAt: sql`now()` },
      });
    await tx
      .delete(notificationMutes)
      .where(and(eq(notificationMutes.tenantId, owner.tenantId), eq(notificationMutes.userId, owner.userId)));
    if (props.muted.length > 0) {
      await tx
        .insert(notificationMutes)
        .values(props.muted.map((communityId) => ({ tenantId: owner.tenantId, userId: owner.userId, communityId })))
        .onConflictDoNothing();
    }
  });
}
