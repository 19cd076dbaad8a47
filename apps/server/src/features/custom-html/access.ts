import type { CustomHtmlPage, CustomHtmlScreen } from '@trilha/shared/custom-html/schemas';
import { memberFeatures } from '../../platform/auth/policy';
import type { SessionUser } from '../../platform/auth/session';
import type { Db } from '../../platform/db/client';
import { isCourseLocked, readViewer, type CourseAccess } from '../catalog/public';
import { subscribedCommunities } from '../communities/public';
import type { BlockSummary } from './repo';

/** A screen, or the place a block is put on: its page and the items that decide who sees it (null: "all", or none named). */
export type Place = { page: CustomHtmlPage; communityId: number | null; courseId: number | null };

export const placeOfScreen = (page: CustomHtmlPage, screen: CustomHtmlScreen): Place => ({
  page,
  communityId: screen.community_id ?? null,
  courseId: screen.course_id ?? null,
});
export const placeOfBlock = (block: BlockSummary): Place => ({
  page: block.page,
  communityId: block.communityId,
  courseId: block.courseId,
});

/**
 * Who sees a screen, and so every block placed on it (docs/custom-html.md "Who sees a block"): the
 * rule the screen itself uses, so a block never shows where its screen is closed. The screen's list
 * and the block's frame both ask this one function.
 * - a course, module or lesson: whoever opens the course (its product; the staff preview every
 *   course: catalog's viewer). A module and a lesson are always of the block's course (checked on
 *   write), so the course decides. "All courses": whoever opens one;
 * - a community: whoever may enter it now (communities' rule: membership of a community with
 *   products; the review account none). "All communities": whoever may enter one;
 * - favourites: not the review account (its reduced experience, platform/auth/policy.ts);
 * - every other page: every member of the school.
 * What it reads is the user's own and kept in memory by its owner (the viewer, the communities'
 * access rows), forgotten when their rows change: a warm check runs no statement, and a list kept
 * for the school is filtered per viewer after it is read (view-cache.ts holds no one's access).
 */
export function placeAccess(db: Db, user: SessionUser): (place: Place) => Promise<boolean> {
  const features = memberFeatures(user);
  let courses: Promise<CourseAccess> | undefined;
  let communities: Promise<ReadonlySet<number>> | undefined;
  // Read at the first place that needs it: a home screen's list reads neither.
  const coursesOpen = () => (courses ??= readViewer(db, user).then((viewer) => viewer.access));
  const communitiesOpen = () =>
    (communities ??= features.communities
      ? subscribedCommunities(db, user).then((list) => new Set(list.map((c) => c.id)))
      : Promise.resolve(new Set<number>()));

  return async ({ page, communityId, courseId }) => {
    switch (page) {
      case 'course':
      case 'module':
      case 'lesson': {
        const access = await coursesOpen();
        if (courseId === null) return access.everything || access.courseIds.size > 0;
        return !isCourseLocked(access, courseId);
      }
      case 'community': {
        const open = await communitiesOpen();
        return communityId === null ? open.size > 0 : open.has(communityId);
      }
      case 'favorite':
        return features.favorites;
      default:
        return true;
    }
  };
}
