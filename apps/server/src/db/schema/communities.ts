import { sql } from 'drizzle-orm';
import { boolean, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { createdAt, identityId, tenantId, updatedAt } from './columns';
import { tenants } from './tenancy';

/**
 * A community of a school (spec 000 §3). One row holds both forms the spec describes, the legacy
 * accordion and the newer config form: where the two name the same thing it is one column
 * (`active`/`isActive`, `show_ranking`/`has_ranking`, `show_continue_watching`/
 * `has_continue_watching`, plans/`product_ids` in community_products). Which form a school's staff
 * see is the school's `community_form` (docs/communities.md).
 */
export const communities = pgTable(
  'communities',
  {
    tenantId: tenantId().references(() => tenants.id, { onDelete: 'cascade' }),
    id: identityId(),
    title: varchar('title', { length: 50 }).notNull(),
    description: varchar('description', { length: 500 }).notNull().default(''),
    active: boolean('active').notNull().default(true),
    /** The school's main community (legacy form). */
    principal: boolean('principal').notNull().default(false),
    showRanking: boolean('show_ranking').notNull().default(true),
    showContinueWatching: boolean('show_continue_watching').notNull().default(true),
    /** Legacy form: one of the preset background images (its path), or null. */
    backgroundImage: varchar('background_image', { length: 191 }),
    /** Config form: the page colour, a hex. */
    backgroundColor: varchar('background_color', { length: 7 }).notNull().default('#121212'),
    primaryTextColor: varchar('primary_text_color', { length: 7 }),
    secondaryTextColor: varchar('secondary_text_color', { length: 7 }),
    shadowColor: varchar('shadow_color', { length: 7 }),
    fontFamily: varchar('font_family', { length: 32 }),
    buttonSalesText: varchar('button_sales_text', { length: 50 }).notNull().default(''),
    /** Stored without its scheme, as the legacy form takes it; the pages add https://. */
    salesUrl: varchar('sales_url', { length: 2048 }).notNull().default(''),
    /** Legacy form's links: [{ title, url }], bounded by the schema (MAX_COMMUNITY_LINKS). */
    links: jsonb('links').$type<{ title: string; url: string }[]>().notNull().default([]),
    /** Config form: the cover's stored key (media), or null. */
    coverPath: text('cover_path'),
    isPrivate: boolean('is_private').notNull().default(false),
    hideChannelsGroups: boolean('hide_channels_groups').notNull().default(false),
    upsellText: varchar('upsell_text', { length: 50 }).notNull().default(''),
    upsellLink: varchar('upsell_link', { length: 2048 }).notNull().default(''),
    /** What members may post (spec 000 §3 content toggles; `edit-content-media`). */
    publications: boolean('publications').notNull().default(true),
    comments: boolean('comments').notNull().default(true),
    likes: boolean('likes').notNull().default(true),
    text: boolean('text').notNull().default(true),
    allowFiles: boolean('allow_files').notNull().default(true),
    videos: boolean('videos').notNull().default(true),
    images: boolean('images').notNull().default(true),
    carousels: boolean('carousels').notNull().default(true),
    order: integer('order').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('communities_order').on(t.tenantId, t.order),
    // One principal community per school, held by the database (docs/communities.md).
    uniqueIndex('communities_one_principal')
      .on(t.tenantId)
      .where(sql`${t.principal}`),
  ],
);

/** The products whose buyers may enter a community: the legacy form's plans and the config form's product_ids alike. */
export const communityProducts = pgTable(
  'community_products',
  {
    tenantId: tenantId(),
    communityId: integer('community_id').notNull(),
    productId: integer('product_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.communityId, t.productId] }),
    index('community_products_product').on(t.tenantId, t.productId),
    foreignKey({ columns: [t.tenantId, t.communityId], foreignColumns: [communities.tenantId, communities.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.productId], foreignColumns: [products.tenantId, products.id] }).onDelete('cascade'),
  ],
);
