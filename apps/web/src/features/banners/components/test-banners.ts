import type { Banner, BannerSettings } from '@trilha/shared/banners/schemas';
import { stubFetchRoutes, type Handler } from '../../../test/fetch-routes';

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

/** The stub over the index (which reads `banners`) and `writes`, by "METHOD path"; anything else is a 404. */
export function serveBanners(banners: Banner[], writes: Record<string, Handler> = {}, settings = SETTINGS) {
  return stubFetchRoutes({
    ...writes,
    'GET /api/auth/config/plataforma/bannersCustom/index/1': [200, ['OK', 200, { data: banners, settings }]],
  });
}

/** The body first sent to `key` ("METHOD path"), or undefined when none was. */
export const sentBody = (server: ReturnType<typeof serveBanners>, key: string) =>
  server.calls.find((c) => `${c.method} ${c.path}` === key)?.body;
