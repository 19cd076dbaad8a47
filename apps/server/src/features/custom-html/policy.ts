import type { CustomHtmlScreen } from '@trilha/shared/custom-html/schemas';
import type { BlockSummary } from './repo';

/**
 * Who may do what with custom HTML blocks (spec 002 "HTML personalizado"; docs/custom-html.md):
 * - editors (admin, owner) list every block, create, edit and delete them (the edit panel's
 *   section); the route guard requireEditor holds it;
 * - a member reads the blocks of a screen, and their frames, only where they may see that screen
 *   (access.ts: the screen's own rule: the course's product, community membership, the review
 *   account's reduced experience);
 * - a block shows on its page's screens; a selector naming an item narrows it to that item's
 *   screens (a null selector is "all"). A screen that does not say an item sees only "all" blocks.
 */
export const showsOn = (block: BlockSummary, screen: CustomHtmlScreen) =>
  (block.communityId === null || block.communityId === screen.community_id) &&
  (block.courseId === null || block.courseId === screen.course_id) &&
  (block.moduleId === null || block.moduleId === screen.module_id) &&
  (block.lessonId === null || block.lessonId === screen.lesson_id);
