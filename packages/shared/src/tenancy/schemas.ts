import { z } from 'zod';

export const tenantTheme = z.object({
  primary_color: z.string(),
  text_color: z.string(),
  font_primary: z.string(),
  background_color_primary: z.string().nullable(),
  logo_square: z.string().nullable(),
  logo_horizontal: z.string().nullable(),
  favicon: z.string().nullable(),
  sidebar: z.boolean(),
  showcase: z.boolean(),
  course_page_indicator: z.boolean(),
  module_page_indicator: z.boolean(),
  /** The lesson screen's template, 1 Lista, 2 Sequência, 3 Tela cheia (spec 001 "Ajustes gerais"). */
  theme_classes: z.number().int(),
  /** Lesson comments on for the school (spec 001 comments toggle). */
  lesson_comments: z.boolean(),
});

export const tenantLoginSettings = z.object({
  login_theme: z.number().int(),
  login_theme_placement: z.enum(['left', 'center', 'right']),
  login_text: z.string(),
  overlay_banner_login: z.number().int(),
  login_banner: z.string().nullable(),
  login_banner_vertical: z.string().nullable(),
  magic_link_enabled: z.boolean(),
  cta_login: z.boolean(),
  title_cta_login: z.string().nullable(),
  link_cta_login: z.string().nullable(),
  enable_redirect_login: z.boolean(),
  redirect_url: z.string().nullable(),
  /** Open sign-up (docs/people-and-access.md "Open sign-up"): the login page links to /cadastro. */
  signup_open: z.boolean(),
});

export const tenantReply = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    logo: z.string().nullable(),
    theme: tenantTheme,
    login: tenantLoginSettings,
    show_communities_page: z.boolean(),
    community_form: z.enum(['config', 'legacy']),
    footer_visible: z.boolean(),
  })
  .meta({ id: 'Tenant' });
export type TenantReply = z.infer<typeof tenantReply>;

export const healthReply = z.object({ ok: z.boolean(), db: z.enum(['pglite', 'postgres']), version: z.string() });
