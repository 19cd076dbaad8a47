import { z } from 'zod';
import { FONT_FAMILIES } from '../appearance/schemas';
import { idParam } from '../platform/http';
export * from './constants';
import {
  BANNER_DESCRIPTION_MAX,
  BANNER_FONT_DEFAULT_WEIGHT,
  BANNER_FONT_SIZE,
  BANNER_MESSAGES,
  BANNER_TEXT_MAX,
  FONT_WEIGHTS,
  MAX_BANNERS,
  TRANSITION_TYPES,
  VIDEO_EXTENSIONS,
  VIDEO_MAX_BYTES,
} from './constants';

const text = (max: number, message: string) => z.string().trim().max(max, message).default('');
/** Multipart sends strings, the form sends numbers: coerce both. */
const weight = z.coerce
  .number({ error: BANNER_MESSAGES.invalidWeight })
  .refine((n) => (FONT_WEIGHTS as readonly number[]).includes(n), BANNER_MESSAGES.invalidWeight)
  .default(BANNER_FONT_DEFAULT_WEIGHT);
const size = z.coerce
  .number({ error: BANNER_MESSAGES.invalidSize })
  .int(BANNER_MESSAGES.invalidSize)
  .min(BANNER_FONT_SIZE.min, BANNER_MESSAGES.invalidSize)
  .max(BANNER_FONT_SIZE.max, BANNER_MESSAGES.invalidSize)
  .default(BANNER_FONT_SIZE.default);
/** '' = the platform's primary font (spec 002 §3 default). */
const font = z.union([z.enum(FONT_FAMILIES), z.literal('')], { error: BANNER_MESSAGES.invalidFont }).default('');
/** The button's link: an absolute http(s) address or a path of the school's site. */
const link = z
  .string()
  .trim()
  .max(2048, BANNER_MESSAGES.invalidLink)
  .refine(
    (v) => v === '' || /^\/(?!\/)/.test(v) || /^https?:\/\/[^\s/]+\.[^\s]+$|^https?:\/\/localhost/i.test(v),
    BANNER_MESSAGES.invalidLink,
  )
  .default('');
/** A video: '' for none, else the `path` the two-step upload returned (checked on the server). */
const videoPath = z.string().trim().max(2048, BANNER_MESSAGES.videoNotFound).default('');

export const bannerFontFields = {
  font_headline: font,
  weight_headline: weight,
  size_headline: size,
  font_title: font,
  weight_title: weight,
  size_title: size,
  font_subtitle: font,
  weight_subtitle: weight,
  size_subtitle: size,
  font_button: font,
  weight_text_button: weight,
  size_text_button: size,
};

/**
 * The banner modal's text fields (Basic and Fonts tabs). The same schema parses the multipart
 * text parts of create/update on the server and validates the form in the browser.
 */
export const bannerFields = z.object({
  category: text(BANNER_TEXT_MAX, BANNER_MESSAGES.textTooLong),
  title: text(BANNER_TEXT_MAX, BANNER_MESSAGES.textTooLong),
  subtitle: text(BANNER_DESCRIPTION_MAX, BANNER_MESSAGES.descriptionTooLong),
  text_button: text(BANNER_TEXT_MAX, BANNER_MESSAGES.textTooLong),
  url_primary: link,
  url_video: videoPath,
  url_video_vertical: videoPath,
  ...bannerFontFields,
});
export type BannerFieldsInput = z.input<typeof bannerFields>;
export type BannerFields = z.output<typeof bannerFields>;

export const bannerMultipartFields = bannerFields.extend({
  tenant_id: idParam,
  remove_url_image: z.enum(['0', '1']).optional(),
  remove_url_image_vertical: z.enum(['0', '1']).optional(),
  remove_headline_image: z.enum(['0', '1']).optional(),
});

export const banner = z
  .object({
    id: z.number().int(),
    tenant_id: z.number().int(),
    category: z.string(),
    title: z.string(),
    subtitle: z.string(),
    text_button: z.string(),
    url_primary: z.string().nullable(),
    headline_image: z.string().nullable(),
    url_image: z.string().nullable(),
    url_image_vertical: z.string().nullable(),
    url_video: z.string().nullable(),
    url_video_vertical: z.string().nullable(),
    order: z.number().int(),
    font_headline: z.string().nullable(),
    weight_headline: z.number().int(),
    size_headline: z.number().int(),
    font_title: z.string().nullable(),
    weight_title: z.number().int(),
    size_title: z.number().int(),
    font_subtitle: z.string().nullable(),
    weight_subtitle: z.number().int(),
    size_subtitle: z.number().int(),
    font_button: z.string().nullable(),
    weight_text_button: z.number().int(),
    size_text_button: z.number().int(),
  })
  .meta({ id: 'Banner' });
export type Banner = z.infer<typeof banner>;

/** Spec 002 §3 platform settings: the slideshow's behaviour. */
export const bannerSettings = z.object({
  banner_custom_transition_type: z.enum(TRANSITION_TYPES, { error: BANNER_MESSAGES.invalidTransition }),
  banner_custom_autoplay: z.union([z.literal(0), z.literal(1)], { error: 'Use 0 ou 1' }),
  banner_custom_autoplay_time: z.coerce
    .number({ error: BANNER_MESSAGES.invalidAutoplayTime })
    .int(BANNER_MESSAGES.invalidAutoplayTime)
    .min(1, BANNER_MESSAGES.invalidAutoplayTime)
    .max(60, BANNER_MESSAGES.invalidAutoplayTime),
});
export type BannerSettings = z.infer<typeof bannerSettings>;
export const updateBannerSettingsBody = bannerSettings.extend({ tenant_id: idParam });

/** bannersCustom/index: the legacy envelope (list in body[2].data, by order) plus the slideshow settings. */
export const bannersIndexReply = z.tuple([z.string(), z.number().int(), z.object({ data: z.array(banner), settings: bannerSettings })]);
export type BannersIndexReply = z.infer<typeof bannersIndexReply>;
/** bannersCustom/get: body[2].data is the banner. */
export const bannerGetReply = z.tuple([z.string(), z.number().int(), z.object({ data: banner })]);
export const bannerMessageReply = z.object({ message: z.string(), data: banner });
export const bannersMessageReply = z.object({ message: z.string(), data: z.array(banner) });
export const bannerSettingsReply = z.object({ message: z.string(), data: bannerSettings });

export const orderBannersBody = z.object({
  tenant_id: idParam,
  newOrdenation: z.array(idParam, { error: BANNER_MESSAGES.orderMismatch }).max(MAX_BANNERS, BANNER_MESSAGES.orderMismatch),
});

export const bannerTenantParams = z.object({ tenant: idParam });
export const bannerIdParams = z.object({ id: idParam });
export const bannerGetParams = z.object({ tenant: idParam, bannerId: idParam });
export const bannerDeleteParams = z.object({ tenant: idParam, id: idParam });

/** Spec 001 §7 step 1: ask for an upload link for one video. */
export const createVideoLinkBody = z.object({
  filename: z
    .string({ error: BANNER_MESSAGES.filenameRequired })
    .trim()
    .min(1, BANNER_MESSAGES.filenameRequired)
    .max(255, BANNER_MESSAGES.filenameRequired)
    .refine(
      (name) => (VIDEO_EXTENSIONS as readonly string[]).includes(name.split('.').pop()?.toLowerCase() ?? ''),
      BANNER_MESSAGES.videoType,
    ),
  /** The browser knows the size before sending: refused early over 25 MB, and kept with the link, whose PUT must send exactly it. */
  size: z.number().int().min(1).max(VIDEO_MAX_BYTES, BANNER_MESSAGES.videoTooLarge).optional(),
});
export type CreateVideoLinkBody = z.input<typeof createVideoLinkBody>;
export const videoStatus = z.enum(['processing', 'uploaded']);
/** `path` is where the video will be served once uploaded (what the banner stores); `url` takes the PUT. */
export const createVideoLinkReply = z.object({ id: z.number().int(), path: z.string(), url: z.string(), status: videoStatus });
export const videoUploadReply = z.object({ id: z.number().int(), path: z.string(), status: videoStatus });
export const videoUploadParams = z.object({ id: idParam });
export const videoPutParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, BANNER_MESSAGES.videoLinkExpired) });
