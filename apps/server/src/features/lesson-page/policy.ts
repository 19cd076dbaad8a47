import type { Member } from '../../platform/auth/member';

/**
 * Who may do what on the lesson screen (docs/lesson-page.md), one rule a line:
 * - the template and the comments switch: editors (admin, owner) read and change them;
 * - comments and likes: members who can open the lesson (staff every lesson; a student through a
 *   live enrollment in a product that opens its course, features/catalog/policy.ts);
 * - a new comment or reply: only while the school's comments are on, for staff too (the section is gone);
 * - a comment is deleted by its author or by staff (moderator, admin, owner);
 * - a comment is marked the school's answer when its author holds a staff role in the school.
 */
export const mayDeleteComment = (member: Member, comment: { userId: number }) => comment.userId === member.userId || member.staff;
