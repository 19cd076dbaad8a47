import { sql } from 'drizzle-orm';
import { domainEvents } from '../db/schema/index';
import { onComment, onLessonReply, onLike, onReply } from '../features/notifications/fanout';
import type { DomainEvent, DomainEventPayloads, EventType } from '../platform/events';
import { type Db, rowsOf } from '../platform/db/client';
import { excerptOf } from '../platform/event-text';

/** How far back the seeded comments, replies, likes and answers notify: a fortnight of life. */
const DAYS = 14;
/** What is older than this is already read, so the bell shows a handful and the feed keeps history. */
const READ_AFTER_DAYS = 2;

type Happened = { at: Date; type: EventType; payload: DomainEventPayloads[EventType] };

/**
 * The demo schools' notifications (docs/notifications.md), made the way the running product makes
 * them: each seeded comment, reply, like and staff answer of the last fortnight becomes the domain
 * event its write would have published, and the notifications subscriber's own handler turns it
 * into notifications, with every rule (preferences, access, folding of likes) applied. Then each
 * takes its event's time, the older ones are read, and none waits for e-mail: the seed's past is
 * not news to mail at first start.
 */
export async function seedNotifications(db: Db, tenantId: number) {
  const happened = [...(await communityEvents(db, tenantId)), ...(await lessonAnswers(db, tenantId))].sort(
    (a, b) => a.at.getTime() - b.at.getTime(),
  );
  for (const h of happened) {
    const [row] = await db
      .insert(domainEvents)
      .values({ tenantId, type: h.type, payload: h.payload, createdAt: h.at })
      .returning({ id: domainEvents.id });
    if (!row) throw new Error('seed: insert into domain_events returned no row');
    const event = { id: row.id, tenantId, type: h.type, payload: h.payload, createdAt: h.at };
    if (h.type === 'community.comment.created') await onComment(db, event as DomainEvent<'community.comment.created'>);
    else if (h.type === 'community.reply.created') await onReply(db, event as DomainEvent<'community.reply.created'>);
    else if (h.type === 'community.post.liked') await onLike(db, event as DomainEvent<'community.post.liked'>);
    else await onLessonReply(db, event as DomainEvent<'lesson.reply.created'>);
  }
  await db.execute(sql`
    update notifications n set
      created_at = e.created_at,
      read = e.created_at < now() - make_interval(days => ${READ_AFTER_DAYS}),
      mail_state = 'none'
    from domain_events e
    where n.tenant_id = ${tenantId} and e.tenant_id = ${tenantId} and e.id = n.event_id`);
}

async function communityEvents(db: Db, tenantId: number): Promise<Happened[]> {
  const comments = rowsOf<{
    id: number;
    post_id: number;
    community_id: number;
    user_id: number;
    post_author: number;
    parent_id: number | null;
    parent_author: number | null;
    content: string;
    created_at: string | Date;
  }>(
    await db.execute(sql`
      select c.id, c.post_id, p.community_id, c.user_id, p.user_id as post_author, c.parent_id,
        parent.user_id as parent_author, c.content, c.created_at
      from community_comments c
      join community_posts p on p.tenant_id = c.tenant_id and p.id = c.post_id
      left join community_comments parent on parent.tenant_id = c.tenant_id and parent.id = c.parent_id
      where c.tenant_id = ${tenantId} and c.created_at > now() - make_interval(days => ${DAYS})`),
  );
  const likes = rowsOf<{
    post_id: number;
    community_id: number;
    user_id: number;
    post_author: number;
    title: string | null;
    created_at: string | Date;
  }>(
    await db.execute(sql`
      select l.post_id, p.community_id, l.user_id, p.user_id as post_author, p.title, l.created_at
      from community_post_likes l
      join community_posts p on p.tenant_id = l.tenant_id and p.id = l.post_id
      where l.tenant_id = ${tenantId} and l.created_at > now() - make_interval(days => ${DAYS})`),
  );
  return [
    ...comments.map((c) => ({
      at: new Date(c.created_at),
      type: c.parent_id === null ? ('community.comment.created' as const) : ('community.reply.created' as const),
      payload: {
        commentId: c.id,
        postId: c.post_id,
        communityId: c.community_id,
        authorId: c.user_id,
        postAuthorId: c.post_author,
        parentId: c.parent_id,
        parentAuthorId: c.parent_author,
        excerpt: excerptOf(c.content),
      },
    })),
    ...likes.map((l) => ({
      at: new Date(l.created_at),
      type: 'community.post.liked' as const,
      payload: {
        postId: l.post_id,
        communityId: l.community_id,
        likerId: l.user_id,
        postAuthorId: l.post_author,
        postTitle: l.title ?? '',
      },
    })),
  ];
}

/** The staff's answers to students' questions under lessons: the `doubt` notifications. */
async function lessonAnswers(db: Db, tenantId: number): Promise<Happened[]> {
  const answers = rowsOf<{
    id: number;
    lesson_id: number;
    lesson_title: string;
    course_id: number;
    user_id: number;
    parent_id: number;
    parent_author: number;
    content: string;
    created_at: string | Date;
  }>(
    await db.execute(sql`
      select c.id, c.lesson_id, l.title as lesson_title, l.course_id, c.user_id, c.parent_id,
        parent.user_id as parent_author, c.content, c.created_at
      from lesson_comments c
      join lesson_comments parent on parent.tenant_id = c.tenant_id and parent.id = c.parent_id
      join lessons l on l.tenant_id = c.tenant_id and l.id = c.lesson_id
      where c.tenant_id = ${tenantId} and c.author_is_staff and not parent.author_is_staff
        and c.created_at > now() - make_interval(days => ${DAYS})`),
  );
  return answers.map((a) => ({
    at: new Date(a.created_at),
    type: 'lesson.reply.created' as const,
    payload: {
      commentId: a.id,
      lessonId: a.lesson_id,
      lessonTitle: a.lesson_title,
      courseId: a.course_id,
      authorId: a.user_id,
      authorIsStaff: true,
      parentId: a.parent_id,
      parentAuthorId: a.parent_author,
      parentAuthorIsStaff: false,
      excerpt: excerptOf(a.content),
    },
  }));
}
