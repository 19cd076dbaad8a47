import { z } from 'zod';
import { BACKGROUND_PATHS } from '../appearance/constants';
import { flagField, idParam } from '../platform/http';

export * from './constants';
import {
  BUTTON_SALES_TEXT_MAX,
  COMMUNITY_DESCRIPTION_MAX,
  COMMUNITY_FONTS,
  COMMUNITY_LINK_TITLE_MAX,
  COMMUNITY_MESSAGES as M,
  COMMUNITY_TITLE_MAX,
  COMMUNITY_URL_MAX,
  CONTENT_FLAGS,
  DEFAULT_COMMUNITY_BACKGROUND,
  MAX_COMMUNITIES,
  MAX_COMMUNITY_LINKS,
  UPSELL_TEXT_MAX,
} from './constants';

const flag = flagField();
const hex = z.string().regex(/^#[0-9a-fA-F]{6}$/, M.invalidColor);
/** The legacy form takes the sales address without its scheme (spec 000 §3); one typed with it loses it. */
const withoutScheme = (value: string) => value.trim().replace(/^https?:\/\//i, '');
/** Product ids, each once; the service checks they are the school's active products. */
const productIds = z
  .array(idParam)
  .max(MAX_COMMUNITIES * 10)
  .transform((ids) => [...new Set(ids)]);

export const communityTenantParams = z.object({ tenant: idParam });
export const communityParams = z.object({ tenant: idParam, communityId: idParam });
export const communityStatusParams = communityParams.extend({ status: z.enum(['0', '1']).transform((s) => s === '1') });
export const schoolStatusParams = communityTenantParams.extend({ status: z.enum(['0', '1']).transform((s) => s === '1') });

const title = z.string({ error: M.titleRequired }).trim().min(1, M.titleRequired).max(COMMUNITY_TITLE_MAX, M.titleTooLong);
const description = z.string().trim().max(COMMUNITY_DESCRIPTION_MAX, M.descriptionTooLong).default('');

/** The eight content toggles (spec 000 §3), each defaulting to on. */
export const contentFlagsShape = Object.fromEntries(CONTENT_FLAGS.map((f) => [f, flag.default(true)])) as Record<
  (typeof CONTENT_FLAGS)[number],
  z.ZodDefault<typeof flag>
>;

/** The legacy record's own fields (spec 000 §3 "Community (legacy)"), as create and edit-community take them. */
const legacyFields = {
  title,
  description,
  principal: flag.default(false),
  show_ranking: flag.default(true),
  show_continue_watching: flag.default(true),
  background_color: z
    .union([z.literal(''), z.enum(BACKGROUND_PATHS)], { error: M.invalidBackground })
    .nullable()
    .default(null)
    .transform((v) => (v === '' ? null : v)),
  primary_text_color: hex.nullable().default(null),
  secondary_text_color: hex.nullable().default(null),
  shadow_color: hex.nullable().default(null),
  font_family: z.enum(COMMUNITY_FONTS).nullable().default(null),
  button_sales_text: z.string().trim().max(BUTTON_SALES_TEXT_MAX).default(''),
  sales_url: z.string().max(COMMUNITY_URL_MAX).transform(withoutScheme).default(''),
  links: z
    .array(
      z.object({
        title: z.string().trim().min(1).max(COMMUNITY_LINK_TITLE_MAX),
        url: z.string().trim().min(1).max(COMMUNITY_URL_MAX),
      }),
    )
    .max(MAX_COMMUNITY_LINKS, M.tooManyLinks)
    .default([]),
  tenant_id: idParam,
};

/** POST create (legacy form): the record, the content toggles and at least one product. */
export const legacyCreateBody = z.object({
  ...legacyFields,
  ...contentFlagsShape,
  permissions_array: productIds.refine((ids) => ids.length > 0, M.selectProduct),
});
export type LegacyCreateInput = z.input<typeof legacyCreateBody>;
export type LegacyCreate = z.output<typeof legacyCreateBody>;

/** PUT edit-community: the record (the products move through add-plans and remove-plans). */
export const legacyEditBody = z.object({
  id: idParam,
  ...legacyFields,
  permissions_array: productIds.optional(),
});
export type LegacyEditInput = z.input<typeof legacyEditBody>;
export type LegacyEdit = z.output<typeof legacyEditBody>;

/** PUT edit-content-media. */
export const contentMediaBody = z.object({ id: idParam, tenant_id: idParam, ...contentFlagsShape });
export type ContentMediaInput = z.input<typeof contentMediaBody>;

/** POST add-plans and remove-plans. */
export const plansBody = z.object({
  community_id: idParam,
  tenant_id: idParam,
  permissions_array: productIds.refine((ids) => ids.length > 0, M.selectProduct),
});
export type PlansInput = z.input<typeof plansBody>;

/** PUT reorder: every community of the school once, orders from 1. */
export const reorderBody = z.object({
  communities: z
    .array(z.object({ id: idParam, order: z.coerce.number().int().min(1).max(MAX_COMMUNITIES) }), { error: M.orderMismatch })
    .min(1, M.orderMismatch)
    .max(MAX_COMMUNITIES, M.orderMismatch),
  tenant_id: idParam,
});

/** The config form's fields (spec 000 §3 "Community (new config)", §5), multipart; defaults as §5 lists them. */
const configShape = {
  title: title.default('Comunidade'),
  description,
  background_color: hex.default(DEFAULT_COMMUNITY_BACKGROUND),
  is_private: flag.default(false),
  hide_channels_groups: flag.default(false),
  has_ranking: flag.default(true),
  has_continue_watching: flag.default(true),
  // A multipart list repeats its field (CONTRACT "Response bodies"), so one id arrives as a single value.
  product_ids: z
    .union([idParam, z.array(idParam).max(MAX_COMMUNITIES * 10)])
    .transform((v) => [...new Set(Array.isArray(v) ? v : [v])])
    .default([]),
  // Spec 000 §5: the upsell text reuses the community name's message.
  upsell_text: z.string().trim().max(UPSELL_TEXT_MAX, M.titleTooLong).default(''),
  upsell_link: z
    .string()
    .trim()
    .max(COMMUNITY_URL_MAX, M.invalidLink)
    .refine((v) => v === '' || URL.canParse(v), M.invalidLink)
    .default(''),
  isActive: flag.default(true),
  remove_cover: flag.default(false),
};

/** Switching to private makes products, upsell text and upsell link required (spec 000 §4, §5). */
export const configFields = z.object(configShape).superRefine((v, ctx) => {
  if (!v.is_private) return;
  if (!v.upsell_text) ctx.addIssue({ code: 'custom', path: ['upsell_text'], message: M.upsellTextRequired });
  if (!v.upsell_link) ctx.addIssue({ code: 'custom', path: ['upsell_link'], message: M.upsellLinkRequired });
  if (v.product_ids.length === 0) ctx.addIssue({ code: 'custom', path: ['product_ids'], message: M.productRequired });
});
/** The multipart body as the API description shows it: the fields and an optional `cover` image. */
export const configForm = z.object({
  ...configShape,
  cover: z.file().optional().describe('PNG, JPEG, WebP, GIF or HEIC, at most 15 MB; stored as WebP'),
});
export type ConfigFields = z.output<typeof configFields>;

/** One row of the Comunidade section's list. */
export const communityListItem = z.object({
  id: z.number().int(),
  title: z.string(),
  order: z.number().int(),
  active: z.boolean(),
  principal: z.boolean(),
});
export const communityListReply = z.object({ communities: z.array(communityListItem) });
export type CommunityListItem = z.infer<typeof communityListItem>;

const contentFlagsReply = Object.fromEntries(CONTENT_FLAGS.map((f) => [f, z.boolean()])) as Record<
  (typeof CONTENT_FLAGS)[number],
  z.ZodBoolean
>;

/** The legacy record as create and edit-community return it. */
export const legacyCommunity = z.object({
  id: z.number().int(),
  tenant_id: z.number().int(),
  title: z.string(),
  description: z.string(),
  active: z.boolean(),
  principal: z.boolean(),
  show_ranking: z.boolean(),
  show_continue_watching: z.boolean(),
  background_color: z.string().nullable(),
  primary_text_color: z.string().nullable(),
  secondary_text_color: z.string().nullable(),
  shadow_color: z.string().nullable(),
  font_family: z.string().nullable(),
  button_sales_text: z.string(),
  sales_url: z.string(),
  links: z.array(z.object({ title: z.string(), url: z.string() })),
  order: z.number().int(),
});
export type LegacyCommunity = z.infer<typeof legacyCommunity>;
export const legacyCommunityReply = z.object({ message: z.string(), data: legacyCommunity });

/** get-details: the legacy record, its plans and content flags (spec 000 §3 "Detail record"). */
export const communityDetailsReply = z.object({
  data: legacyCommunity.extend({
    plans_with_access: z.array(z.object({ plan_id: z.number().int(), plan_details: z.object({ title: z.string() }) })),
    files: z.boolean(),
    ...contentFlagsReply,
  }),
});
export type CommunityDetails = z.infer<typeof communityDetailsReply>['data'];

/** The config record (get config, and what the config form's create and edit return). */
export const configCommunity = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  cover_path: z.string().nullable(),
  background_color: z.string(),
  is_private: z.boolean(),
  hide_channels_groups: z.boolean(),
  has_ranking: z.boolean(),
  has_continue_watching: z.boolean(),
  product_ids: z.array(z.number().int()),
  upsell_text: z.string(),
  upsell_link: z.string(),
  isActive: z.boolean(),
});
export type ConfigCommunity = z.infer<typeof configCommunity>;
export const configCommunityReply = z.object({ data: configCommunity });
export const configSavedReply = z.object({ message: z.string(), data: configCommunity });

export const communityProductsReply = z.object({ data: z.array(z.object({ id: z.number().int(), title: z.string() })) });
export const subscribedReply = communityProductsReply;
