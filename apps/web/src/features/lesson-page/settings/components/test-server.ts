import type { Live, Marquee, TemplateSettings } from '@trilha/shared/lesson-page/schemas';
import { stubFetchRoutes, type Handler } from '../../../../test/fetch-routes';
export { resetToasts, toasts, type Call } from '../../../../test/fetch-routes';
import { tenant } from '../../../../test/render-app';
export { owner } from '../../../../test/render-app';

const products = [
  { id: 11, title: 'Fotografia Essencial', status: 'active' },
  { id: 12, title: 'Edição Avançada', status: 'active' },
  { id: 13, title: 'Curso Antigo', status: 'inactive' },
];

export const sampleMarquee: Marquee = {
  id: 5,
  tenant_id: 1,
  text: 'Olá $nome_aluno, a live de sexta começa às 19h em ponto!',
  product_id: 11,
  product_title: 'Fotografia Essencial',
  timer: 40,
  url: null,
  type: 'horizontal',
  font: 'Poppins',
  font_weight: 400,
  border_radius: 8,
  background_color: '#6C5CE7',
  text_color: '#FFFFFF',
};

export const sampleLive: Live = {
  id: 3,
  title: 'Plantão de dúvidas',
  stream_url: 'https://www.youtube.com/embed/abc123',
  starts_at: '2026-11-25T22:00:00.000Z',
  ends_at: '2026-11-25T23:00:00.000Z',
  products: [],
  on_air: true,
};

/**
 * Answers the section's calls like the server (spec 001 §7 shapes). `routes` overrides any answer by
 * `METHOD path`; everything asked is kept in `calls`.
 */
export function serveLessonPage(
  options: {
    settings?: TemplateSettings;
    marquees?: Marquee[];
    lives?: Live[];
    routes?: Record<string, Handler>;
  } = {},
) {
  // jsdom has no document.fonts; Mantine's growing textarea listens to it.
  if (!('fonts' in document)) {
    const nothing = () => undefined;
    Object.defineProperty(document, 'fonts', { configurable: true, value: { addEventListener: nothing, removeEventListener: nothing } });
  }
  const state = {
    settings: options.settings ?? { comment: 1, theme_classes: 1 },
    marquees: options.marquees ?? [],
    lives: options.lives ?? [],
  };
  const defaults: Record<string, Handler> = {
    'GET /api/tenant': { status: 200, body: tenant },
    'GET /api/auth/tenants/template_settings/1': () => ({ status: 200, body: state.settings }),
    'POST /api/auth/comunidade/comentarios/activeComment': { status: 200, body: { message: 'ok' } },
    'POST /api/auth/config/plataforma/updateCustomBasic': { status: 200, body: { data: {} } },
    'GET /api/auth/admin/products/get': { status: 200, body: { data: products } },
    'GET /api/auth/marquee/1': () => ({ status: 200, body: { data: state.marquees } }),
    'POST /api/auth/marquee/create': (call) => {
      const created = { ...sampleMarquee, ...(call.body as object), id: 9, product_title: 'Fotografia Essencial' } as Marquee;
      state.marquees = [created];
      return { status: 201, body: { data: created } };
    },
    'GET /api/auth/lives/1': () => ({ status: 200, body: { data: state.lives } }),
  };
  const routes = { ...defaults, ...options.routes };
  const { calls, sent } = stubFetchRoutes(routes, { status: 200, body: { data: null } });
  return { calls, state, sent };
}
