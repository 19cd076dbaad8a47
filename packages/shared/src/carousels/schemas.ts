import { z } from 'zod';
import { FONT_FAMILIES } from '../appearance/schemas';
import { idParam } from '../platform/http';
import { isHttpUrl } from '../platform/urls';
export * from './constants';
import {
  ALL_CARD_TYPES,
  CARD_TYPES,
  CAROUSEL_AUTOPLAY,
  CAROUSEL_DEFAULTS,
  CAROUSEL_FONT_SIZE,
  CAROUSEL_MESSAGES,
  CAROUSEL_MODES,
  CAROUSEL_WEIGHTS,
  MAX_CARDS_PER_GROUP,
  MAX_CAROUSEL_ITEMS,
  MAX_CAROUSELS,
  type ContentType,
} from './constants';

const flag = z.union([z.literal(0), z.literal(1)], { error: 'Use 0 ou 1' });
const fontSize = (fallback: number) =>
  z.coerce
    .number({ error: CAROUSEL_MESSAGES.fontSize })
    .int(CAROUSEL_MESSAGES.fontSize)
    .min(CAROUSEL_FONT_SIZE.min, CAROUSEL_MESSAGES.fontSize)
    .max(CAROUSEL_FONT_SIZE.max, CAROUSEL_MESSAGES.fontSize)
    .default(fallback);
const fontWeight = (fallback: number) =>
  z.coerce
    .number({ error: CAROUSEL_MESSAGES.fontWeight })
    .refine((n) => CAROUSEL_WEIGHTS.some((w) => w.value === n), CAROUSEL_MESSAGES.fontWeight)
    .default(fallback);
const perGroup = z.coerce
  .number({ error: CAROUSEL_MESSAGES.cardsPerGroup })
  .int(CAROUSEL_MESSAGES.cardsPerGroup)
  .min(0, CAROUSEL_MESSAGES.cardsPerGroup)
  .max(MAX_CARDS_PER_GROUP, CAROUSEL_MESSAGES.cardsPerGroup)
  .default(0);
const font = z.union([z.enum(FONT_FAMILIES), z.literal('')], { error: CAROUSEL_MESSAGES.font }).default('');

/** The "Dados" tab alone: "Próximo" checks these before moving to the content tab. */
export const carouselDataFields = z.object({
  title: z
    .string({ error: CAROUSEL_MESSAGES.titleRequired })
    .trim()
    .min(1, CAROUSEL_MESSAGES.titleRequired)
    .min(3, CAROUSEL_MESSAGES.titleMin)
    .max(191, CAROUSEL_MESSAGES.titleMax),
  description: z.string().trim().max(500, CAROUSEL_MESSAGES.descriptionMax).default(''),
  type: z.coerce
    .number({ error: CAROUSEL_MESSAGES.typeRequired })
    .refine((t): t is ContentType => t === 1 || t === 2 || t === 3, CAROUSEL_MESSAGES.typeRequired),
});

/**
 * Spec 002 §7 carrossel/create and update/{id}: the modal's three tabs in one body. `content` is
 * the chosen course, module or lesson ids in order; `custom` 0 with `type_content` names the course
 * (type 2) or module (type 3) they were picked from, so the modal reopens in the same mode.
 */
export const carouselBody = carouselDataFields
  .extend({
    tenant_id: idParam,
    custom: flag.default(1),
    type_content: idParam.nullable().default(null),
    carousel_type: z.enum(CAROUSEL_MODES, { error: CAROUSEL_MESSAGES.cardType }).default('Regular'),
    card_type: z.enum(ALL_CARD_TYPES, { error: CAROUSEL_MESSAGES.cardType }).default('horizontal'),
    cards_per_group: perGroup,
    cards_per_group_mobile: perGroup,
    autoplay: flag.default(0),
    autoplay_time: z.coerce
      .number({ error: CAROUSEL_MESSAGES.autoplayTime })
      .int(CAROUSEL_MESSAGES.autoplayTime)
      .min(CAROUSEL_AUTOPLAY.min, CAROUSEL_MESSAGES.autoplayTime)
      .max(CAROUSEL_AUTOPLAY.max, CAROUSEL_MESSAGES.autoplayTime)
      .default(CAROUSEL_DEFAULTS.autoplayTime),
    font_title: font,
    weight_title: fontWeight(CAROUSEL_DEFAULTS.weightTitle),
    size_title: fontSize(CAROUSEL_DEFAULTS.sizeTitle),
    font_description: font,
    weight_description: fontWeight(CAROUSEL_DEFAULTS.weightDescription),
    size_description: fontSize(CAROUSEL_DEFAULTS.sizeDescription),
    published: flag.default(1),
    content: z
      .array(idParam, { error: CAROUSEL_MESSAGES.noContent })
      .min(1, CAROUSEL_MESSAGES.noContent)
      .max(MAX_CAROUSEL_ITEMS, CAROUSEL_MESSAGES.tooMuchContent),
  })
  .superRefine((body, ctx) => {
    if (!CARD_TYPES[body.carousel_type].includes(body.card_type)) {
      ctx.addIssue({ code: 'custom', path: ['card_type'], message: CAROUSEL_MESSAGES.cardType });
    }
    if (new Set(body.content).size !== body.content.length) {
      ctx.addIssue({ code: 'custom', path: ['content'], message: CAROUSEL_MESSAGES.noContent });
    }
  });
export type CarouselBodyInput = z.input<typeof carouselBody>;
export type CarouselBody = z.output<typeof carouselBody>;

/** The carousel's own settings, as the Vitrine list and the edit modal read them. */
export const carouselSettings = z
  .object({
    id: z.number().int(),
    tenant_id: z.number().int(),
    title: z.string(),
    description: z.string(),
    /** Spec 002 §3: a numeric string in the showcase list; below 5 editable, 5 to 9 system. */
    type: z.string(),
    custom: flag,
    type_content: z.number().int().nullable(),
    card_type: z.string(),
    carousel_type: z.string(),
    cards_per_group: z.number().int(),
    cards_per_group_mobile: z.number().int(),
    autoplay: flag,
    autoplay_time: z.number().int(),
    font_title: z.string().nullable(),
    weight_title: z.number().int(),
    size_title: z.number().int(),
    font_description: z.string().nullable(),
    weight_description: z.number().int(),
    size_description: z.number().int(),
    published: flag,
    order: z.number().int(),
    system: z.boolean(),
    items_count: z.number().int(),
  })
  .meta({ id: 'CarouselSettings' });
export type CarouselSettings = z.infer<typeof carouselSettings>;

/** A stored item as the Vitrine and the modal list it (spec 002 §3: id, title, carouselItemId). */
export const carouselItem = z
  .object({
    /** The course, module or lesson id. */
    id: z.number().int(),
    title: z.string(),
    carouselItemId: z.number().int(),
    image: z.string().nullable(),
    /** For modules and lessons: the course they belong to. */
    course_title: z.string().nullable(),
  })
  .meta({ id: 'CarouselItem' });
export type CarouselItem = z.infer<typeof carouselItem>;

export const carouselListReply = z.object({ data: z.array(carouselSettings) });
export const carouselItemsReply = z.object({ data: z.array(carouselItem) });
/** create/update: the legacy envelope, body[2].data carries card_type, type and id (and the rest). */
export const carouselSaveReply = z.tuple([z.string(), z.number().int(), z.object({ data: carouselSettings })]);
export const carouselToggleReply = z.object({ message: z.string(), data: z.object({ id: z.number().int(), published: flag }) });

export const orderCarouselsBody = z.object({
  tenant_id: idParam,
  newOrdenation: z
    .array(idParam, { error: CAROUSEL_MESSAGES.orderMismatch })
    .min(1, CAROUSEL_MESSAGES.orderMismatch)
    .max(MAX_CAROUSELS + 5, CAROUSEL_MESSAGES.orderMismatch),
});
export type OrderCarouselsBody = z.input<typeof orderCarouselsBody>;
/** orderCarrossel: the legacy envelope, body[0] is the message, body[2].data the saved order. */
export const orderCarouselsReply = z.tuple([z.string(), z.number().int(), z.object({ data: z.array(z.number().int()) })]);

export const orderItemsBody = z.object({
  tenant_id: idParam,
  carousel_id: idParam,
  order: z.array(idParam, { error: CAROUSEL_MESSAGES.itemsOrderMismatch }).max(MAX_CAROUSEL_ITEMS, CAROUSEL_MESSAGES.itemsOrderMismatch),
});

export const carouselTenantParams = z.object({ tenant: idParam });
export const carouselIdParams = z.object({ id: idParam });
/** publish/{a}/{b} and delete/{a}/{b}: a is the school, b the carousel. */
export const carouselPairParams = z.object({ tenant: idParam, id: idParam });
export const carouselItemParams = z.object({
  tenant: idParam,
  carouselId: idParam,
  type: z.coerce.number().int().min(1).max(9),
});

/** Vitrine switches (spec 002 §7 "Showcase settings"). */
export const showAllContentBody = z.object({ tenant_id: idParam, show_all_content: flag });
export const SALES_URL_MAX = 2_048;
/** The school's sales link: an absolute http(s) address, or empty for none (stored as null). */
export const salesUrlField = z
  .string({ error: CAROUSEL_MESSAGES.salesUrlInvalid })
  .trim()
  .max(SALES_URL_MAX, CAROUSEL_MESSAGES.salesUrlInvalid)
  .refine((value) => value === '' || isHttpUrl(value), CAROUSEL_MESSAGES.salesUrlInvalid);
/** The Vitrine's sales-link form; the route's body adds the school. */
export const salesUrlFields = z.object({ sales_url: salesUrlField });
export type SalesUrlFields = z.infer<typeof salesUrlFields>;
export const salesUrlBody = salesUrlFields.extend({ tenant_id: idParam });
export const salesUrlReply = z.object({ message: z.string(), sales_url: z.string().nullable() });
/** get-content-config: spec 002's show_blocked_content, and Trilha's sales link that goes with it. */
export const contentConfigReply = z.object({ show_blocked_content: flag, sales_url: z.string().nullable() });
export const showAllContentReply = z.object({ message: z.string(), show_blocked_content: flag });
export const myListStatsBody = z.object({ tenant_id: idParam, mylist_status: flag });
export const myListStatsReply = z.object({ message: z.string().optional(), data: z.array(z.object({ published: flag })) });

/** The Vitrine tab switches travel through updateCustomBasic, so the appearance contract owns them. */
export { SHOWCASE_FLAGS, type ShowcaseFlag } from '../appearance/schemas';
