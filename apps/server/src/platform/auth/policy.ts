import type { RoleSlug } from '@trilha/shared/accounts/roles';

type Roles = readonly { slug: RoleSlug }[];

/** Staff: any role other than student (spec 000 §6). */
export const isStaff = (roles: Roles) => roles.some((r) => r.slug !== 'student');
/** canEdit: admin or owner (contract). Moderators manage community content only. */
export const canEdit = (roles: Roles) => roles.some((r) => r.slug === 'admin' || r.slug === 'owner');

/**
 * What a member's screens offer besides their profile and courses. The App Store review account
 * (contract: the `review_account` flag) gets the reduced experience of spec 000 §2: only "My
 * profile", no favourites, reviews, notifications, study reminder, custom links or language and
 * notification controls. Decided here once: /api/me sends it (the web app shows nothing else) and
 * the routes behind each part refuse or leave out what it does not offer. An editor flagged by
 * mistake keeps everything, so they can still see what they edit.
 */
export function memberFeatures(user: { roles: Roles; reviewAccount: boolean }) {
  const full = !user.reviewAccount || canEdit(user.roles);
  return {
    /** The profile drawer's full list; false: "My profile" alone. */
    full_menu: full,
    favorites: full,
    communities: full,
    /** The spec's "reviews": Avaliações, the student's quizzes (/avaliacoes and every attempt route). */
    reviews: full,
    notifications: full,
    reminders: full,
    custom_links: full,
    language: full,
  };
}
export type MemberFeature = keyof ReturnType<typeof memberFeatures>;
