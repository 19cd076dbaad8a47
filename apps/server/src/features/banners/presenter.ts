import type { Banner, BannerSettings } from '@trilha/shared/banners/schemas';
import type { BannerRow, BannerSettingsRow } from './repo';

export const presentBanner = (row: BannerRow): Banner => ({
  id: row.id,
  tenant_id: row.tenantId,
  category: row.category,
  title: row.title,
  subtitle: row.subtitle,
  text_button: row.textButton,
  url_primary: row.urlPrimary,
  headline_image: row.headlineImage,
  url_image: row.urlImage,
  url_image_vertical: row.urlImageVertical,
  url_video: row.urlVideo,
  url_video_vertical: row.urlVideoVertical,
  order: row.order,
  font_headline: row.fontHeadline,
  weight_headline: row.weightHeadline,
  size_headline: row.sizeHeadline,
  font_title: row.fontTitle,
  weight_title: row.weightTitle,
  size_title: row.sizeTitle,
  font_subtitle: row.fontSubtitle,
  weight_subtitle: row.weightSubtitle,
  size_subtitle: row.sizeSubtitle,
  font_button: row.fontButton,
  weight_text_button: row.weightTextButton,
  size_text_button: row.sizeTextButton,
});

/** The column defaults, for a school whose settings row is missing. */
const DEFAULT_SETTINGS: BannerSettingsRow = { transitionType: 'normal', autoplay: true, autoplayTime: 6 };

export const presentBannerSettings = (row: BannerSettingsRow | null): BannerSettings => {
  const settings = row ?? DEFAULT_SETTINGS;
  return {
    banner_custom_transition_type: settings.transitionType === 'fade' ? 'fade' : 'normal',
    banner_custom_autoplay: settings.autoplay ? 1 : 0,
    banner_custom_autoplay_time: settings.autoplayTime,
  };
};
