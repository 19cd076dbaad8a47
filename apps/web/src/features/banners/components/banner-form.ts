import {
  bannerHasMedia,
  BANNER_FONT_DEFAULT_WEIGHT,
  BANNER_FONT_SIZE,
  type Banner,
  type BannerFields,
  type BannerFieldsInput,
  type BannerImageField,
} from '@trilha/shared/banners/schemas';

/** An image of the modal: the stored one, a new (cropped) one, or none (and whether one was removed). */
export type ImageState =
  { kind: 'stored'; url: string } | { kind: 'new'; blob: Blob; preview: string; name: string } | { kind: 'none'; removed: boolean };
export type BannerImages = Record<BannerImageField, ImageState>;

const fontDefaults = {
  font_headline: '',
  weight_headline: BANNER_FONT_DEFAULT_WEIGHT,
  size_headline: BANNER_FONT_SIZE.default,
  font_title: '',
  weight_title: BANNER_FONT_DEFAULT_WEIGHT,
  size_title: BANNER_FONT_SIZE.default,
  font_subtitle: '',
  weight_subtitle: BANNER_FONT_DEFAULT_WEIGHT,
  size_subtitle: BANNER_FONT_SIZE.default,
  font_button: '',
  weight_text_button: BANNER_FONT_DEFAULT_WEIGHT,
  size_text_button: BANNER_FONT_SIZE.default,
} as const;

/** Spec 002 §3: weight 400, size 16 and the platform's font until the operator picks others. */
export function toFormValues(banner: Banner | null): BannerFieldsInput {
  if (!banner) {
    return {
      category: '',
      title: '',
      subtitle: '',
      text_button: '',
      url_primary: '',
      url_video: '',
      url_video_vertical: '',
      ...fontDefaults,
    };
  }
  return {
    category: banner.category,
    title: banner.title,
    subtitle: banner.subtitle,
    text_button: banner.text_button,
    url_primary: banner.url_primary ?? '',
    url_video: banner.url_video ?? '',
    url_video_vertical: banner.url_video_vertical ?? '',
    font_headline: (banner.font_headline ?? '') as BannerFieldsInput['font_headline'],
    weight_headline: banner.weight_headline,
    size_headline: banner.size_headline,
    font_title: (banner.font_title ?? '') as BannerFieldsInput['font_title'],
    weight_title: banner.weight_title,
    size_title: banner.size_title,
    font_subtitle: (banner.font_subtitle ?? '') as BannerFieldsInput['font_subtitle'],
    weight_subtitle: banner.weight_subtitle,
    size_subtitle: banner.size_subtitle,
    font_button: (banner.font_button ?? '') as BannerFieldsInput['font_button'],
    weight_text_button: banner.weight_text_button,
    size_text_button: banner.size_text_button,
  };
}

export function toImages(banner: Banner | null): BannerImages {
  const image = (url: string | null | undefined): ImageState => (url ? { kind: 'stored', url } : { kind: 'none', removed: false });
  return {
    url_image: image(banner?.url_image),
    url_image_vertical: image(banner?.url_image_vertical),
    headline_image: image(banner?.headline_image),
  };
}

/** The server's rule (service.ts), before sending: a picture (desktop or mobile) or a video. */
export function formHasMedia(videos: { url_video?: string; url_video_vertical?: string }, images: BannerImages) {
  const picture = (image: ImageState) => (image.kind === 'none' ? null : 'picture');
  return bannerHasMedia({
    url_image: picture(images.url_image),
    url_image_vertical: picture(images.url_image_vertical),
    url_video: videos.url_video ?? null,
    url_video_vertical: videos.url_video_vertical ?? null,
  });
}

const FILE_EXTENSION: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'image/heic': 'heic' };

/**
 * Spec 001 §7: the multipart form of create and update. Text parts are the validated fields; an
 * image part goes only when it is new, and `remove_<field>=1` clears a stored image that was removed.
 */
export function toFormData(tenantId: number, fields: BannerFields, images: BannerImages): FormData {
  const form = new FormData();
  form.append('tenant_id', String(tenantId));
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  for (const [field, image] of Object.entries(images) as [BannerImageField, ImageState][]) {
    if (image.kind === 'new') form.append(field, image.blob, `${field}.${FILE_EXTENSION[image.blob.type] ?? 'jpg'}`);
    else if (image.kind === 'none' && image.removed) form.append(`remove_${field}`, '1');
  }
  return form;
}
