import { LOGIN_PAGE_TRANSLATIONS } from '@trilha/shared/login-page/messages';
import type { LoginPageUpdateInput } from '@trilha/shared/login-page/schemas';
import { keyOfText } from '@trilha/shared/platform/translations';
import { DEFAULT_LOGIN_SETTINGS, type LoginSettings } from '../../../components/LoginLayout';

/** The section's form values: the request body as typed in, before the schema's defaults. */
export type LoginPageForm = LoginPageUpdateInput;

/** Saved settings (GET /api/tenant's `login`) as the form starts from them. */
export function toFormValues(tenantId: number, login: LoginSettings): LoginPageForm {
  return {
    tenant_id: tenantId,
    login_theme: ([1, 2, 3] as const).find((n) => n === login.login_theme) ?? 1,
    login_theme_placement: login.login_theme_placement,
    overlay_banner_login: login.overlay_banner_login,
    login_text: login.login_text,
    cta_login: login.cta_login,
    title_cta_login: login.title_cta_login ?? '',
    link_cta_login: login.link_cta_login ?? '',
    login_banner: login.login_banner,
    login_banner_vertical: login.login_banner_vertical,
    magic_link_enabled: login.magic_link_enabled,
    enable_redirect_login: login.enable_redirect_login,
    redirect_url: login.redirect_url ?? '',
  };
}

/** An absent or empty text shows as none. */
const blankToNull = (text: string | null | undefined) => (text ?? '') || null;

/** What the preview shows while the owner edits: the unsaved values, filled where still empty. */
export function toPreviewSettings(draft: Partial<LoginPageForm>): LoginSettings {
  const d = DEFAULT_LOGIN_SETTINGS;
  return {
    login_theme: draft.login_theme ?? d.login_theme,
    login_theme_placement: draft.login_theme_placement ?? d.login_theme_placement,
    login_text: draft.login_text ?? d.login_text,
    overlay_banner_login: draft.overlay_banner_login ?? d.overlay_banner_login,
    login_banner: draft.login_banner ?? null,
    login_banner_vertical: draft.login_banner_vertical ?? null,
    magic_link_enabled: draft.magic_link_enabled ?? false,
    cta_login: draft.cta_login ?? false,
    title_cta_login: blankToNull(draft.title_cta_login?.trim()),
    link_cta_login: blankToNull(draft.link_cta_login?.trim()),
    enable_redirect_login: draft.enable_redirect_login ?? false,
    redirect_url: blankToNull(draft.redirect_url),
    // Unused by the preview: the sign-up link is LoginPage's, outside the card the preview draws.
    signup_open: d.signup_open,
  };
}

/** The shared schema's (and server's) Portuguese message, as the i18n key of the user's language. */
export function messageKey(message: string | undefined): string | undefined {
  if (!message) return undefined;
  const key = keyOfText(LOGIN_PAGE_TRANSLATIONS, message);
  return key ? `loginPage.errors.${key}` : undefined;
}
