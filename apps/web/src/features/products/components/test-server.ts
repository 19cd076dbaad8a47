import type { AdminProduct } from '@trilha/shared/products/schemas';
import { stubFetchRoutes, toasts, type Call, type Handler } from '../../../test/fetch-routes';
import { tenant } from '../../../test/render-app';
import type { CourseChoices } from './ProductForm';
export { owner } from '../../../test/render-app';
export { resetToasts, toasts } from '../../../test/fetch-routes';

/** The contract's paths, by hand (CONTRACT "Products, students and access"): a drift in productPaths fails these tests. */
export const PATHS = {
  products: '/api/admin/products',
  product: (id: number) => `/api/admin/products/${id}`,
  communities: '/api/auth/community/list/1',
};

export const productOf = (fields: Partial<AdminProduct> & Pick<AdminProduct, 'id' | 'title'>): AdminProduct => ({
  status: 'active',
  course_ids: [],
  community_ids: [],
  access_days: null,
  sales_url: null,
  students_count: 0,
  ...fields,
});

/** On sale, held by twelve, opening two courses and a community for a year. */
export const yearly = productOf({
  id: 1,
  title: 'Plano Anual',
  course_ids: [10, 11],
  community_ids: [5],
  access_days: 365,
  sales_url: 'https://aurora.test/anual',
  students_count: 12,
});
/** Off sale, one student keeps it, for life. */
export const mentoring = productOf({ id: 2, title: 'Mentoria', status: 'inactive', course_ids: [12], students_count: 1 });
/** Held by nobody: it may go. */
export const trial = productOf({ id: 3, title: 'Degustação', access_days: 1 });

/** The studio's courses, as the edit panel hands them to the section. */
export const courses: CourseChoices = {
  options: [
    { value: 10, label: 'Fotografia com o Celular' },
    { value: 11, label: 'Edição no Lightroom' },
    { value: 12, label: 'Luz Natural' },
  ],
  loading: false,
  failed: false,
};

const communities = [
  { id: 5, title: 'Turma 2025', order: 1, active: true, principal: true },
  { id: 6, title: 'Mentorados', order: 2, active: true, principal: false },
];

/** lib/toast as these tests see it: each toast's words land in `toasts` (the file's vi.mock hands it in). */
export const recordedToasts = () => ({
  showSuccess: (message: string) => toasts.success.push(message),
  showError: (_error: unknown, fallback?: string) => toasts.error.push(fallback ?? ''),
});

const ok = (data: unknown, status = 200) => ({ status, body: { data } });
const body = (call: Call) => call.body as Partial<AdminProduct>;

/** A fetch that answers like the products' server from `state.products`; `routes` replace any route. */
export function serveProducts(options: { products?: AdminProduct[]; routes?: Record<string, Handler> } = {}) {
  const state = { products: options.products ?? [yearly, mentoring, trial], nextId: 90 };
  const find = (call: Call) => state.products.find((p) => p.id === Number(call.params.id));
  const defaults: Record<string, Handler> = {
    'GET /api/tenant': { status: 200, body: tenant },
    [`GET ${PATHS.communities}`]: { status: 200, body: { communities } },
    [`GET ${PATHS.products}`]: () => ok(state.products),
    [`POST ${PATHS.products}`]: (call) => {
      const product = productOf({ id: state.nextId++, title: String(body(call).title) });
      state.products = [...state.products, product];
      return ok(product, 201);
    },
    'PATCH /api/admin/products/:id': (call) => {
      const product = find(call);
      if (!product) return { status: 404, body: { error: 'Produto não encontrado' } };
      const saved = { ...product, ...body(call) };
      state.products = state.products.map((p) => (p.id === saved.id ? saved : p));
      return ok(saved);
    },
    'DELETE /api/admin/products/:id': (call) => {
      const product = find(call);
      if (product && product.students_count > 0) {
        return { status: 409, body: { error: 'Alunos têm este produto: desative-o em vez de excluí-lo' } };
      }
      state.products = state.products.filter((p) => p.id !== Number(call.params.id));
      return { status: 204 };
    },
  };
  const server = stubFetchRoutes({ ...defaults, ...options.routes });
  /** The writes made, as "METHOD path", in order (reads left out). */
  const writes = () => server.calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path}`);
  return { ...server, state, writes };
}
