import type { Notification, Preferences } from '@trilha/shared/notifications/schemas';
import { UNREAD_COUNT_CAP } from '@trilha/shared/notifications/constants';
import { held, stubFetchRoutes, type Handler } from '../../../test/fetch-routes';
export { resetToasts, toasts } from '../../../test/fetch-routes';

export const PAGE = (page: number) => `/api/auth/notification?page=${page}&paginate=10`;
export const TOTAL = '/api/auth/notification/total';
export const MARK_READ = '/api/platform/auth/notification/update';
export const PREFERENCES = '/api/auth/v2/notification-preferences/1';
export const SUBSCRIBED = '/api/auth/community/subscribed/1';

const ana = { name: 'Ana Lima', photo_url: null };
const bruno = { name: 'Bruno Reis', photo_url: '/files/bruno.jpg' };
const DAY = 86_400_000;
/** Now (always today) or some days back (always Antigas). */
const at = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY).toISOString();
const base = (id: number, daysAgo: number, read: 0 | 1 = 0) => ({ id, read, created_at: at(daysAgo) });

export const likeOf = (id: number, others = 0, daysAgo = 0): Notification => ({
  ...base(id, daysAgo),
  type: 'community_like',
  redirect_url: `/comunidade/post/40/1/7`,
  owner_like: { post_id: 40, community_id: 7, user: ana, post: { title: 'Meu primeiro projeto' } },
  others_count: others,
});
export const commentOf = (id: number, daysAgo = 0, read: 0 | 1 = 0): Notification => ({
  ...base(id, daysAgo, read),
  type: 'community_comment',
  redirect_url: `/comunidade/post/41/1/7`,
  community_id: 7,
  content: 'Ficou ótimo, parabéns!',
  user: bruno,
  community_comment_data: { post: { id: 41 } },
});
export const replyOf = (id: number, daysAgo = 0): Notification => ({
  ...base(id, daysAgo),
  type: 'community_reply',
  redirect_url: `/comunidade/post/42/1/7`,
  community_id: 7,
  content: 'Concordo com você.',
  user: ana,
  post_data: { post_id: 42 },
});
export const postOf = (id: number, daysAgo = 0, read: 0 | 1 = 0): Notification => ({
  ...base(id, daysAgo, read),
  type: 'community_post',
  redirect_url: `/comunidade/post/43/1/7`,
  post_id: 43,
  community_id: 7,
  title: 'Encontro de sexta',
  user: bruno,
});
export const doubtOf = (id: number, daysAgo = 0): Notification => ({
  ...base(id, daysAgo),
  type: 'doubt',
  redirect_url: '/curso/3/mapeando-seus-gastos/31',
  lesson: { id: 31, title: 'Mapeando seus gastos' },
  response_owner: { name: 'Prof. Carla', photo_url: null },
  content: 'Use a planilha do módulo 2.',
});

export const defaultPreferences: Preferences = {
  like: { platform: true, email: true },
  comment: { platform: true, email: false },
  reply: { platform: false, email: true },
  post: { platform: true, email: true },
  communities: [7],
};
const followed = [
  { id: 7, title: 'Comunidade Aurora' },
  { id: 8, title: 'Clube da Fotografia' },
];

type Options = {
  notifications?: Notification[];
  preferences?: Preferences;
  subscribed?: { id: number; title: string }[];
  routes?: Record<string, Handler>;
};

/**
 * A fetch that answers like the server (CONTRACT "Notifications"): the list (kept in `state`,
 * newest first) by pages of 10, the count capped at 10, marking read, and the preferences.
 */
export function serveNotifications(options: Options = {}) {
  const state = { notifications: options.notifications ?? [] };
  const unread = () => state.notifications.filter((n) => n.read === 0).length;
  const keyed: Record<string, Handler> = {
    [`GET ${TOTAL}`]: () => ({
      status: 200,
      body: { has_unread_notifications: unread() > 0, unread_count: Math.min(unread(), UNREAD_COUNT_CAP) },
    }),
    [`PATCH ${MARK_READ}`]: ({ body }) => {
      const wanted = body as { ids?: number[]; all?: true };
      let updated = 0;
      state.notifications = state.notifications.map((n) => {
        if (n.read === 1 || !(wanted.all || wanted.ids?.includes(n.id))) return n;
        updated += 1;
        return { ...n, read: 1 as const };
      });
      return { status: 200, body: { message: 'Notificação lida com sucesso.', updated } };
    },
    [`GET ${PREFERENCES}`]: { status: 200, body: options.preferences ?? defaultPreferences },
    [`POST ${PREFERENCES}`]: ({ body }) => ({ status: 200, body }),
    [`GET ${SUBSCRIBED}`]: { status: 200, body: { data: options.subscribed ?? followed } },
  };
  for (let page = 1; page <= 5; page++) {
    keyed[`GET ${PAGE(page)}`] = () => {
      const data = state.notifications.slice((page - 1) * 10, page * 10);
      const last = page * 10 >= state.notifications.length;
      return {
        status: 200,
        body: { data, current_page: page, next_page_url: last ? null : PAGE(page + 1), per_page: 10, total: state.notifications.length },
      };
    };
  }
  const server = stubFetchRoutes({ ...keyed, ...options.routes });
  /** The headers of each request to `path` (the stub's calls keep only method, path and body). */
  const headersSent = (path: string) =>
    server.fetch.mock.calls.filter(([p]) => p === path).map(([, init]) => (init?.headers ?? {}) as Record<string, string>);
  return { ...server, state, headersSent };
}

/** Holds back the replies to `path` until `release()` (to see the screen before the server answers). */
export function holdReplies(server: ReturnType<typeof serveNotifications>, path: string) {
  const holds = Object.keys(server.routes)
    .filter((key) => key.endsWith(` ${path}`))
    .map((key) => {
      const hold = held(server.routes[key]);
      server.routes[key] = hold.route;
      return hold;
    });
  return { release: () => holds.forEach((hold) => hold.release()) };
}
