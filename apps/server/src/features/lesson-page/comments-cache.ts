import { LESSON_COMMENTS_PAGE_SIZE, LESSON_REPLIES_SHOWN } from '@trilha/shared/lesson-page/constants';
import { lessonComment, type LessonComment } from '@trilha/shared/lesson-page/schemas';
import type { Member } from '../../platform/auth/member';
import { defineCache, deleteOldest, forgetKept, keep, type Kept } from '../../platform/caches';
import type { Db } from '../../platform/db/client';
import { jsonBytes, type JsonBytes } from '../../platform/json-bytes';
import { firstReplies, topCommentsPage } from './comments-repo';
import { presentComment } from './presenter';

/**
 * A lesson's comment pages kept in memory (docs/caching.md, docs/lesson-page.md "Speed"). A page is
 * the same for every member who opens the lesson: its comments, their first replies, authors and
 * counts are kept per (lesson, cursor) and shared; what is the reader's own (`can_delete` on what
 * they wrote, or on everything for staff) is laid over it per request. The reply is kept as bytes per
 * combination of those, so the students who wrote nothing on a page (most of them) share one reply,
 * compressed once.
 *
 * Every page of a lesson is forgotten when any of its comments changes (a comment or reply written
 * or deleted moves every page after it, and a reply moves its parent's count): this process forgets
 * after its own write commits, so the writer reads it at once; every process forgets when the
 * database reports the row's change (migration 0015, `lessonComments`), a few milliseconds after the
 * commit. A user's name or photo changed forgets the pages showing them. COMMENTS_CACHE_MS bounds a
 * page only while the notification connection is lost.
 */
const COMMENTS_CACHE_MS = 10_000;
/** Combinations of own comments kept per page (plus staff's): beyond them the oldest goes. */
const MAX_REPLIES = 8;

type Page = {
  lessonId: number;
  next: number | null;
  /** Every author on the page, replies included: whose rename forgets it. */
  authorIds: ReadonlySet<number>;
  /** The page as a student who wrote none of it sees it, checked against the reply schema. */
  neutral: LessonComment[];
  replies: Map<string, JsonBytes>;
};

/** A page's weight grows with each reply kept (JSON and its compressed copies), so pages and replies are bounded (docs/performance.md "The lesson page"). */
export const commentPagesCache = defineCache<string, Kept<Page>>({
  name: 'lesson-comment-pages',
  what: "a lesson's comment page and its replies",
  where: 'features/lesson-page/comments-cache.ts',
  keyedBy: 'lesson, cursor',
  lifetime: { ms: COMMENTS_CACHE_MS, spread: true },
  max: 1_000,
  forget: (change, entries) => {
    if (change.kind === 'lessonComments') forgetKept(entries, change.tenantId, (page) => page.lessonId === change.lessonId);
    else if (change.kind === 'user') forgetKept(entries, change.tenantId, (page) => page.authorIds.has(change.userId));
  },
});
const NOBODY: Member = { tenantId: 0, userId: 0, staff: false, name: '', photoUrl: null };

/**
 * Two statements whatever the page: the comments (one more than a page says whether another
 * follows, without counting), then the first replies of all of them at once.
 */
async function readPage(db: Db, tenantId: number, lessonId: number, cursor: number | undefined): Promise<Page> {
  const rows = await topCommentsPage(db, { tenantId, lessonId, cursor, limit: LESSON_COMMENTS_PAGE_SIZE + 1 });
  const more = rows.length > LESSON_COMMENTS_PAGE_SIZE;
  const comments = more ? rows.slice(0, LESSON_COMMENTS_PAGE_SIZE) : rows;
  const parentIds = comments.filter((c) => c.repliesCount > 0).map((c) => c.id);
  const replies = await firstReplies(db, { tenantId, parentIds, perParent: LESSON_REPLIES_SHOWN });
  return {
    lessonId,
    next: more ? (comments.at(-1)?.id ?? null) : null,
    authorIds: new Set([...comments, ...replies].map((c) => c.userId)),
    neutral: comments.map((c) =>
      lessonComment.parse(
        presentComment(
          NOBODY,
          c,
          replies.filter((r) => r.parentId === c.id),
        ),
      ),
    ),
    replies: new Map(),
  };
}

const cachedPage = (db: Db, tenantId: number, lessonId: number, cursor: number | undefined): Promise<Page> =>
  keep(db, commentPagesCache, `${tenantId}:${lessonId}:${cursor ?? 0}`, tenantId, () => readPage(db, tenantId, lessonId, cursor));

/** The reply for this reader: the neutral page with `can_delete` on what they may delete, as bytes kept per combination. */
function replyFor(member: Member, page: Page, url: (cursor: number) => string): JsonBytes {
  const mine = (c: { user: { id: number } }) => member.staff || c.user.id === member.userId;
  const own = member.staff
    ? ['staff']
    : page.neutral
        .flatMap((c) => [c, ...c.replies])
        .filter(mine)
        .map((c) => c.id);
  const key = own.join(',');
  const kept = page.replies.get(key);
  if (kept) return kept;
  const data =
    own.length === 0
      ? page.neutral
      : page.neutral.map((c) => ({
          ...c,
          can_delete: mine(c),
          replies: c.replies.map((r) => (mine(r) ? { ...r, can_delete: true } : r)),
        }));
  const bytes = jsonBytes(JSON.stringify({ data, next_page_url: page.next === null ? null : url(page.next) }));
  if (page.replies.size >= MAX_REPLIES) deleteOldest(page.replies);
  page.replies.set(key, bytes);
  return bytes;
}

/**
 * One page of a lesson's top-level comments, newest first, each with its first replies, as `member` sees it
 * (CONTRACT "Lessons and the lesson screen"): from memory when warm. The caller checked the member may open
 * the lesson.
 */
export async function readCommentsPage(
  db: Db,
  member: Member,
  lessonId: number,
  cursor: number | undefined,
  url: (cursor: number) => string,
): Promise<JsonBytes> {
  return replyFor(member, await cachedPage(db, member.tenantId, lessonId, cursor), url);
}

/** A comment of the lesson written, deleted or moved: every page of the lesson. */
export const forgetLessonComments = (db: Db, tenantId: number, lessonId: number) =>
  forgetKept(commentPagesCache.of(db), tenantId, (page) => page.lessonId === lessonId);
