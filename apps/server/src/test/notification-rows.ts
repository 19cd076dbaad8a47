import { slugify } from '@trilha/shared/catalog/schemas';
import type { NotificationType } from '@trilha/shared/notifications/constants';
import { sql } from 'drizzle-orm';
import { notifications } from '../db/schema/index';
import type { Db } from '../platform/db/client';

/**
 * Notification rows written straight in the database for the feed's and the bell's tests, shaped as
 * the fan-out stores them (docs/notifications.md): `data` holds exactly the payload keys of the type
 * (spec 000 §3), the foreign keys point at a real post, comment or lesson comment of the school, and
 * `redirect_url` is computed by type.
 */
export type Scene = {
  tenantId: number;
  post: { id: number; title: string; communityId: number };
  /** Null when the school's seed has none: the row then points at the post (or lesson) alone. */
  comment: { id: number; content: string } | null;
  lesson: { id: number; title: string; courseId: number };
  lessonComment: { id: number } | null;
};

/** The school's first post (with its first comment, if any) and first lesson (with its first comment, if any), as seeded. */
export async function loadScene(db: Db, tenantId: number): Promise<Scene> {
  const post = await db.execute(sql`
    select p.id, p.title, p.community_id, c.id as comment_id, c.content
    from community_posts p left join community_comments c on c.tenant_id = p.tenant_id and c.post_id = p.id
    where p.tenant_id = ${tenantId} order by c.id is null, p.id, c.id limit 1`);
  const lesson = await db.execute(sql`
    select l.id, l.title, l.course_id, c.id as comment_id
    from lessons l left join lesson_comments c on c.tenant_id = l.tenant_id and c.lesson_id = l.id
    where l.tenant_id = ${tenantId} order by c.id is null, l.id, c.id limit 1`);
  type PostRow = { id: number; title: string; community_id: number; comment_id: number | null; content: string | null };
  type LessonRow = { id: number; title: string; course_id: number; comment_id: number | null };
  const p = (post as { rows: PostRow[] }).rows[0];
  const l = (lesson as { rows: LessonRow[] }).rows[0];
  if (!p || !l) throw new Error(`school ${tenantId} has no post or lesson to point notifications at`);
  return {
    tenantId,
    post: { id: p.id, title: p.title, communityId: p.community_id },
    comment: p.comment_id === null ? null : { id: p.comment_id, content: p.content ?? '' },
    lesson: { id: l.id, title: l.title, courseId: l.course_id },
    lessonComment: l.comment_id === null ? null : { id: l.comment_id },
  };
}

const ana = { name: 'Ana Souza', photo_url: '/files/avatars/ana.webp' };
const staff = { name: 'Camila Rocha', photo_url: null };

/** The stored columns of one notification of `type` for `userId`, as the fan-out writes them. */
export function notificationOf(scene: Scene, type: NotificationType, userId: number) {
  const { tenantId, post, comment, lesson } = scene;
  const toPost = `/comunidade/post/${post.id}/${tenantId}/${post.communityId}`;
  switch (type) {
    case 'doubt':
      return {
        type,
        lessonCommentId: scene.lessonComment?.id ?? null,
        redirectUrl: `/curso/${lesson.courseId}/${slugify(lesson.title)}/${lesson.id}`,
        data: {
          lesson: { id: lesson.id, title: lesson.title },
          response_owner: staff,
          content: 'Ótima pergunta! O modo retrato usa a câmera de profundidade: experimente com luz natural.',
        },
        userId,
      };
    case 'community_post':
      return {
        type,
        postId: post.id,
        redirectUrl: toPost,
        data: { post_id: post.id, community_id: post.communityId, title: post.title, user: ana },
        userId,
      };
    case 'community_comment':
      return {
        type,
        postId: post.id,
        communityCommentId: comment?.id ?? null,
        redirectUrl: toPost,
        data: {
          community_id: post.communityId,
          content: comment?.content ?? 'Que foto linda! Qual aplicativo você usou?',
          user: ana,
          community_comment_data: { post: { id: post.id } },
        },
        userId,
      };
    case 'community_reply':
      return {
        type,
        postId: post.id,
        communityCommentId: comment?.id ?? null,
        redirectUrl: toPost,
        data: {
          community_id: post.communityId,
          content: 'Concordo, e vale testar no fim da tarde também.',
          user: ana,
          post_data: { post_id: post.id },
        },
        userId,
      };
    case 'community_like':
      return {
        type,
        postId: post.id,
        redirectUrl: toPost,
        data: { owner_like: { post_id: post.id, community_id: post.communityId, user: ana, post: { title: post.title } } },
        userId,
      };
  }
}

let nextEvent = 1;

export type RowOptions = { inFeed?: boolean; read?: boolean; othersCount?: number; createdAt?: Date; data?: unknown };

/** Inserts notifications (each its own domain event id) and answers their ids, in the order given. */
export async function insertNotifications(
  db: Db,
  scene: Scene,
  rows: ({ type: NotificationType; userId: number } & RowOptions)[],
): Promise<number[]> {
  if (rows.length === 0) return [];
  const values = rows.map(({ type, userId, inFeed = true, read = false, othersCount = 0, createdAt, data }) => {
    const row = notificationOf(scene, type, userId);
    return {
      ...row,
      tenantId: scene.tenantId,
      eventId: nextEvent++,
      data: data === undefined ? row.data : data,
      inFeed,
      read,
      othersCount,
      ...(createdAt ? { createdAt } : {}),
    };
  });
  const inserted = await db.insert(notifications).values(values).returning({ id: notifications.id });
  return inserted.map((r) => r.id);
}
