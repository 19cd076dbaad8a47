import type { TenantReply } from '@trilha/shared/tenancy/schemas';
import type { TenantWithSettings } from './repo';

export function presentTenant({ tenant, settings }: TenantWithSettings): TenantReply {
  return {
    id: tenant.id,
    slug: tenant.slug,
    name: tenant.name,
    description: tenant.description,
    logo: settings.logoHorizontal ?? settings.logoSquare,
    theme: {
      primary_color: settings.primaryColor,
      text_color: settings.textColor,
      font_primary: settings.fontPrimary,
      background_color_primary: settings.backgroundColorPrimary,
      logo_square: settings.logoSquare,
      logo_horizontal: settings.logoHorizontal,
      favicon: settings.favicon,
      sidebar: settings.sidebar,
      showcase: settings.showcase,
      course_page_indicator: settings.coursePageIndicator,
      module_page_indicator: settings.modulePageIndicator,
      theme_classes: settings.themeClasses,
      lesson_comments: settings.lessonComments,
    },
    login: {
      login_theme: settings.loginTheme,
      login_theme_placement: settings.loginThemePlacement as 'left' | 'center' | 'right',
      login_text: settings.loginText,
      overlay_banner_login: settings.overlayBannerLogin,
      login_banner: settings.loginBanner,
      login_banner_vertical: settings.loginBannerVertical,
      magic_link_enabled: settings.magicLinkEnabled,
      cta_login: settings.ctaLogin,
      title_cta_login: settings.titleCtaLogin,
      link_cta_login: settings.linkCtaLogin,
      enable_redirect_login: settings.enableRedirectLogin,
      redirect_url: settings.enableRedirectLogin ? settings.redirectUrl : null,
      signup_open: settings.signupOpen,
    },
    show_communities_page: settings.showCommunitiesPage,
    // Which community form the staff's edit panel opens (docs/communities.md).
    community_form: tenant.communityForm === 'legacy' ? 'legacy' : 'config',
    footer_visible: settings.footerVisible,
  };
}
