import {
  boolean,
  check,
  doublePrecision,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './accounts';
import { createdAt, identityId, tenantId, updatedAt } from './columns';
import { tenants } from './tenancy';

/**
 * A product (plan) is what a student holds; it opens courses (product_courses) and communities
 * (community_products). `inactive` takes it off sale; its holders keep their access (docs/catalog.md).
 */
export const products = pgTable(
  'products',
  {
    tenantId: tenantId().references(() => tenants.id, { onDelete: 'cascade' }),
    id: identityId(),
    title: varchar('title', { length: 191 }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('active'),
    /** Days of access from each grant; null is for life (docs/people-and-access.md). */
    accessDays: integer('access_days'),
    /** Where the locked dialog sends a student who wants it; null falls back to the school's link. */
    salesUrl: text('sales_url'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    check('products_status', sql`${t.status} in ('active', 'inactive')`),
    check('products_access_days', sql`${t.accessDays} is null or ${t.accessDays} between 1 and 36500`),
  ],
);

export const courses = pgTable(
  'courses',
  {
    tenantId: tenantId().references(() => tenants.id, { onDelete: 'cascade' }),
    id: identityId(),
    title: varchar('title', { length: 191 }).notNull(),
    description: text('description').notNull().default(''),
    coverUrl: text('cover_url'),
    order: integer('order').notNull().default(1),
    /**
     * Students see published courses only (docs/course-studio.md). The column defaults to true so the
     * rows that predate the studio (and the seed's) stay visible; the studio writes it explicitly and
     * starts every course it creates as a draft.
     */
    published: boolean('published').notNull().default(true),
    /** normalizeSearch(title): accent- and case-insensitive search on both databases. */
    searchText: text('search_text').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);

export const productCourses = pgTable(
  'product_courses',
  {
    tenantId: tenantId(),
    productId: integer('product_id').notNull(),
    courseId: integer('course_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.productId, t.courseId] }),
    foreignKey({ columns: [t.tenantId, t.productId], foreignColumns: [products.tenantId, products.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.courseId], foreignColumns: [courses.tenantId, courses.id] }).onDelete('cascade'),
    index('product_courses_course').on(t.tenantId, t.courseId),
  ],
);

export const modules = pgTable(
  'modules',
  {
    tenantId: tenantId(),
    id: identityId(),
    courseId: integer('course_id').notNull(),
    title: varchar('title', { length: 191 }).notNull(),
    description: text('description').notNull().default(''),
    order: integer('order').notNull().default(1),
    coverUrl: text('cover_url'),
    /** As courses.published. */
    published: boolean('published').notNull().default(true),
    /** Drip: opens this many days after the student's access began, or on this date (docs/course-studio.md). */
    releaseAfterDays: integer('release_after_days'),
    releaseAt: timestamp('release_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.courseId], foreignColumns: [courses.tenantId, courses.id] }).onDelete('cascade'),
    index('modules_course').on(t.tenantId, t.courseId, t.order),
    check('modules_release_after_days', sql`${t.releaseAfterDays} >= 0`),
  ],
);

export const lessons = pgTable(
  'lessons',
  {
    tenantId: tenantId(),
    id: identityId(),
    courseId: integer('course_id').notNull(),
    moduleId: integer('module_id').notNull(),
    title: varchar('title', { length: 191 }).notNull(),
    slug: varchar('slug', { length: 100 }).notNull(),
    description: text('description').notNull().default(''),
    /** A public video file (the seed's demo clips) or an outside URL. */
    videoUrl: text('video_url'),
    /** A video processed by the studio: a private key, played through the catalog's access-checked route. */
    videoKey: text('video_key'),
    embedUrl: text('embed_url'),
    thumbnailUrl: text('thumbnail_url'),
    durationSeconds: integer('duration_seconds').notNull().default(0),
    order: integer('order').notNull().default(1),
    searchText: text('search_text').notNull().default(''),
    /** As courses.published. */
    published: boolean('published').notNull().default(true),
    /** As modules' drip columns. */
    releaseAfterDays: integer('release_after_days'),
    releaseAt: timestamp('release_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    check('lessons_release_after_days', sql`${t.releaseAfterDays} >= 0`),
    foreignKey({ columns: [t.tenantId, t.moduleId], foreignColumns: [modules.tenantId, modules.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.courseId], foreignColumns: [courses.tenantId, courses.id] }).onDelete('cascade'),
    index('lessons_module').on(t.tenantId, t.moduleId, t.order),
    index('lessons_course').on(t.tenantId, t.courseId),
  ],
);

export const enrollments = pgTable(
  'enrollments',
  {
    tenantId: tenantId(),
    userId: integer('user_id').notNull(),
    productId: integer('product_id').notNull(),
    /**
     * The staff's handle on one grant (the contract's enrolment `id`, DELETE /api/admin/enrollments/{id});
     * the key stays one row per student and product. Not named "id": SQL elsewhere puts this table in
     * subqueries of one-table queries whose columns Drizzle leaves unqualified, where "id" must keep
     * meaning the outer row's (a user's, a product's).
     */
    id: integer('enrollment_id').generatedAlwaysAsIdentity().notNull(),
    /** Where the grant came from (ENROLLMENT_SOURCES); the latest grant's. */
    source: varchar('source', { length: 16 }).notNull().default('manual'),
    /** When access was (last) granted: the contract's `granted_at`, and what drip counts days from. */
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /**
     * The expiry the student was told of ahead (the daily expiry notice, docs/people-and-access.md): a
     * renewed grant has another expiry, so it is told again; the same one never twice.
     */
    expiryNoticeFor: timestamp('expiry_notice_for', { withTimezone: true }),
    /**
     * The grant a sale took over (docs/selling.md "Revoking"): when the last sale of the product is
     * refunded the student goes back to it (a manual grant of the same product stays) instead of
     * losing the product. Null when the sale's grant was the first.
     */
    priorSource: varchar('prior_source', { length: 16 }),
    priorExpiresAt: timestamp('prior_expires_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userId, t.productId] }),
    unique('enrollments_id').on(t.tenantId, t.id),
    check('enrollments_source', sql`${t.source} in ('manual', 'import', 'signup', 'sale', 'reward')`),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.productId], foreignColumns: [products.tenantId, products.id] }).onDelete('cascade'),
    // With the user: a class community's fan-out and the student directory page through a product's
    // holders in id order (communityCandidatesAfter, students' productPage); with the expiry, the
    // products list counts live holders from the index alone.
    index('enrollments_product').on(t.tenantId, t.productId, t.userId, t.expiresAt),
    // The daily expiry notice finds the grants ending soon across schools without a walk of them all.
    // Only grants not yet told: the predicate keeps the products list's count of live holders (which
    // also filters on expires_at) on enrollments_product, as no query but the notice's implies it.
    index('enrollments_expiring')
      .on(t.expiresAt)
      .where(sql`${t.expiresAt} is not null and ${t.expiryNoticeFor} is distinct from ${t.expiresAt}`),
  ],
);

export const lessonProgress = pgTable(
  'lesson_progress',
  {
    tenantId: tenantId(),
    userId: integer('user_id').notNull(),
    lessonId: integer('lesson_id').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).defaultNow().notNull(),
    /** The furthest point reported, capped at the duration: where the player resumes, the cards' percent. */
    watchedSeconds: integer('watched_seconds').notNull().default(0),
    /** The time the server believes was spent on the lesson (docs/catalog.md "Progress"): what finishes it. */
    creditedSeconds: doublePrecision('credited_seconds').notNull().default(0),
    /** The last report's position and when it came (the server's clock): the next report is measured from them. */
    positionSeconds: integer('position_seconds').notNull().default(0),
    reportedAt: timestamp('reported_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userId, t.lessonId] }),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.lessonId], foreignColumns: [lessons.tenantId, lessons.id] }).onDelete('cascade'),
    index('lesson_progress_recent').on(t.tenantId, t.updatedAt),
  ],
);
