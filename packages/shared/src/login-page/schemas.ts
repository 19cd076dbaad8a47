import { z } from 'zod';
import { isHttpUrl } from '../platform/urls';
import { MAX_ID } from '../platform/http';
import { tenantLoginSettings } from '../tenancy/schemas';

/** Spec 002 §3 and §9: the three login themes. */
export const LOGIN_THEMES = [1, 2, 3] as const;
export type LoginTheme = (typeof LOGIN_THEMES)[number];

/** Spec 002 §3 and §9: where the card sits on wide screens. */
export const loginPlacements = ['left', 'center', 'right'] as const;
export type LoginPlacement = (typeof loginPlacements)[number];

/** Spec 002 §3: the default title of a school's login page. */
export const DEFAULT_LOGIN_TEXT = 'Faça login';

/** Spec 002 §9: the overlay opacity slider. */
export const OVERLAY_MIN = 0;
export const OVERLAY_MAX = 100;
export const OVERLAY_STEP = 10;

/** Spec 002 §8: the section's toasts. */
export const LOGIN_PAGE_SAVED = 'Configurações salvas com sucesso!';
export const LOGIN_PAGE_SAVE_FAILED = 'Erro ao salvar as novas configurações da página de login';

/** Texts of the rules; the CTA pair is spec 002 §5 word for word (title, then the advice). */
export const LOGIN_PAGE_MESSAGES = {
  ctaTitleMissing: 'Adicione um titulo para o botão personalizado',
  ctaLinkMissing: 'Adicione o link para o botão personalizado',
  ctaLinkInvalid: 'Informe um link válido, começando com http:// ou https://',
  loginTextRequired: 'Informe o título da página de login',
  redirectRequired: 'Informe para onde o aluno vai depois do login',
  redirectInvalid: 'Use um caminho deste site começando com / ou um endereço http(s)',
  bannerInvalid: 'Envie a imagem de fundo pelo campo de upload',
  themeInvalid: 'Escolha um dos três modelos',
  placementInvalid: 'Escolha esquerda, centro ou direita',
  opacityInvalid: 'A opacidade vai de 0 a 100, de 10 em 10',
} as const;

/** Spec 002 §5: the toast title shown above each CTA advice. */
export const CTA_MESSAGE_TITLES: Record<string, string> = {
  [LOGIN_PAGE_MESSAGES.ctaTitleMissing]: 'Botão sem título',
  [LOGIN_PAGE_MESSAGES.ctaLinkMissing]: 'Botão sem link',
};


/** A path on this site: "//host" and "/\host" are other origins to a browser, so they are not. */
export function isSameSitePath(value: string): boolean {
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return false;
  try {
    return new URL(value, 'http://same.invalid').origin === 'http://same.invalid';
  } catch {
    return false;
  }
}

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
      else if (!isHttpUrl(body.link_cta_login)) ctx.addIssue({ code: 'custom', path: ['link_cta_login'], message: LOGIN_PAGE_MESSAGES.ctaLinkInvalid });
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
