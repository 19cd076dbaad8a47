import type { SessionUser } from '../../../platform/auth/session';
import { previewsEverything } from '../../catalog/public';

/**
 * Who may do what with marquees (spec 001 "Letreiro"), one rule a line:
 * - editors (admin, owner) list, create, update and delete them (the edit panel's section); the
 *   routes' editorScope (guards.ts requireEditor) holds it;
 * - any member reads the marquee of a lesson: staff see the marquee of any product that opens the
 *   lesson's course (they preview everything), a student only one of a product they hold live.
 */
export const seesEveryMarquee = (user: SessionUser) => previewsEverything(user);
