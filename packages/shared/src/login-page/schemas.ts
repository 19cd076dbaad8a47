import { z } from 'zod';
import { isHttpUrl } from '../platform/urls';
import { MAX_ID } from '../platform/http';
import { tenantLoginSettings } from '../tenancy/schemas';

export * from './constants';
import { LOGIN_PAGE_MESSAGES, LOGIN_THEMES, OVERLAY_MAX, OVERLAY_MIN, OVERLAY_STEP, isSameSitePath, loginPlacements } from './constants';

const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

/**
 * POST /api/auth/config/plataforma/loginPage/update (spec 002 §7): the whole login page at once.
 * The panel's form and the route validate with this one schema.
 */
export const loginPageUpdateBody = z
  .object({
    tenant_id: z.number({ error: 'Escola inválida' }).int().positive().max(MAX_ID),
    login_theme: z.union(LOGIN_THEMES.map((n) => z.literal(n)) as [z.ZodLiteral<1>, z.ZodLiteral<2>, z.ZodLiteral<3>], {
      error: LOGIN_PAGE_MESSAGES.themeInvalid,
    }),
    login_theme_placement: z.enum(loginPlacements, { error: LOGIN_PAGE_MESSAGES.placementInvalid }).default('center'),
    overlay_banner_login: z
      .number({ error: LOGIN_PAGE_MESSAGES.opacityInvalid })
      .int(LOGIN_PAGE_MESSAGES.opacityInvalid)
      .min(OVERLAY_MIN, LOGIN_PAGE_MESSAGES.opacityInvalid)
      .max(OVERLAY_MAX, LOGIN_PAGE_MESSAGES.opacityInvalid)
      .multipleOf(OVERLAY_STEP, LOGIN_PAGE_MESSAGES.opacityInvalid)
      .default(0),
    login_text: z
      .string({ error: LOGIN_PAGE_MESSAGES.loginTextRequired })
      .trim()
      .min(1, LOGIN_PAGE_MESSAGES.loginTextRequired)
      .max(191, 'O título deve ter no máximo 191 caracteres'),
    cta_login: z.boolean(),
    title_cta_login: optionalText(191),
    link_cta_login: optionalText(2048),
    login_banner: z.string().max(2048).nullable(),
    login_banner_vertical: z.string().max(2048).nullable(),
    magic_link_enabled: z.boolean(),
    enable_redirect_login: z.boolean(),
    redirect_url: optionalText(2048),
  })
  .superRefine((body, ctx) => {
    if (body.cta_login) {
      if (!body.title_cta_login) ctx.addIssue({ code: 'custom', path: ['title_cta_login'], message: LOGIN_PAGE_MESSAGES.ctaTitleMissing });
      if (!body.link_cta_login) ctx.addIssue({ code: 'custom', path: ['link_cta_login'], message: LOGIN_PAGE_MESSAGES.ctaLinkMissing });
      else if (!isHttpUrl(body.link_cta_login))
        ctx.addIssue({ code: 'custom', path: ['link_cta_login'], message: LOGIN_PAGE_MESSAGES.ctaLinkInvalid });
    }
    if (body.enable_redirect_login) {
      if (!body.redirect_url) ctx.addIssue({ code: 'custom', path: ['redirect_url'], message: LOGIN_PAGE_MESSAGES.redirectRequired });
      else if (!isSameSitePath(body.redirect_url) && !isHttpUrl(body.redirect_url)) {
        ctx.addIssue({ code: 'custom', path: ['redirect_url'], message: LOGIN_PAGE_MESSAGES.redirectInvalid });
      }
    }
  });
export type LoginPageUpdateInput = z.input<typeof loginPageUpdateBody>;
export type LoginPageUpdateBody = z.output<typeof loginPageUpdateBody>;

export const loginPageUpdateReply = z.object({ message: z.string(), data: tenantLoginSettings });
export type LoginPageUpdateReply = z.infer<typeof loginPageUpdateReply>;
