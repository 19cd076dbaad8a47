import type { CommunityView } from '../../api/feed-types';

/** What a member may do with the posts of one community, as the server holds it (staff always may). */
export type PostRules = {
  tenant: number;
  communityId: number;
  communityTitle: string;
  likes: boolean;
  comments: boolean;
  canModerate: boolean;
};

export const postRules = (tenant: number, view: CommunityView): PostRules => ({
  tenant,
  communityId: view.id,
  communityTitle: view.title,
  likes: view.likes || view.can_moderate,
  comments: view.comments || view.can_moderate,
  canModerate: view.can_moderate,
});
