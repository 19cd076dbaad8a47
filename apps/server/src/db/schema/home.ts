import { sql } from 'drizzle-orm';
import { boolean, foreignKey, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { courses, lessons, modules } from './catalog';
import { createdAt, identityId, tenantId, updatedAt } from './columns';
import { tenants } from './tenancy';

/** A slide of the home banner (spec 002 §3 "Custom banner", spec 001 "Banner"), in the school's order. */
export const banners = pgTable(
  'banners',
  {
    tenantId: tenantId().references(() => tenants.id, { onDelete: 'cascade' }),
    id: identityId(),
    /** The sub headline shown above the title. */
    category: varchar('category', { length: 191 }).notNull().default(''),
    title: varchar('title', { length: 191 }).notNull().default(''),
    /** The description (at most 250 characters, spec 001 §5). */
    subtitle: varchar('subtitle', { length: 250 }).notNull().default(''),
    textButton: varchar('text_button', { length: 191 }).notNull().default(''),
    urlPrimary: text('url_primary'),
    headlineImage: text('headline_image'),
    urlImage: text('url_image'),
    urlImageVertical: text('url_image_vertical'),
    urlVideo: text('url_video'),
    urlVideoVertical: text('url_video_vertical'),
    fontHeadline: varchar('font_headline', { length: 32 }),
    weightHeadline: integer('weight_headline').notNull().default(400),
    sizeHeadline: integer('size_headline').notNull().default(16),
    fontTitle: varchar('font_title', { length: 32 }),
    weightTitle: integer('weight_title').notNull().default(400),
    sizeTitle: integer('size_title').notNull().default(16),
    fontSubtitle: varchar('font_subtitle', { length: 32 }),
    weightSubtitle: integer('weight_subtitle').notNull().default(400),
    sizeSubtitle: integer('size_subtitle').notNull().default(16),
    fontButton: varchar('font_button', { length: 32 }),
    weightTextButton: integer('weight_text_button').notNull().default(400),
    sizeTextButton: integer('size_text_button').notNull().default(16),
    order: integer('order').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), index('banners_order').on(t.tenantId, t.order)],
);

/**
 * A video of the two-step upload (spec 001 §7): created with its key when the link is asked for,
 * `processing` until the browser's PUT has been checked and stored, then `uploaded`.
 */
export const videoUploads = pgTable(
  'video_uploads',
  {
    tenantId: tenantId().references(() => tenants.id, { onDelete: 'cascade' }),
    id: identityId(),
    userId: integer('user_id').notNull(),
    key: varchar('key', { length: 255 }).notNull(),
    filename: varchar('filename', { length: 255 }).notNull(),
    /** SHA-256 of the one-time token in the PUT url. */
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    /** The size the link was asked for: the PUT must send exactly these bytes (null: up to 25 MB). */
    declaredBytes: integer('declared_bytes'),
    status: varchar('status', { length: 16 }).notNull().default('processing'),
    contentType: varchar('content_type', { length: 100 }),
    sizeBytes: integer('size_bytes'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('video_uploads_token').on(t.tenantId, t.tokenHash),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
  ],
);

/**
 * A home carousel (spec 002 §3 "Carousel"). Types 1 courses, 2 modules, 3 lessons are the school's
 * own; 5 to 9 are the system carousels (docs/home.md), one row each per school, reorderable but
 * never edited, removed or toggled.
 */
export const carousels = pgTable(
  'carousels',
  {
    tenantId: tenantId().references(() => tenants.id, { onDelete: 'cascade' }),
    id: identityId(),
    title: varchar('title', { length: 191 }).notNull(),
    description: varchar('description', { length: 500 }).notNull().default(''),
    type: integer('type').notNull(),
    /** 0: picked from one course (type 2) or module (type 3), named by typeContent; 1: custom pick. */
    custom: boolean('custom').notNull().default(true),
    typeContent: integer('type_content'),
    cardType: varchar('card_type', { length: 16 }).notNull().default('horizontal'),
    carouselType: varchar('carousel_type', { length: 16 }).notNull().default('Regular'),
    cardsPerGroup: integer('cards_per_group').notNull().default(0),
    cardsPerGroupMobile: integer('cards_per_group_mobile').notNull().default(0),
    autoplay: boolean('autoplay').notNull().default(false),
    autoplayTime: integer('autoplay_time').notNull().default(4),
    fontTitle: varchar('font_title', { length: 32 }),
    weightTitle: integer('weight_title').notNull().default(900),
    sizeTitle: integer('size_title').notNull().default(27),
    fontDescription: varchar('font_description', { length: 32 }),
    weightDescription: integer('weight_description').notNull().default(300),
    sizeDescription: integer('size_description').notNull().default(18),
    published: boolean('published').notNull().default(true),
    order: integer('order').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('carousels_order').on(t.tenantId, t.order),
    uniqueIndex('carousels_system_type')
      .on(t.tenantId, t.type)
      .where(sql`type >= 5`),
  ],
);

/** One course, module or lesson of a school carousel, in the carousel's order. */
export const carouselItems = pgTable(
  'carousel_items',
  {
    tenantId: tenantId(),
    id: identityId(),
    carouselId: integer('carousel_id').notNull(),
    courseId: integer('course_id'),
    moduleId: integer('module_id'),
    lessonId: integer('lesson_id'),
    order: integer('order').notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.carouselId], foreignColumns: [carousels.tenantId, carousels.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.courseId], foreignColumns: [courses.tenantId, courses.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.moduleId], foreignColumns: [modules.tenantId, modules.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.lessonId], foreignColumns: [lessons.tenantId, lessons.id] }).onDelete('cascade'),
    index('carousel_items_order').on(t.tenantId, t.carouselId, t.order),
  ],
);

/** A student's favourite course or lesson ("Minha lista", /favoritos). */
export const favorites = pgTable(
  'favorites',
  {
    tenantId: tenantId(),
    userId: integer('user_id').notNull(),
    /** 'course' or 'lesson'. */
    kind: varchar('kind', { length: 8 }).notNull(),
    targetId: integer('target_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userId, t.kind, t.targetId] }),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
    index('favorites_recent').on(t.tenantId, t.userId, t.createdAt),
  ],
);
