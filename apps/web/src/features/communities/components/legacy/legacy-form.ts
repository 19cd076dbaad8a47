import { BACKGROUND_PATHS } from '@trilha/shared/appearance/constants';
import { COMMUNITY_FONTS, CONTENT_FLAGS, type CommunityFont, type ContentFlag } from '@trilha/shared/communities/constants';
import type { CommunityDetails, LegacyCommunity } from '@trilha/shared/communities/schemas';
import type { FieldErrors } from 'react-hook-form';

/** Spec 000 §4, §9: what add-plans' success does (refresh and toast) waits this long. */
export const ADD_PLANS_CALLBACK_MS = 1000;
/** Spec 000 §9: the drawer is at most 484 px wide; Mantine caps it at the screen's width. */
export const LEGACY_DRAWER_WIDTH = 484;
/** Above the edit panel's drawer (Mantine's default 200), below popovers (300) and the pickers (400). */
export const LEGACY_DRAWER_Z = 250;

export type ContentFlags = Record<ContentFlag, boolean>;

/**
 * The record's fields as the inputs hold them: '' is "no background" (the schema turns it into null),
 * null is "no colour" or "no font". The shared schema validates and shapes them on submit.
 */
export type RecordValues = {
  title: string;
  description: string;
  principal: boolean;
  show_ranking: boolean;
  show_continue_watching: boolean;
  background_color: string;
  primary_text_color: string | null;
  secondary_text_color: string | null;
  shadow_color: string | null;
  font_family: CommunityFont | null;
  button_sales_text: string;
  sales_url: string;
  links: { title: string; url: string }[];
  tenant_id: number;
};
export type CreateValues = RecordValues & ContentFlags & { permissions_array: number[] };
export type EditValues = RecordValues & { id: number };

const allFlags = (on: boolean) => Object.fromEntries(CONTENT_FLAGS.map((f) => [f, on])) as ContentFlags;

/** Spec 000 §3: ranking and continue-watching on, every content toggle on, nothing else chosen. */
export const createDefaults = (tenantId: number): CreateValues => ({
  title: '',
  description: '',
  principal: false,
  show_ranking: true,
  show_continue_watching: true,
  background_color: '',
  primary_text_color: null,
  secondary_text_color: null,
  shadow_color: null,
  font_family: null,
  button_sales_text: '',
  sales_url: '',
  links: [],
  tenant_id: tenantId,
  ...allFlags(true),
  permissions_array: [],
});

const isFont = (value: string | null): value is CommunityFont => (COMMUNITY_FONTS as readonly (string | null)[]).includes(value);

/** The stored record as the inputs take it; a value the form cannot offer (an old font) shows as none. */
export function toEditValues(details: LegacyCommunity): EditValues {
  const background = details.background_color;
  return {
    id: details.id,
    tenant_id: details.tenant_id,
    title: details.title,
    description: details.description,
    principal: details.principal,
    show_ranking: details.show_ranking,
    show_continue_watching: details.show_continue_watching,
    background_color: background && BACKGROUND_PATHS.includes(background) ? background : '',
    primary_text_color: details.primary_text_color,
    secondary_text_color: details.secondary_text_color,
    shadow_color: details.shadow_color,
    font_family: isFont(details.font_family) ? details.font_family : null,
    button_sales_text: details.button_sales_text,
    sales_url: details.sales_url,
    links: details.links.map(({ title, url }) => ({ title, url })),
  };
}

export const detailFlags = (details: CommunityDetails): ContentFlags =>
  Object.fromEntries(CONTENT_FLAGS.map((f) => [f, details[f]])) as ContentFlags;

/** The accordion's panels, in order; the record's fields fill the first four. */
export type Panel = 'general' | 'appearance' | 'sales' | 'links' | 'products' | 'content';

const PANEL_OF: Partial<Record<keyof CreateValues, Panel>> = {
  title: 'general',
  description: 'general',
  background_color: 'appearance',
  primary_text_color: 'appearance',
  secondary_text_color: 'appearance',
  shadow_color: 'appearance',
  font_family: 'appearance',
  button_sales_text: 'sales',
  sales_url: 'sales',
  links: 'links',
  permissions_array: 'products',
};

/** The panels holding a refused field, so a submit never fails on an error the reader cannot see. */
export function panelsWithErrors(errors: FieldErrors): Panel[] {
  return [...new Set(Object.keys(errors).map((field) => PANEL_OF[field as keyof CreateValues] ?? 'general'))];
}

/** What an OptionMultiSelect change did to the chosen ids: it adds or removes one at a time, but either may be several. */
export function planChanges(before: number[], after: number[]) {
  return { added: after.filter((id) => !before.includes(id)), removed: before.filter((id) => !after.includes(id)) };
}
