import { DEFAULT_COMMUNITY_BACKGROUND } from '@trilha/shared/communities/constants';
import type { CSSProperties } from 'react';
import type { ExplorerItem } from '../../api/feed-types';

type Look = Pick<ExplorerItem, 'cover' | 'background_image' | 'background_color'>;
type Offer = Pick<ExplorerItem, 'upsell_text' | 'upsell_link' | 'button_sales_text' | 'sales_url'>;

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** A colour the school chose, when it is one (a legacy row may hold ''); else the config form's default. */
export const safeColor = (value: string | null | undefined, fallback = DEFAULT_COMMUNITY_BACKGROUND) =>
  value && HEX.test(value) ? value : fallback;

/**
 * The picture a card or a header shows: the config cover, else the legacy preset background
 * (docs/communities.md: both are kept under their own names), else none (the colour alone).
 */
export const lookImage = (community: Look): string | null => community.cover ?? community.background_image ?? null;

/** The colour behind the picture (or alone): the config colour, which a legacy row keeps at its default. */
export const lookStyle = (community: Look): CSSProperties => ({ backgroundColor: safeColor(community.background_color) });

/**
 * An address typed by the school, as a link: http(s) as it is, a bare host (the legacy sales_url
 * and links are stored without their scheme) with https://, any other scheme (javascript:…) never.
 */
export function externalHref(url: string): string | null {
  const trimmed = url.trim();
  if (trimmed === '') return null;
  if (/^https?:\/\//i.test(trimmed)) return trimmed;
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed)) return null;
  return `https://${trimmed}`;
}

/** The offer of a community the member cannot enter: the config upsell, else the legacy sales button, else none. */
export function offerOf(community: Offer): { text: string; href: string } | null {
  const upsell = externalHref(community.upsell_link);
  if (community.upsell_text.trim() && upsell) return { text: community.upsell_text, href: upsell };
  const sales = externalHref(community.sales_url);
  if (community.button_sales_text.trim() && sales) return { text: community.button_sales_text, href: sales };
  return null;
}
