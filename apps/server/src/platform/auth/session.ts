import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { RoleSlug } from '@trilha/shared/accounts/roles';
import { roles, sessions, userRoles, users } from '../../db/schema/index';
import { defineCache, expiryOf } from '../caches';
import type { Db } from '../db/client';

export const SESSION_COOKIE = 'trilha_session';
export const CSRF_COOKIE = 'trilha_csrf';
const SESSION_DAYS = 30;

export type SessionUser = {
  id: number;
  tenantId: number;
  name: string;
  email: string;
  photoUrl: string | null;
  reviewAccount: boolean;
  roles: { slug: RoleSlug; name: string }[];
};

/** `seenAt`: the session's last_seen_at as this process last knew it (ms), for markSeen. */
export type Auth = { user: SessionUser; tokenHash: string; seenAt: number };

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSession(db: Db, props: { tenantId: number; userId: number; userAgent?: string }) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SESSION_DAYS * 86_400_000);
  await db.insert(sessions).values({
    tenantId: props.tenantId,
    tokenHash: hashToken(token),
    userId: props.userId,
    expiresAt,
    userAgent: props.userAgent?.slice(0, 255),
  });
  await db
    .update(users)
    .set({ lastSeenAt: sql`now()` })
    .where(and(eq(users.tenantId, props.tenantId), eq(users.id, props.userId)));
  return { token, expiresAt };
}

/**
 * Signs the account out everywhere (a password chosen or reset, a deactivation), or everywhere but
 * the session `except` (the one that made the change). In the caller's transaction; the cached
 * sessions are forgotten by the caller after commit (forgetUserSessions), and in every other process
 * by the change feed.
 */
export async function endUserSessions(db: Db, props: { tenantId: number; userId: number; except?: string }) {
  await db
    .delete(sessions)
    .where(
      and(
        eq(sessions.tenantId, props.tenantId),
        eq(sessions.userId, props.userId),
        props.except === undefined ? undefined : ne(sessions.tokenHash, props.except),
      ),
    );
}

export async function revokeSession(db: Db, props: { tenantId: number; tokenHash: string }) {
  await db.delete(sessions).where(and(eq(sessions.tenantId, props.tenantId), eq(sessions.tokenHash, props.tokenHash)));
  forgetSession(db, props);
}

/**
 * Signed-in API calls are the hot path (a home view makes four), and on the embedded database
 * every query costs event-loop time: a session read stays valid for a few seconds in memory.
 * Sign-out, password resets and profile edits forget the entries they change at once in this
 * process; every process forgets them when the database reports the change (platform/db/changes.ts,
 * docs/caching.md). SESSION_CACHE_MS bounds staleness only while that report cannot arrive.
 */
const SESSION_CACHE_MS = 10_000;
const SESSION_CACHE_MAX = 20_000;
type Cached = { auth: Auth | null; until: number };

/** Counts forgets of any kind, so a read that overlapped one is not kept (loadSession). */
let forgets = 0;

export const sessionCache = defineCache<string, Cached>({
  name: 'sessions',
  what: 'session → user with roles',
  where: 'platform/auth/session.ts',
  keyedBy: 'school, token hash',
  lifetime: { ms: SESSION_CACHE_MS, spread: true },
  max: SESSION_CACHE_MAX,
  forget: (change, entries) => {
    if (change.kind === 'session') entries.delete(`${change.tenantId}:${change.tokenHash}`);
    else if (change.kind === 'user') forgetUserIn(entries, change);
    else if (change.kind !== 'all') return;
    forgets++;
  },
});

function forgetSession(db: Db, props: { tenantId: number; tokenHash: string }) {
  forgets++;
  sessionCache.of(db).delete(`${props.tenantId}:${props.tokenHash}`);
}

/** After a change to the user (name, photo, roles, password): their cached sessions are dropped. */
export function forgetUserSessions(db: Db, props: { tenantId: number; userId: number }) {
  forgets++;
  forgetUserIn(sessionCache.of(db), props);
}

function forgetUserIn(entries: Map<string, Cached>, props: { tenantId: number; userId: number }) {
  for (const [hash, entry] of entries) {
    if (entry.auth?.user.tenantId === props.tenantId && entry.auth.user.id === props.userId) entries.delete(hash);
  }
}

/**
 * Each signed-in call hashes its cookie's token to find the session: a SHA-256 through the crypto
 * binding, a few percent of a warm API call. The hash of a token seen lately is remembered (bounded
 * like the session cache); the process holds those tokens in memory anyway while it serves them, and
 * the database still stores only hashes.
 */
export const tokenHashCache = defineCache<string, string>({
  name: 'token-hashes',
  what: 'a session token → its SHA-256',
  where: 'platform/auth/session.ts',
  keyedBy: 'token',
  max: SESSION_CACHE_MAX,
});
function tokenHashOf(db: Db, token: string): string {
  // Our tokens are 43 characters; a longer cookie (anyone can send one) is hashed, never kept.
  if (token.length > 64) return hashToken(token);
  const recent = tokenHashCache.of(db);
  let hash = recent.get(token);
  if (hash === undefined) recent.set(token, (hash = hashToken(token)));
  return hash;
}

/** The session's user with roles; null when unknown, expired or revoked. */
export async function loadSession(db: Db, props: { tenantId: number; token: string }): Promise<Auth | null> {
  const tokenHash = tokenHashOf(db, props.token);
  const map = sessionCache.of(db);
  const now = Date.now();
  const hit = map.get(`${props.tenantId}:${tokenHash}`);
  if (hit && hit.until > now) {
    if (hit.auth) markSeen(db, props.tenantId, hit.auth, now);
    return hit.auth;
  }
  const before = forgets;
  const auth = await readSession(db, { tenantId: props.tenantId, tokenHash });
  if (auth) markSeen(db, props.tenantId, auth, now);
  // A forget while the read was out (a sign-out, a role change) may concern it: not kept, read again next time.
  if (before !== forgets) return auth;
  map.set(`${props.tenantId}:${tokenHash}`, { auth, until: expiryOf(sessionCache, now) });
  return auth;
}

/**
 * `last_seen_at` says when the student was last around (the e-mail sweep skips what they could have
 * seen in the app, docs/notifications.md "E-mail"). Written when the stored value is more than
 * SEEN_EVERY_MS old (a sign-in sets it), after the request's own work and without it waiting: a
 * minute's precision is plenty against a five-minute mail delay, and an active school costs one small
 * write per active student a minute. The write fires the session's change notice, so the cache reads
 * the row once more, with the new value (the account's copy fires nothing: migration 0041's trigger).
 */
const SEEN_EVERY_MS = 60_000;
function markSeen(db: Db, tenantId: number, auth: Auth, now: number) {
  if (auth.seenAt > now - SEEN_EVERY_MS) return;
  const before = auth.seenAt;
  auth.seenAt = now;
  // One statement for the session and the account (the directory's "last seen", which outlives sign-out).
  db.execute(
    sql`with seen as (update ${sessions} set last_seen_at = ${new Date(now).toISOString()}::timestamptz
          where tenant_id = ${tenantId} and token_hash = ${auth.tokenHash} returning user_id, last_seen_at)
        update ${users} u set last_seen_at = seen.last_seen_at from seen where u.tenant_id = ${tenantId} and u.id = seen.user_id`,
  )
    // Lost (a database going away at shutdown): a later request writes it again.
    .catch(() => {
      auth.seenAt = before;
    });
}

async function readSession(db: Db, props: { tenantId: number; tokenHash: string }): Promise<Auth | null> {
  const { tokenHash } = props;
  const rows = await db
    .select({
      id: users.id,
      tenantId: users.tenantId,
      name: users.name,
      email: users.email,
      photoUrl: users.photoUrl,
      reviewAccount: users.reviewAccount,
      seenAt: sessions.lastSeenAt,
      roles: sql<{ slug: RoleSlug; name: string }[]>`coalesce(
        (select json_agg(json_build_object('slug', ${roles.slug}, 'name', ${roles.name}) order by ${roles.id})
           from ${userRoles} join ${roles} on ${roles.id} = ${userRoles.roleId}
          where ${userRoles.tenantId} = ${users.tenantId} and ${userRoles.userId} = ${users.id}),
        '[]'::json)`,
    })
    .from(sessions)
    .innerJoin(users, and(eq(users.tenantId, sessions.tenantId), eq(users.id, sessions.userId)))
    .where(
      and(
        eq(sessions.tenantId, props.tenantId),
        eq(sessions.tokenHash, tokenHash),
        gt(sessions.expiresAt, sql`now()`),
        // A deactivation deletes the account's sessions; this keeps one that raced it from counting.
        eq(users.active, true),
      ),
    )
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  const { seenAt, ...user } = row;
  return {
    user: { ...user, roles: typeof user.roles === 'string' ? (JSON.parse(user.roles) as SessionUser['roles']) : user.roles },
    tokenHash,
    seenAt: seenAt.getTime(),
  };
}
