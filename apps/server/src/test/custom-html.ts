import type { CustomHtmlFieldsInput } from '@trilha/shared/custom-html/schemas';
import { expect } from 'vitest';
import { BOREAL, type TestApp } from './harness';

const BASE = '/api/platform/auth/custom-html';

/** The custom HTML calls as the tests make them (CONTRACT "Custom HTML"). */
export function customHtmlCalls(t: TestApp) {
  const hostOf = (tenant: number) => (tenant === 2 ? BOREAL : undefined);
  const filters = (cookie: string, page: string, query = '', tenant = 1) =>
    t.request({ url: `${BASE}/filters/${page}${query}`, cookie, host: hostOf(tenant) });
  const create = (cookie: string, customHtml: Partial<CustomHtmlFieldsInput>, tenant = 1, headers?: Record<string, string>) =>
    t.request({ method: 'POST', url: BASE, cookie, host: hostOf(tenant), payload: { customHtml, tenant_id: tenant }, headers });
  return {
    BASE,
    create,
    update: (cookie: string, id: number, customHtml: Partial<CustomHtmlFieldsInput>, tenant = 1) =>
      t.request({ method: 'PUT', url: `${BASE}/${id}`, cookie, host: hostOf(tenant), payload: { customHtml, tenant_id: tenant } }),
    remove: (cookie: string, id: number, tenant = 1) => t.request({ method: 'DELETE', url: `${BASE}/${id}`, cookie, host: hostOf(tenant) }),
    filters,
    /** The titles of the blocks a member's screen lists (200). */
    titles: async (cookie: string, page: string, query = '') => {
      const res = await filters(cookie, page, query);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data as { title: string }[]).map((b) => b.title);
    },
    /** A block made by an editor: HOME_BLOCK's HTML with this title, on the place given (201). */
    make: async (editor: string, title: string, place: Partial<CustomHtmlFieldsInput>) => {
      const res = await create(editor, { ...HOME_BLOCK, title, ...place });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data as { id: number; frame_url: string };
    },
  };
}

/** A block for the homepage with a script, as a school pastes one. */
export const HOME_BLOCK = {
  title: 'Boas-vindas',
  page: 'homepage',
  html: '<h2>Olá!</h2><script>document.body.dataset.ran = "1"</script>',
} as const;
