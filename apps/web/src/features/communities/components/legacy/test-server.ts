import type { CommunityDetails } from '@trilha/shared/communities/schemas';
import { stubFetchRoutes, type Handler } from '../../../../test/fetch-routes';

/** Test support for the legacy drawer's tests (no test of its own): a fetch that answers like the server. */

type Call = { key: string; body: unknown; at: number };

const PRODUCTS = [
  { id: 10, title: 'Curso A', status: 'active' },
  { id: 11, title: 'Curso B', status: 'active' },
  { id: 12, title: 'Curso Antigo', status: 'inactive' },
  { id: 13, title: 'Curso D', status: 'active' },
];

export const details: CommunityDetails = {
  id: 5,
  tenant_id: 1,
  title: 'Clube Boreal',
  description: 'Leituras do mês',
  active: true,
  principal: false,
  show_ranking: true,
  show_continue_watching: false,
  background_color: '/backgrounds/vinho.webp',
  primary_text_color: '#FFFFFF',
  secondary_text_color: null,
  shadow_color: null,
  font_family: 'Lato',
  button_sales_text: 'Assine',
  sales_url: 'loja.example.com',
  links: [{ title: 'Blog', url: 'blog.example.com' }],
  order: 1,
  plans_with_access: [
    { plan_id: 10, plan_details: { title: 'Curso A' } },
    { plan_id: 11, plan_details: { title: 'Curso B' } },
  ],
  publications: true,
  comments: true,
  likes: true,
  text: true,
  allow_files: true,
  files: true,
  videos: true,
  images: true,
  carousels: true,
};

/**
 * Stubs fetch: "METHOD path" -> a reply. The products list and community 5's details answer unless
 * `routes` says otherwise; anything else is a 404. Every call is kept, with its time.
 */
export function serve(routes: Record<string, Handler> = {}, record: CommunityDetails = details) {
  const server = stubFetchRoutes({
    'GET /api/auth/admin/products/get': [200, { data: PRODUCTS }],
    'GET /api/auth/community/get-details/1/5': [200, { data: record }],
    ...routes,
  });
  const calls = (): Call[] => server.calls.map((c) => ({ key: `${c.method} ${c.path}`, body: c.body, at: c.at }));
  return {
    /** The body of the first call to `key`, or undefined when none was made. */
    sent: (key: string) => calls().find((c) => c.key === key)?.body,
    made: (key: string) => calls().filter((c) => c.key === key),
  };
}
