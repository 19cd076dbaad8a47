import {
  bigint,
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
import { lessons } from './catalog';
import { createdAt, identityId, tenantId, updatedAt } from './columns';

/**
 * A lesson's materials (docs/course-studio.md "Materials"): documents students of the lesson
 * download. The bytes are a private attachment (platform/storage.ts), sent only by the catalog's
 * route after its access check; the row goes with its lesson.
 */
export const lessonMaterials = pgTable(
  'lesson_materials',
  {
    tenantId: tenantId(),
    id: identityId(),
    lessonId: integer('lesson_id').notNull(),
    /** The uploaded file's name as shown and saved (platform/documents.ts displayName). */
    name: varchar('name', { length: 255 }).notNull(),
    key: text('key').notNull(),
    contentType: varchar('content_type', { length: 128 }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.lessonId], foreignColumns: [lessons.tenantId, lessons.id] }).onDelete('cascade'),
    index('lesson_materials_lesson').on(t.tenantId, t.lessonId, t.id),
  ],
);

/**
 * One upload of a lesson's video and its processing (docs/course-studio.md "Video"): the newest row
 * of a lesson is what the studio shows. `uploading` while the bytes arrive (resumable, up to
 * `declared_bytes`, into a file under DATA_DIR), `processing` while ffmpeg makes the MP4 that every
 * browser plays, then `ready` (the lesson points at it) or `failed` with the reason. A row replaced
 * by a newer ready upload is `replaced` and its files are released.
 */
export const lessonVideos = pgTable(
  'lesson_videos',
  {
    tenantId: tenantId(),
    id: identityId(),
    lessonId: integer('lesson_id').notNull(),
    state: varchar('state', { length: 16 }).notNull().default('uploading'),
    filename: varchar('filename', { length: 255 }).notNull(),
    declaredBytes: bigint('declared_bytes', { mode: 'number' }).notNull(),
    receivedBytes: bigint('received_bytes', { mode: 'number' }).notNull().default(0),
    /** The PUT's one-time secret, hashed; null once the bytes are all in. */
    tokenHash: varchar('token_hash', { length: 64 }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Processing's share done, 0 to 1. */
    progress: doublePrecision('progress').notNull().default(0),
    durationSeconds: integer('duration_seconds'),
    /** The processed video and its poster frame in storage (private area). */
    key: text('key'),
    posterUrl: text('poster_url'),
    error: text('error'),
    /** While a process works on it: another takes it over once this passes (that process stopped). */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    check('lesson_videos_state', sql`${t.state} in ('uploading', 'processing', 'ready', 'failed', 'replaced')`),
    check('lesson_videos_bytes', sql`${t.receivedBytes} between 0 and ${t.declaredBytes}`),
    unique('lesson_videos_token').on(t.tenantId, t.tokenHash),
    foreignKey({ columns: [t.tenantId, t.lessonId], foreignColumns: [lessons.tenantId, lessons.id] }).onDelete('cascade'),
    index('lesson_videos_lesson').on(t.tenantId, t.lessonId, t.id),
  ],
);
