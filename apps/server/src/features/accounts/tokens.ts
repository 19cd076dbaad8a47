import { AUTH_LINK_MAX_PER_WINDOW, AUTH_LINK_MINUTES } from '@trilha/shared/accounts/auth-flows';
import { WELCOME_LINK_DAYS } from '@trilha/shared/students/constants';
import { and, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { authTokens } from '../../db/schema/index';
import { hashToken } from '../../platform/auth/session';
import type { Db } from '../../platform/db/client';

/**
 * What an e-mailed token may do: sign in once (a requested magic link, or the welcome mail of an
 * account staff or a sale made, or the confirmation of an open sign-up, which also starts the
 * account), or set a new password once.
 */
export type TokenPurpose = 'magic' | 'reset' | 'welcome' | 'signup';

/** How long each kind stays valid: a welcome mail may sit in an inbox for days (CONTRACT: 7). */
const LIFETIME_MINUTES: Record<TokenPurpose, number> = {
  magic: AUTH_LINK_MINUTES,
  reset: AUTH_LINK_MINUTES,
  welcome: WELCOME_LINK_DAYS * 24 * 60,
  // The sign-up confirmation is of the welcome link's kind (CONTRACT: 7 days, single-use).
  signup: WELCOME_LINK_DAYS * 24 * 60,
};

/**
 * Stores a new single-use token for the user and returns it (only its SHA-256 is kept, like
 * sessions), or null when the account already received AUTH_LINK_MAX_PER_WINDOW links of this
 * kind in the window. The count and the insert are one statement, so the limit holds without a
 * read-then-write gap inside this process; tokens live in the database, so it also holds across
 * restarts and processes.
 */
export async function issueToken(db: Db, props: { tenantId: number; userId: number; purpose: TokenPurpose }): Promise<string | null> {
  const token = randomBytes(32).toString('base64url');
  // Expired tokens of this account can never be spent again: drop them as new ones are made.
  await db
    .delete(authTokens)
    .where(and(eq(authTokens.tenantId, props.tenantId), eq(authTokens.userId, props.userId), lt(authTokens.expiresAt, sql`now()`)));
  // Casts: parameters in an INSERT ... SELECT list have no column type to infer from.
  const inserted = await db.execute(sql`
    insert into ${authTokens} (tenant_id, token_hash, user_id, purpose, expires_at)
    select ${props.tenantId}::int, ${hashToken(token)}::varchar, ${props.userId}::int, ${props.purpose}::varchar,
           now() + make_interval(mins => ${LIFETIME_MINUTES[props.purpose]}::int)
     where (select count(*) from ${authTokens}
             where tenant_id = ${props.tenantId}::int and user_id = ${props.userId}::int and purpose = ${props.purpose}::varchar
               and created_at > now() - make_interval(mins => ${AUTH_LINK_MINUTES}::int)) < ${AUTH_LINK_MAX_PER_WINDOW}::int
    returning token_hash`);
  // node-postgres and PGlite both answer with `rows`.
  return (inserted as { rows: unknown[] }).rows.length > 0 ? token : null;
}

/**
 * Spends a token in ONE statement: it matches only an unused, unexpired token of this purpose in
 * this school, and marks it used as it matches, so two presses of the same link can never both
 * win. Returns the user id, or null for an unknown, expired, used or another school's token.
 */
export async function spendToken(
  db: Db,
  props: { tenantId: number; token: string; purposes: readonly TokenPurpose[] },
): Promise<number | null> {
  const [row] = await db
    .update(authTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(authTokens.tenantId, props.tenantId),
        eq(authTokens.tokenHash, hashToken(props.token)),
        inArray(authTokens.purpose, [...props.purposes]),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: authTokens.userId });
  return row?.userId ?? null;
}

/** After a password reset every link still in a mailbox (magic or reset) stops working. */
export async function spendAllTokens(db: Db, props: { tenantId: number; userId: number }) {
  await db
    .update(authTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(authTokens.tenantId, props.tenantId), eq(authTokens.userId, props.userId), isNull(authTokens.usedAt)));
}
