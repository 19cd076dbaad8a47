import type { CommunityView, ExplorerItem } from '@trilha/shared/communities/feed-schemas';
import type { CommunityDetails, ConfigCommunity, LegacyCommunity } from '@trilha/shared/communities/schemas';
import type { CommunityRow } from './repo';

type Product = { id: number; title: string };

/** The content toggles as the spec names them (spec 000 §3; `files` in the detail record is `allow_files`). */
export function presentContentFlags(row: CommunityRow) {
  return {
    publications: row.publications,
    comments: row.comments,
    likes: row.likes,
    text: row.text,
    allow_files: row.allowFiles,
    videos: row.videos,
    images: row.images,
    carousels: row.carousels,
  };
}

/** The legacy form's view of the row (spec 000 §3 "Community (legacy)"). */
export function presentLegacy(row: CommunityRow): LegacyCommunity {
  return {
    id: row.id,
    tenant_id: row.tenantId,
    title: row.title,
    description: row.description,
    active: row.active,
    principal: row.principal,
    show_ranking: row.showRanking,
    show_continue_watching: row.showContinueWatching,
    background_color: row.backgroundImage,
    primary_text_color: row.primaryTextColor,
    secondary_text_color: row.secondaryTextColor,
    shadow_color: row.shadowColor,
    font_family: row.fontFamily,
    button_sales_text: row.buttonSalesText,
    sales_url: row.salesUrl,
    links: row.links,
    order: row.order,
  };
}

export function presentDetails(row: CommunityRow, plans: Product[]): CommunityDetails {
  return {
    ...presentLegacy(row),
    ...presentContentFlags(row),
    files: row.allowFiles,
    plans_with_access: plans.map((p) => ({ plan_id: p.id, plan_details: { title: p.title } })),
  };
}

/** The config form's view of the same row (spec 000 §3 "Community (new config)"). */
export function presentConfig(row: CommunityRow, productIds: number[]): ConfigCommunity {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    cover_path: row.coverPath,
    background_color: row.backgroundColor,
    is_private: row.isPrivate,
    hide_channels_groups: row.hideChannelsGroups,
    has_ranking: row.showRanking,
    has_continue_watching: row.showContinueWatching,
    product_ids: productIds,
    upsell_text: row.upsellText,
    upsell_link: row.upsellLink,
    isActive: row.active,
  };
}

/**
 * A closed community's page (has_access false) shows what the community is and its offer: the card's fields
 * and its look. Everything of its inside is sent as "nothing here" (docs/security.md "A closed community
 * sends only its locked page"): its links are often members' invites, and its settings are no one's business
 * outside. Typed as every field beyond the card and the look, so a field added to the view must be decided
 * here.
 */
const LOCKED_INSIDE: Omit<CommunityView, keyof ExplorerItem | 'appearance'> = {
  publications: false,
  comments: false,
  likes: false,
  text: false,
  allow_files: false,
  videos: false,
  images: false,
  carousels: false,
  links: [],
  show_ranking: false,
  show_continue_watching: false,
  hide_channels_groups: false,
  can_post: false,
  can_moderate: false,
};

/** The view as a member who may not enter gets it: only what the locked page shows. */
export const presentLockedView = (view: CommunityView): CommunityView => ({ ...view, ...LOCKED_INSIDE });
