import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, primaryKey, text, varchar } from 'drizzle-orm/pg-core';
import { courses, lessons, modules } from './catalog';
import { communities } from './communities';
import { createdAt, identityId, tenantId, updatedAt } from './columns';

/**
 * A block of the school's own HTML on one page of the student's site (spec 002 "HTML
 * personalizado"; docs/custom-html.md). A null selector is "all"; one naming an item narrows the
 * block to that item's screens, and goes with the item (on delete cascade). The bounds are the
 * database's too: the page list, the title's 50 characters and the HTML's 100 KB.
 */
export const customHtmlBlocks = pgTable(
  'custom_html_blocks',
  {
    tenantId: tenantId(),
    id: identityId(),
    title: varchar('title', { length: 50 }).notNull(),
    html: text('html').notNull(),
    page: varchar('page', { length: 16 }).notNull(),
    communityId: integer('community_id'),
    courseId: integer('course_id'),
    moduleId: integer('module_id'),
    lessonId: integer('lesson_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    check(
      'custom_html_blocks_page',
      sql`${t.page} in ('homepage', 'course', 'module', 'lesson', 'community', 'favorite', 'product', 'profile', 'search')`,
    ),
    check('custom_html_blocks_html_size', sql`octet_length(${t.html}) <= 102400`),
    foreignKey({ columns: [t.tenantId, t.communityId], foreignColumns: [communities.tenantId, communities.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.courseId], foreignColumns: [courses.tenantId, courses.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.moduleId], foreignColumns: [modules.tenantId, modules.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.lessonId], foreignColumns: [lessons.tenantId, lessons.id] }).onDelete('cascade'),
    // A screen's blocks: the page's, then narrowed in memory (a school has at most 50).
    index('custom_html_blocks_page_index').on(t.tenantId, t.page),
  ],
);
