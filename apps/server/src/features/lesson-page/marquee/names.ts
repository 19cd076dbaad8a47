import { MARQUEE_NAME_VARIABLE, MARQUEE_NAMES_MAX } from '@trilha/shared/lesson-page/schemas';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';

/** Holders a product's pool keeps (view-cache.ts): a few times the names one marquee can use, so the pick among them varies. */
const HOLDER_WINDOW = MARQUEE_NAMES_MAX * 3;

/** The first word of a name: never the full name, never the e-mail (spec 001 "$nome_aluno"). */
export const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? '';

/** A holder as the marquee's pool keeps them: their first name, and until when they hold the product (null: for good). */
export type Holder = { userId: number; firstName: string; expiresAt: number | null };

/**
 * Up to HOLDER_WINDOW students (the student role and no staff role: the school's team holds
 * products too, and is not who the greeting names; nor the App Store review account) who hold
 * `productId` live, starting at a random user id and wrapping around. Cheap whatever the school's
 * size: a random pivot between the school's lowest and highest user id (two reads of the users
 * primary key), then at most HOLDER_WINDOW enrolments walked in user order from it on the
 * enrolments primary key (tenant, user, product), and as many before it for the wrap; staff among
 * them are then left out. No `order by random()` over every holder: that sorts the whole set on
 * each read. The price is a mild bias towards holders after a gap in the ids, which a scrolling
 * greeting does not mind. The pool (view-cache.ts) keeps the answer a while and leaves the viewer out.
 */
export async function holderNames(db: Db, props: { tenantId: number; productId: number }): Promise<Holder[]> {
  const result = await db.execute(holderNamesQuery(props));
  const rows = (result as { rows: { id: number; name: string; expires_at: Date | string | null }[] }).rows;
  return rows
    .map((r) => ({
      userId: r.id,
      firstName: firstName(r.name),
      expiresAt: r.expires_at === null ? null : new Date(r.expires_at).getTime(),
    }))
    .filter((h) => h.firstName.length > 0);
}

/**
 * The statement of holderNames, whose cost does not grow with the product's holders (its plan:
 * docs/marquee.md; its time: docs/performance.md "The lesson page"). The pivot is one materialized
 * value that both windows read as an init plan, so it bounds their primary key scans; the role
 * check runs on the (at most 2 x HOLDER_WINDOW) rows picked, never on every holder.
 */
function holderNamesQuery(props: { tenantId: number; productId: number }) {
  const { tenantId, productId } = props;
  const window = (side: 'after' | 'before') => sql`
    select e.user_id, e.expires_at, ${side === 'after' ? 0 : 1} as part
    from enrollments e
    where e.tenant_id = ${tenantId} and e.product_id = ${productId}
      and e.user_id ${side === 'after' ? sql`>=` : sql`<`} (select id from pivot)
      and (e.expires_at is null or e.expires_at > now())
    order by e.user_id
    limit ${HOLDER_WINDOW}`;
  return sql`
    with pivot as (
      select lo + floor(random() * (hi - lo + 1))::int as id from (select
        (select id from users where tenant_id = ${tenantId} order by id asc limit 1) as lo,
        (select id from users where tenant_id = ${tenantId} order by id desc limit 1) as hi) bounds
    ),
    picked as ((${window('after')}) union all (${window('before')}))
    select u.id, u.name, picked.expires_at from picked
    join users u on u.tenant_id = ${tenantId} and u.id = picked.user_id
    -- The App Store review account is not a classmate to greet.
    where not u.review_account and (select bool_and(r.slug = 'student') from user_roles ur join roles r on r.id = ur.role_id
      where ur.tenant_id = ${tenantId} and ur.user_id = picked.user_id)
    order by picked.part, picked.user_id
    limit ${HOLDER_WINDOW}`;
}

/** How many names the text asks for: one per `$nome_aluno`, at most MARQUEE_NAMES_MAX (then cycled). */
export const namesWanted = (text: string) => Math.min(text.split(MARQUEE_NAME_VARIABLE).length - 1, MARQUEE_NAMES_MAX);

/**
 * Picks `wanted` names at random from `pool`, different ones first (a pool of one repeats it), and
 * fills the text's `$nome_aluno` in order with them, cycling when the text asks for more than
 * MARQUEE_NAMES_MAX. An empty pool uses `fallback` (the viewer's own first name).
 */
export function fillNames(text: string, pool: readonly string[], fallback: string): { text: string; names: string[] } {
  const wanted = namesWanted(text);
  if (wanted === 0) return { text, names: [] };
  const distinct = shuffle([...new Set(pool)]);
  const source = distinct.length > 0 ? distinct : [fallback];
  const names = Array.from({ length: Math.min(wanted, source.length) }, (_, i) => source[i] ?? fallback);
  let n = 0;
  const filled = text.split(MARQUEE_NAME_VARIABLE).reduce((out, part) => `${out}${names[n++ % names.length] ?? fallback}${part}`);
  return { text: filled, names };
}

function shuffle<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
  return items;
}
