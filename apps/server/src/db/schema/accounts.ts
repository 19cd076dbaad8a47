import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, identityId, tenantId } from './columns';
import { tenants } from './tenancy';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * What the student directory searches (docs/people-and-access.md "The directory"): the name and the
 * e-mail, lower-cased, the usual Latin accents folded (translate() is immutable, so a generated column
 * and its index may use it; unaccent would need an extension neither database is sure to have), the
 * e-mail also split at its punctuation so "silva" finds "ana.silva@…". Words are matched by prefix.
 */
const USER_SEARCH_DOCUMENT = sql.raw(`to_tsvector('simple'::regconfig,
  translate(lower(name || ' ' || email || ' ' || regexp_replace(email, '[^[:alnum:]]+', ' ', 'g')),
    'áàâãäåéèêëíìîïóòôõöúùûüçñýÿ', 'aaaaaaeeeeiiiiooooouuuucnyy'))`);

export const users = pgTable(
  'users',
  {
    tenantId: tenantId().references(() => tenants.id, { onDelete: 'cascade' }),
    id: identityId(),
    email: varchar('email', { length: 254 }).notNull(),
    name: varchar('name', { length: 120 }).notNull(),
    passwordHash: text('password_hash'),
    photoUrl: text('photo_url'),
    /** The App Store review account gets the reduced menu (contract: a flag, not an e-mail). */
    reviewAccount: boolean('review_account').notNull().default(false),
    /** A deactivated account cannot sign in and has no session; nothing of it is deleted (docs/people-and-access.md). */
    active: boolean('active').notNull().default(true),
    /** When the person was last around: written with the session's own last_seen_at, kept after sign-out. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    searchVector: tsvector('search_vector').generatedAlwaysAs(USER_SEARCH_DOCUMENT),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique('users_tenant_email').on(t.tenantId, t.email),
    // The few review accounts of a school, found without a walk of its members (communities/public.ts).
    index('users_review_accounts')
      .on(t.tenantId, t.id)
      .where(sql`${t.reviewAccount}`),
    // fastupdate off: new accounts go straight into the index rather than a pending list every search
    // must read through until a vacuum (an import of thousands made searches ten times slower).
    index('users_search').using('gin', t.searchVector).with({ fastupdate: false }),
    // The directory's "inactive" filter: few rows, read newest first.
    index('users_inactive')
      .on(t.tenantId, t.id)
      .where(sql`not ${t.active}`),
  ],
);

/** Reference table of the four role slugs. */
export const roles = pgTable('roles', {
  id: integer('id').primaryKey(),
  slug: varchar('slug', { length: 32 }).notNull().unique(),
  name: varchar('name', { length: 64 }).notNull(),
});

export const userRoles = pgTable(
  'user_roles',
  {
    tenantId: tenantId(),
    userId: integer('user_id').notNull(),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userId, t.roleId] }),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
    // One staff role a person (docs/people-and-access.md "Staff"): moderator, admin or owner (ids 2-4, migration 0001).
    uniqueIndex('user_roles_one_staff_role')
      .on(t.tenantId, t.userId)
      .where(sql`${t.roleId} > 1`),
    // At most one owner a school; migration 0043's deferred trigger keeps the one there is (handing on swaps it).
    uniqueIndex('user_roles_one_owner')
      .on(t.tenantId)
      .where(sql`${t.roleId} = 4`),
  ],
);

/** Server-side sessions: the cookie holds a random token, the table its SHA-256, so a leak of the table logs nobody in. */
export const sessions = pgTable(
  'sessions',
  {
    tenantId: tenantId(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    userId: integer('user_id').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).defaultNow().notNull(),
    userAgent: varchar('user_agent', { length: 255 }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.tokenHash] }),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
    index('sessions_user').on(t.tenantId, t.userId),
  ],
);

/**
 * Single-use e-mailed tokens (magic link, password reset): only the SHA-256 is stored, like sessions.
 * `used_at` set once, in the same statement that checks it, so a token can never be spent twice.
 */
export const authTokens = pgTable(
  'auth_tokens',
  {
    tenantId: tenantId(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    userId: integer('user_id').notNull(),
    purpose: varchar('purpose', { length: 16 }).notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.tokenHash] }),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
    index('auth_tokens_user').on(t.tenantId, t.userId, t.purpose),
  ],
);
