import { apiPath } from '../platform/api-path';

/** The communities' API paths (spec 000, CONTRACT "Communities, staff side" and "Community, student side"), registered by the server and called by the web app. */
export const communityPaths = {
  // Staff side: the Comunidade section and its legacy form (editors).
  /** The school's communities in order, for the edit panel. */
  list: apiPath('/api/auth/community/list/:tenant'),
  newCommunity: apiPath('/api/auth/community/create'),
  /** One community as the legacy form edits it: the record, its products and the content flags. */
  details: apiPath('/api/auth/community/get-details/:tenant/:communityId'),
  communityUpdate: apiPath('/api/auth/community/edit-community'),
  /** What members may post: the eight content switches. */
  contentMedia: apiPath('/api/auth/community/edit-content-media'),
  /** Switch one community on (1) or off (0). */
  status: apiPath('/api/auth/community/toggle-status/:tenant/:communityId/:status'),
  /** Products added to a community's access. */
  newPlans: apiPath('/api/auth/community/add-plans'),
  /** Products taken out of a community's access. */
  plansRemoval: apiPath('/api/auth/community/remove-plans'),
  /** DELETE: the community with its posts, comments and likes. */
  community: apiPath('/api/auth/community/delete/:tenant/:communityId'),
  reorder: apiPath('/api/auth/community/reorder'),
  /** Switch every community of the school on (1) or off (0). */
  allStatus: apiPath('/api/auth/community/toggle-all/:tenant/:status'),
  /** Show (1) or hide (0) the communities page and its header link. */
  pageStatus: apiPath('/api/auth/community/show-page/:tenant/:status'),
  /** The products whose buyers may enter a community. */
  products: apiPath('/api/auth/community/products/:tenant/:communityId'),

  // Staff side: the config form (multipart).
  config: apiPath('/api/auth/community/config/:tenant/:communityId'),
  newConfig: apiPath('/api/auth/community/config/:tenant'),
  /** Switch one community on (1) or off (0) from the config form. */
  configStatus: apiPath('/api/auth/community/config/toggle-active/:tenant/:communityId/:status'),

  // Student side: the communities page, a community's feed, its posts and comments.
  explorer: apiPath('/api/auth/community/explorer/:tenant'),
  /** One community as its page shows it: header, settings and the member's rights. */
  view: apiPath('/api/auth/community/view/:tenant/:communityId'),
  posts: apiPath('/api/auth/community/posts/:tenant/:communityId'),
  post: apiPath('/api/auth/community/post/:tenant/:postId'),
  /** Pin (1) or unpin (0) a post. */
  pin: apiPath('/api/auth/community/post/:tenant/:postId/pin/:status'),
  like: apiPath('/api/auth/community/post/:tenant/:postId/like'),
  comments: apiPath('/api/auth/community/post/:tenant/:postId/comments'),
  comment: apiPath('/api/auth/community/comment/:tenant/:commentId'),
  /** A one-time upload link for a post's video. */
  videoLink: apiPath('/api/auth/community/video-link/:tenant/:communityId'),
  /** A post's picture, video or file, checked against the reader each time. */
  media: apiPath('/api/auth/community/media/:tenant/:mediaId'),
  /** The community's learning strips (continue watching, its courses). */
  strips: apiPath('/api/auth/community/strips/:tenant/:communityId'),
  /** The communities the member may enter, for the notification preferences. */
  subscribed: apiPath('/api/auth/community/subscribed/:tenant'),
};
