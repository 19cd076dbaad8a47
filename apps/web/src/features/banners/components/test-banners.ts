import type { Banner, BannerSettings } from '@trilha/shared/banners/schemas';
import { vi } from 'vitest';

/** A stored banner as bannersCustom/index returns it; tests override what they need. */
export function makeBanner(over: Partial<Banner> = {}): Banner {
  return {
    id: 1,
    tenant_id: 1,
    category: 'Lançamento',
    title: 'Fotografia do zero',
    subtitle: 'Aprenda a fotografar',
    text_button: 'Assistir',
    url_primary: '/cursos',
    headline_image: null,
    url_image: null,
    url_image_vertical: null,
    url_video: null,
    url_video_vertical: null,
    order: 1,
    font_headline: null,
    weight_headline: 400,
    size_headline: 16,
    font_title: null,
    weight_title: 400,
    size_title: 16,
    font_subtitle: null,
    weight_subtitle: 400,
    size_subtitle: 16,
    font_button: null,
    weight_text_button: 400,
    size_text_button: 16,
    ...over,
  };
}

export const SETTINGS: BannerSettings = {
  banner_custom_transition_type: 'normal',
  banner_custom_autoplay: 1,
  banner_custom_autoplay_time: 5,
};

/** A fetch that answers like the server: "METHOD path" -> [status, body]; the index reads `banners`. */
export function serveBanners(banners: Banner[], writes: Record<string, () => [number, unknown]> = {}, settings = SETTINGS) {
  // The API client always calls fetch with a path and, when it sends one, a JSON string body.
  const fetch = vi.fn((input: string, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${input}`;
    const index = ['OK', 200, { data: banners, settings }];
    const [status, body] =
      key === 'GET /api/auth/config/plataforma/bannersCustom/index/1'
        ? [200, index]
        : (writes[key]?.() ?? [404, { error: 'Não encontrado.' }]);
    return Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

export const sentBody = (fetch: ReturnType<typeof serveBanners>, key: string) => {
  const call = fetch.mock.calls.find(([input, init]) => `${init?.method ?? 'GET'} ${input}` === key);
  return call ? (JSON.parse(call[1]?.body as string) as unknown) : undefined;
};
