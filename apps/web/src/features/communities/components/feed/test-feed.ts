import { stubFetchRoutes, type Handler } from '../../../../test/fetch-routes';
import type { Comment, CommunityView, Post } from '../../api/feed-types';

/** Test support for the student side's tests (no test of its own): records as the server sends them, and a fetch that answers like it. */

export const viewOf = (extra: Partial<CommunityView> = {}): CommunityView => ({
  id: 1,
  title: 'Comunidade Aurora',
  description: 'O ponto de encontro da escola.',
  cover: null,
  principal: true,
  has_access: true,
  is_private: false,
  upsell_text: '',
  upsell_link: '',
  button_sales_text: '',
  sales_url: '',
  background_image: null,
  background_color: '#1E1E2E',
  appearance: {
    background_image: null,
    background_color: '#1E1E2E',
    primary_text_color: null,
    secondary_text_color: null,
    shadow_color: null,
    font_family: null,
  },
  publications: true,
  comments: true,
  likes: true,
  text: true,
  allow_files: true,
  videos: true,
  images: true,
  carousels: true,
  links: [],
  show_ranking: false,
  show_continue_watching: false,
  hide_channels_groups: false,
  can_post: true,
  can_moderate: false,
  ...extra,
});

export const postOf = (id: number, extra: Partial<Post> = {}): Post => ({
  id,
  community_id: 1,
  title: `Publicação ${id}`,
  text: `Texto da publicação ${id}`,
  images: [],
  videos: [],
  files: [],
  user: { id: 4, name: 'João Pereira', photo_url: null },
  pinned: false,
  likes_count: 2,
  comments_count: 0,
  liked_by_me: false,
  created_at: new Date(Date.now() - 3_600_000).toISOString(),
  edited_at: null,
  can_edit: false,
  can_delete: false,
  ...extra,
});

export const commentOf = (id: number, extra: Partial<Comment> = {}): Comment => ({
  id,
  post_id: 10,
  parent_id: null,
  content: `Comentário ${id}`,
  user: { id: 5, name: 'Marina Lopes', photo_url: null },
  replies_count: 0,
  created_at: new Date(Date.now() - 600_000).toISOString(),
  edited_at: null,
  can_edit: false,
  can_delete: false,
  ...extra,
});

/**
 * Stubs fetch: "METHOD path" (with its query) -> a reply (anything else is a 404); every call is
 * kept, in order, by its key.
 */
export function serveFeed(routes: Record<string, Handler>) {
  const server = stubFetchRoutes(routes);
  const keyed = () => server.calls.map((c) => ({ key: `${c.method} ${c.path}`, body: c.body }));
  return {
    get calls() {
      return keyed();
    },
    made: (key: string) => keyed().filter((c) => c.key === key),
  };
}

/** A reply the test lets go of when it chooses (to see the screen before the server answers). */
export { held } from '../../../../test/fetch-routes';

// Moved to test/ for the notifications page's sentinel too; re-exported for the feed's tests.
export { controlIntersection } from '../../../../test/intersection';
