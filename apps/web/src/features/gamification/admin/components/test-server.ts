import type { Level, ProductPermission, RankingSwitchReply, ScoringReply } from '@trilha/shared/gamification/admin-schemas';
import type { RecalculationReply } from '@trilha/shared/gamification/recalculation-schemas';
import { stubFetchRoutes, type Handler } from '../../../../test/fetch-routes';
import { tenant } from '../../../../test/render-app';
export { owner } from '../../../../test/render-app';
export { resetToasts, toasts } from '../../../../test/fetch-routes';

const products = [
  { id: 11, title: 'Fotografia Essencial', status: 'active' },
  { id: 12, title: 'Edição Avançada de Fotografia de Retratos em Estúdio', status: 'active' },
  { id: 13, title: 'Curso Antigo', status: 'inactive' },
];

export const sampleLevel: Level = {
  id: 4,
  tenant_id: 1,
  name: 'Explorador',
  needed_score: 200,
  color: '#228BE6',
  url_img: null,
  img: null,
  show_level_on_profile: true,
  show_score_on_profile: true,
  animation: 'silver_level_up',
};

const off = { enable: false, needed_interaction: 1, plus_user_score: 0 };
export const emptyScoring: ScoringReply = {
  platform: { login: 0, comment_class: 0, watch_class: 0, like_class: 0, finish_module: 0, finish_course: 0, finish_class: 0 },
  community: { score_posts: 0, score_comments: 0, score_replies: 0, score_likes: 0, custom_name: null },
  per_day: {
    community_settings: { post: off, like: off, reply: off, comment: off },
    platform_settings: { like_class: off, comment_class: off, watch_class: off, finish_class: off, finish_module: off, finish_course: off },
  },
};

const permission = (id: number, productId: number): ProductPermission => {
  const product = products.find((p) => p.id === productId);
  return { id, plan_id: productId, plan: { id: productId, title: product?.title ?? '' } };
};

/**
 * Answers the section's calls like the server (spec 001 §7 shapes). `routes` overrides any answer by
 * `METHOD path`; everything asked is kept in `calls`.
 */
export function serveGamification(
  options: {
    levels?: Level[];
    levelPermissions?: ProductPermission[];
    scoring?: ScoringReply;
    plans?: ProductPermission[];
    ranking?: RankingSwitchReply;
    recalculation?: RecalculationReply[];
    routes?: Record<string, Handler>;
  } = {},
) {
  const state = {
    levels: options.levels ?? [],
    plans: options.plans ?? [],
    ranking: options.ranking ?? { show_ranking: true, has_community: true, community: { id: 1, title: 'Comunidade' } },
    recalculation: options.recalculation ?? [{ state: 'idle', done: 0, total: 0, finished_at: null }],
  };
  const defaults: Record<string, Handler> = {
    'GET /api/tenant': { status: 200, body: tenant },
    'GET /api/auth/admin/products/get': { status: 200, body: { data: products } },
    'GET /api/auth/ranking/levels/get/1': () => ({ status: 200, body: { data: state.levels } }),
    'POST /api/auth/ranking/levels/create': () => {
      const created = { ...sampleLevel, id: 9 };
      state.levels = [...state.levels, created];
      return { status: 201, body: { message: 'Novo nível criado.', id: 9, data: created } };
    },
    'POST /api/auth/ranking/levels/update': (call) => {
      const saved = { ...sampleLevel, ...(call.body as object) };
      return { status: 200, body: { message: 'Nível atualizado com sucesso.', id: saved.id, data: saved } };
    },
    'POST /api/auth/ranking/levels/permissions/create': (call) => {
      const ids = (call.body as { array_plans_id: number[] }).array_plans_id;
      return { status: 201, body: { data: ids.map((id, i) => permission(100 + i, id)) } };
    },
    [`GET /api/auth/ranking/levels/permissions/get-by-level/1/${sampleLevel.id}`]: {
      status: 200,
      body: { data: options.levelPermissions ?? [permission(50, 11)] },
    },
    'GET /api/auth/ranking/gamification/platform/get-parameters/1': { status: 200, body: options.scoring ?? emptyScoring },
    'GET /api/auth/ranking/gamification-plans/get/1': () => ({ status: 200, body: { data: state.plans } }),
    'POST /api/auth/ranking/gamification-plans/create': (call) => {
      const ids = (call.body as { array_plans_id: number[] }).array_plans_id;
      state.plans = [...state.plans, ...ids.map((id, i) => permission(200 + i, id))];
      return { status: 201, body: { data: state.plans } };
    },
    'GET /api/auth/community/get-first/1': () => ({ status: 200, body: state.ranking }),
    'GET /api/auth/ranking/gamification/recalculation/1': () => {
      // Each read takes the next state; the last one stays.
      const next = state.recalculation.length > 1 ? state.recalculation.shift() : state.recalculation[0];
      return { status: 200, body: next };
    },
  };
  const { calls, sent } = stubFetchRoutes({ ...defaults, ...options.routes }, { status: 200, body: { message: 'ok' } });
  return { calls, sent, state, permission };
}
