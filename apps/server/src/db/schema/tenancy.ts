import { boolean, integer, pgTable, primaryKey, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt, tenantId, updatedAt } from './columns';

/** Reference table: replicated to every node if the schema is ever distributed. */
export const tenants = pgTable('tenants', {
  id: integer('id').generatedByDefaultAsIdentity().primaryKey(),
  slug: varchar('slug', { length: 63 }).notNull().unique(),
  name: varchar('name', { length: 191 }).notNull(),
  description: varchar('description', { length: 191 }),
  active: boolean('active').notNull().default(true),
  /** Bumped by every write to the school's courses, modules or lessons: it keys the outline cache. */
  catalogVersion: integer('catalog_version').notNull().default(1),
  createdAt: createdAt(),
});

export const tenantDomains = pgTable('tenant_domains', {
  domain: varchar('domain', { length: 253 }).primaryKey(),
  tenantId: tenantId().references(() => tenants.id, { onDelete: 'cascade' }),
});

/** The school's look and switches; one row per tenant, created with the tenant. */
export const platformSettings = pgTable(
  'platform_settings',
  {
    tenantId: tenantId().references(() => tenants.id, { onDelete: 'cascade' }),
    primaryColor: varchar('primary_color', { length: 32 }).notNull().default('#6C5CE7'),
    textColor: varchar('text_color', { length: 32 }).notNull().default('#FFFFFF'),
    fontPrimary: varchar('font_primary', { length: 32 }).notNull().default('Poppins'),
    backgroundColorPrimary: text('background_color_primary'),
    logoSquare: text('logo_square'),
    logoHorizontal: text('logo_horizontal'),
    favicon: text('favicon'),
    showCommunitiesPage: boolean('show_communities_page').notNull().default(false),
    loginTheme: integer('login_theme').notNull().default(1),
    loginThemePlacement: varchar('login_theme_placement', { length: 8 }).notNull().default('center'),
    loginText: varchar('login_text', { length: 191 }).notNull().default('Faça login'),
    overlayBannerLogin: integer('overlay_banner_login').notNull().default(0),
    loginBanner: text('login_banner'),
    loginBannerVertical: text('login_banner_vertical'),
    magicLinkEnabled: boolean('magic_link_enabled').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId] })],
);
