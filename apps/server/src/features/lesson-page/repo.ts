import { and, eq, sql } from 'drizzle-orm';
import { lessonLikes, lessons, platformSettings } from '../../db/schema/index';
import type { Db } from '../../platform/db/client';
import { lessonIsPublished, lessonOpenNow } from '../catalog/public';

type Tenant = { tenantId: number };

// ---- Ajustes gerais ----

const settingsColumns = { lessonComments: platformSettings.lessonComments, themeClasses: platformSettings.themeClasses };

export async function findLessonSettings(db: Db, { tenantId }: Tenant) {
  const [row] = await db.select(settingsColumns).from(platformSettings).where(eq(platformSettings.tenantId, tenantId)).limit(1);
  return row ?? null;
}

/** Turns the school's lesson comments on or off; answers the settings as saved. */
export async function updateLessonComments(db: Db, { tenantId, on }: Tenant & { on: boolean }) {
  const [row] = await db
    .update(platformSettings)
    .set({ lessonComments: on, updatedAt: new Date() })
    .where(eq(platformSettings.tenantId, tenantId))
    .returning(settingsColumns);
  return row ?? null;
}

// ---- The lesson a comment or like names ----

/**
 * Whether `userId` likes the lesson and its likes count, in one read (the lesson's existence and
 * access come from the catalog's cached outline and viewer).
 */
export async function findLike(db: Db, { tenantId, lessonId, userId }: Tenant & { lessonId: number; userId: number }) {
  const [row] = await db
    .select({
      liked: sql<boolean>`exists (select 1 from lesson_likes l where l.tenant_id = ${tenantId} and l.lesson_id = ${lessonId}
        and l.user_id = ${userId})`,
      likesCount: sql<number>`(select count(*)::int from lesson_likes l where l.tenant_id = ${tenantId} and l.lesson_id = ${lessonId})`,
    })
    .from(sql`(select 1) as one`);
  return { liked: row?.liked === true, likesCount: row?.likesCount ?? 0 };
}

/**
 * What a write needs to know first, in ONE read (on the embedded database each query holds the
 * server's only thread): the lesson, whether the writer may open it NOW (`learnerId` null: staff,
 * who preview every course; otherwise a live enrollment in a product that opens its course, the
 * catalog's rule, checked fresh as the catalog's progress write does) and whether the school's
 * comments are on.
 */
export async function findLessonToWrite(
  db: Db,
  { tenantId, lessonId, learnerId }: Tenant & { lessonId: number; learnerId: number | null },
) {
  // A lesson not yet released to this student (drip) is closed to writes as a locked one is.
  const open = lessonOpenNow(db, { tenantId, learnerId });
  const [row] = await db
    .select({
      id: lessons.id,
      title: lessons.title,
      courseId: lessons.courseId,
      open,
      commentsOn: sql<boolean>`coalesce((select ps.lesson_comments from platform_settings ps where ps.tenant_id = ${tenantId}), true)`,
    })
    .from(lessons)
    .where(and(eq(lessons.tenantId, tenantId), eq(lessons.id, lessonId), lessonIsPublished()))
    .limit(1);
  return row ?? null;
}

// ---- Likes ----

/**
 * Likes or unlikes a lesson in one statement: the primary key (tenant, lesson, user) is the rule,
 * so twenty requests at once insert one row (`on conflict do nothing`; a concurrent insert waits on
 * the key, then does nothing). True only when this statement inserted (or deleted) the row.
 */
export async function writeLike(
  db: Db,
  { tenantId, lessonId, userId, liked }: Tenant & { lessonId: number; userId: number; liked: boolean },
) {
  const changed = liked
    ? await db.insert(lessonLikes).values({ tenantId, lessonId, userId }).onConflictDoNothing().returning({ id: lessonLikes.lessonId })
    : await db
        .delete(lessonLikes)
        .where(and(eq(lessonLikes.tenantId, tenantId), eq(lessonLikes.lessonId, lessonId), eq(lessonLikes.userId, userId)))
        .returning({ id: lessonLikes.lessonId });
  return changed.length > 0;
}

/**
 * The count as committed now. Read apart from the write: the write's own snapshot predates a
 * concurrent like it waited for on the key.
 */
export async function countLikes(db: Db, { tenantId, lessonId }: Tenant & { lessonId: number }): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(lessonLikes)
    .where(and(eq(lessonLikes.tenantId, tenantId), eq(lessonLikes.lessonId, lessonId)));
  return row?.n ?? 0;
}
