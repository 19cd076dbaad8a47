import type { SessionUser } from '../../platform/auth/session';
import { previewsEverything } from '../catalog/public';

/**
 * Who may do what with lives (docs/lives.md "Who may do what"), one rule a line:
 * - editors (admin, owner) schedule, change and delete lives, from the edit panel's Página de aula
 *   section; the routes' editorScope (guards.ts requireEditor) holds it;
 * - staff (moderators too) read the school's list, so whoever answers the students knows what is on;
 * - staff see and watch every live, as they preview every course;
 * - a live with no products is the whole school's; otherwise a member sees it while holding one of
 *   its products live (the SQL form is repo.ts visibleTo; mayWatch below, for the lives kept in memory).
 */
export const viewerOf = (user: SessionUser) => ({ tenantId: user.tenantId, userId: user.id, staff: previewsEverything(user) });

/** The live page's address for a live (CONTRACT "Notifications", has-live `watch_url`). */
export const watchUrl = (id: number) => `/live?watch=${id}`;

/** The same rule on a live kept in memory: staff, or a live for the whole school, or one of its products held live. */
export const mayWatch = (viewer: { staff: boolean; products: ReadonlySet<number> }, productIds: readonly number[]) =>
  viewer.staff || productIds.length === 0 || productIds.some((id) => viewer.products.has(id));
