import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
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
  /** Bumped by every write to banners, carousels or their settings: it keys the home caches. */
  homeVersion: integer('home_version').notNull().default(1),
  /**
   * Which community form the school's staff see, `config` or `legacy` (spec 002 §1: "a fixed list
   * of tenants"). Set by the platform operator, never through the school's own calls (docs/communities.md).
   */
  communityForm: varchar('community_form', { length: 8 }).notNull().default('config'),
  createdAt: createdAt(),
});

/**
 * A school's host names (docs/schools.md). A name is served only once `verified`: staff add it
 * `pending` with a random `token`, publish the token in `_trilha-challenge.<host>` TXT, and verify.
 * The `primary` one is where e-mailed links and canonical URLs point; the primary key makes a name
 * belong to one school at most.
 */
export const tenantDomains = pgTable(
  'tenant_domains',
  {
    domain: varchar('domain', { length: 253 }).primaryKey(),
    id: integer('id').generatedByDefaultAsIdentity().notNull().unique(),
    tenantId: tenantId().references(() => tenants.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 8 }).notNull().default('verified'),
    token: varchar('token', { length: 64 }),
    primary: boolean('primary').notNull().default(false),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('tenant_domains_tenant_idx').on(t.tenantId),
    uniqueIndex('tenant_domains_one_primary')
      .on(t.tenantId)
      .where(sql`"primary"`),
    check('tenant_domains_status', sql`${t.status} in ('pending', 'verified')`),
  ],
);

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
    ctaLogin: boolean('cta_login').notNull().default(false),
    titleCtaLogin: varchar('title_cta_login', { length: 191 }),
    linkCtaLogin: text('link_cta_login'),
    enableRedirectLogin: boolean('enable_redirect_login').notNull().default(false),
    redirectUrl: text('redirect_url'),
    sidebar: boolean('sidebar').notNull().default(false),
    showcase: boolean('showcase').notNull().default(false),
    coursePageIndicator: boolean('course_page_indicator').notNull().default(true),
    modulePageIndicator: boolean('module_page_indicator').notNull().default(true),
    /** The lesson screen's template (spec 001 "Ajustes gerais"): 1 Lista, 2 Sequência, 3 Tela cheia. */
    themeClasses: integer('theme_classes').notNull().default(1),
    /** Lesson comments on or off for the whole school (spec 001 comments toggle). */
    lessonComments: boolean('lesson_comments').notNull().default(true),
    footerVisible: boolean('footer_visible').notNull().default(false),
    /** Pages asked on any other host of the school move to its primary domain (docs/schools.md). */
    redirectToPrimary: boolean('redirect_to_primary').notNull().default(false),
    bannerTransitionType: varchar('banner_custom_transition_type', { length: 8 }).notNull().default('normal'),
    bannerAutoplay: boolean('banner_custom_autoplay').notNull().default(true),
    bannerAutoplayTime: integer('banner_custom_autoplay_time').notNull().default(6),
    /** Vitrine's system carousels (types 5 to 8); "Minha lista" (type 9) is its carousel's published flag. */
    showContinueClass: boolean('show_carrousel_continue_class').notNull().default(true),
    showContinueModule: boolean('show_carrousel_continue_module').notNull().default(false),
    showContinueCourse: boolean('show_carrousel_continue_course').notNull().default(false),
    showHighlight: boolean('show_carrousel_highlight').notNull().default(true),
    /** Locked courses, modules and lessons appear in carousels with a lock, or not at all. */
    showBlockedContent: boolean('show_blocked_content').notNull().default(true),
    /** Where a student goes to get what is locked (the school's sales page); null: the school gave none. */
    salesUrl: text('sales_url'),
    /** Open sign-up (docs/people-and-access.md "Open sign-up"): closed by default; its products in signup_products. */
    signupOpen: boolean('signup_open').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId] })],
);

/** The header's custom links (spec 002: at most 3), in the school's order. */
export const customLinks = pgTable(
  'custom_links',
  {
    tenantId: tenantId().references(() => tenants.id, { onDelete: 'cascade' }),
    id: integer('id').generatedAlwaysAsIdentity().notNull(),
    title: varchar('title', { length: 191 }).notNull(),
    url: text('url').notNull(),
    order: integer('order').notNull().default(1),
    communityId: integer('community_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), index('custom_links_order').on(t.tenantId, t.order)],
);

/** Footer documents and social links (spec 002 "Footer advanced settings"); one row per school. */
export const extraSettings = pgTable(
  'extra_settings',
  {
    tenantId: tenantId().references(() => tenants.id, { onDelete: 'cascade' }),
    useTerms: text('use_terms').notNull().default(''),
    privacyTerms: text('privacy_terms').notNull().default(''),
    urlFacebook: text('url_facebook'),
    urlInstagram: text('url_instagram'),
    urlYoutube: text('url_youtube'),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId] })],
);
