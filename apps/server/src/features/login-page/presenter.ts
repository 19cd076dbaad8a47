import type { LoginPlacement } from '@trilha/shared/login-page/schemas';
import type { TenantReply } from '@trilha/shared/tenancy/schemas';
import type { LoginSettingsRow } from './repo';

/** The same `login` shape GET /api/tenant serves, so the panel can put it straight into the cache. */
export function presentLoginSettings(row: LoginSettingsRow): TenantReply['login'] {
  return {
    login_theme: row.loginTheme,
    login_theme_placement: row.loginThemePlacement as LoginPlacement,
    login_text: row.loginText,
    overlay_banner_login: row.overlayBannerLogin,
    login_banner: row.loginBanner,
    login_banner_vertical: row.loginBannerVertical,
    magic_link_enabled: row.magicLinkEnabled,
    cta_login: row.ctaLogin,
    title_cta_login: row.titleCtaLogin,
    link_cta_login: row.linkCtaLogin,
    enable_redirect_login: row.enableRedirectLogin,
    redirect_url: row.enableRedirectLogin ? row.redirectUrl : null,
    signup_open: row.signupOpen,
  };
}
