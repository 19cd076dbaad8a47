import type { AdminReward } from '@trilha/shared/gamification/reward-schemas';
import { stubFetchRoutes, type Call as StubCall, type Handler } from '../../../../test/fetch-routes';
import { tenant } from '../../../../test/render-app';
export { owner } from '../../../../test/render-app';
export { resetToasts, toasts } from '../../../../test/fetch-routes';

const products = [
  { id: 11, title: 'Fotografia Essencial', status: 'active' },
  { id: 12, title: 'Edição Avançada', status: 'active' },
  { id: 13, title: 'Curso Antigo', status: 'inactive' },
];

export const reward = (id: number, extra: Partial<AdminReward> = {}): AdminReward => ({
  id,
  tenant_id: 1,
  name: `Recompensa ${id}`,
  reward_type: 'score',
  needed_score: 100 * id,
  quiz: null,
  lesson: null,
  description: '',
  delivery_type: 'link',
  content: null,
  links: ['https://aurora.example/bonus'],
  img: null,
  embed: null,
  deliverable_product: null,
  song: 'none',
  animation: 'none',
  plansSelected: [{ permission_id: 100 + id, reward_id: id, plan_id: 11, title: 'Fotografia Essencial' }],
  created_at: '2026-11-20T12:00:00.000Z',
  ...extra,
});

/** A request as the test server saw it: JSON parsed, a multipart body as its FormData. */
export type Call = { method: string; path: string; json?: unknown; form?: FormData };
const formOf = (call: StubCall) => (call.body instanceof FormData ? call.body : undefined);
/** A text part of a multipart body ('' when absent or a file). */
const formText = (form: FormData | undefined, key: string) => {
  const value = form?.get(key);
  return typeof value === 'string' ? value : '';
};

/**
 * Answers Recompensa's calls like the server (spec 000 §7 shapes; the list oldest first). `routes`
 * overrides any answer by `METHOD path`; everything asked is kept in `calls`.
 */
export function serveRewards(options: { rewards?: AdminReward[]; routes?: Record<string, Handler> } = {}) {
  // jsdom has no document.fonts; Mantine's growing textarea listens to it.
  if (!('fonts' in document)) {
    const nothing = () => undefined;
    Object.defineProperty(document, 'fonts', { configurable: true, value: { addEventListener: nothing, removeEventListener: nothing } });
  }
  const state = { rewards: options.rewards ?? [] };
  const defaults: Record<string, Handler> = {
    'GET /api/tenant': () => ({ status: 200, body: tenant }),
    'GET /api/auth/admin/products/get': () => ({ status: 200, body: { data: products } }),
    'GET /api/auth/ranking/rewards/get/1': () => ({ status: 200, body: { data: state.rewards } }),
    'GET /api/auth/quiz/1': () => ({ status: 200, body: ['Avaliações', 200, { data: [{ id: 31, name: 'Revisão geral' }] }] }),
    'GET /api/auth/aulas/allClasses/1?page=1': () => ({
      status: 200,
      body: {
        data: [{ id: 41, title: 'Regra dos terços', module_id: 1, course_id: 1 }],
        current_page: 1,
        next_page_url: null,
        per_page: 20,
        total: 1,
      },
    }),
    'POST /api/auth/ranking/rewards/create': (call) => {
      const created = reward(90, { name: formText(formOf(call), 'name'), plansSelected: [] });
      state.rewards = [...state.rewards, created];
      return { status: 201, body: { message: 'Nova recompensa criada', data: created } };
    },
    'POST /api/auth/ranking/rewards/permissions/create': () => ({ status: 201, body: { message: 'ok', data: [] } }),
    'POST /api/auth/ranking/rewards/update': (call) => {
      const id = Number(formText(formOf(call), 'id'));
      state.rewards = state.rewards.map((r) => (r.id === id ? { ...r, name: formText(formOf(call), 'name') } : r));
      return { status: 200, body: { message: 'Recompensa atualizada com sucesso', data: state.rewards.find((r) => r.id === id) } };
    },
  };
  const server = stubFetchRoutes(
    {
      ...defaults,
      'DELETE /api/auth/ranking/rewards/delete/1/:id': ({ params }) => {
        state.rewards = state.rewards.filter((r) => r.id !== Number(params.id));
        return { status: 200, body: { message: 'Recompensa excluída com sucesso' } };
      },
      ...options.routes,
    },
    { status: 404, body: { error: 'not found' } },
  );
  const callOf = (call: StubCall): Call => ({
    method: call.method,
    path: call.path,
    json: call.body instanceof FormData ? undefined : call.body,
    form: formOf(call),
  });
  const sent = (method: string, path: string) => server.calls.filter((c) => c.method === method && c.path === path).map(callOf);
  return { sent, state };
}
