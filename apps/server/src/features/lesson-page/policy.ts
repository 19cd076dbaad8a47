import type { Member } from '../../platform/auth/member';
import type { MemberFeature } from '../../platform/auth/policy';

/**
 * Who may do what on the lesson screen (docs/lesson-page.md), one rule a line:
 * - the template and the comments switch: editors (admin, owner) read and change them;
 * - comments and likes: members who can open the lesson (staff every lesson; a student through a
 *   live enrollment in a product that opens its course, features/catalog/policy.ts);
 * - the review account takes no part in them, reads included (spec 000 §2's reduced experience,
 *   platform/auth/policy.ts): it has no communities, where members write to each other, and a
 *   lesson's comments and likes are the same members' talk, so the same feature keeps it out;
 * - a new comment or reply: only while the school's comments are on, for staff too (the section is gone);
 * - a comment is deleted by its author or by staff (moderator, admin, owner);
 * - a comment is marked the school's answer when its author holds a staff role in the school.
 */
export const mayDeleteComment = (member: Member, comment: { userId: number }) => comment.userId === member.userId || member.staff;
/** The feature of memberFeatures a lesson's comments and likes ask for (the review account has it off). */
export const LESSON_TALK: MemberFeature = 'communities';
