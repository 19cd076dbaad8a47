import { FONT_FAMILIES } from '@trilha/shared/appearance/schemas';
import {
  ALL_CARD_TYPES,
  CAROUSEL_DEFAULTS,
  CAROUSEL_MODES,
  CARD_TYPES,
  type CardType,
  type CarouselBodyInput,
  type CarouselMode,
} from '@trilha/shared/carousels/schemas';
import type { HomeCarousel } from '@trilha/shared/home/schemas';

/** A picked course, module or lesson as the selected list shows it. */
export type PickedItem = { id: number; title: string; detail: string | null };

/** The modal's three tabs (spec 002 §4: the index is 0, 1 or 2). */
export const TABS = { data: '0', content: '1', advanced: '2' } as const;

const isMode = (value: string): value is CarouselMode => (CAROUSEL_MODES as readonly string[]).includes(value);
const isCardType = (value: string): value is CardType => (ALL_CARD_TYPES as readonly string[]).includes(value);
const fontOrDefault = (value: string | null) =>
  value && (FONT_FAMILIES as readonly string[]).includes(value) ? (value as (typeof FONT_FAMILIES)[number]) : '';

/** A new carousel: no title or type yet, the spec's font defaults, autoplay 4 s, published (spec 002 §4). */
export const newCarousel = (tenantId: number): CarouselBodyInput => ({
  tenant_id: tenantId,
  title: '',
  description: '',
  type: undefined,
  custom: 1,
  type_content: null,
  carousel_type: 'Regular',
  card_type: 'horizontal',
  cards_per_group: 0,
  cards_per_group_mobile: 0,
  autoplay: 0,
  autoplay_time: CAROUSEL_DEFAULTS.autoplayTime,
  font_title: '',
  weight_title: CAROUSEL_DEFAULTS.weightTitle,
  size_title: CAROUSEL_DEFAULTS.sizeTitle,
  font_description: '',
  weight_description: CAROUSEL_DEFAULTS.weightDescription,
  size_description: CAROUSEL_DEFAULTS.sizeDescription,
  published: 1,
  content: [],
});

/** A stored carousel as the form holds it; values the form cannot show fall back to the defaults. */
export function fromCarousel(tenantId: number, carousel: HomeCarousel): CarouselBodyInput {
  const mode = isMode(carousel.carousel_type) ? carousel.carousel_type : 'Regular';
  const card = isCardType(carousel.card_type) && CARD_TYPES[mode].includes(carousel.card_type) ? carousel.card_type : CARD_TYPES[mode][0];
  return {
    ...newCarousel(tenantId),
    title: carousel.title,
    description: carousel.description,
    type: Number(carousel.type),
    custom: carousel.custom,
    type_content: carousel.type_content,
    carousel_type: mode,
    card_type: card as CardType,
    cards_per_group: carousel.cards_per_group,
    cards_per_group_mobile: carousel.cards_per_group_mobile,
    autoplay: carousel.autoplay,
    autoplay_time: carousel.autoplay_time,
    font_title: fontOrDefault(carousel.font_title),
    weight_title: carousel.weight_title,
    size_title: carousel.size_title,
    font_description: fontOrDefault(carousel.font_description),
    weight_description: carousel.weight_description,
    size_description: carousel.size_description,
    published: carousel.published,
    content: carousel.items.map((item) => item.id),
  };
}

export const pickedFromCarousel = (carousel: HomeCarousel): PickedItem[] =>
  carousel.items.map((item) => ({ id: item.id, title: item.title, detail: item.kind === 'course' ? null : item.course_title }));

/** Which tab holds a field, so a refused save opens the tab with the message. */
export function tabOfField(field: string): string {
  if (field === 'title' || field === 'description' || field === 'type') return TABS.data;
  if (field === 'content' || field === 'custom' || field === 'type_content') return TABS.content;
  return TABS.advanced;
}
