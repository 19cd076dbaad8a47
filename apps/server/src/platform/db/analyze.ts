import { sql, type SQL } from 'drizzle-orm';

/** What these need of the database (client.ts's Db, which imports this file). */
type Db = { execute: (query: SQL) => PromiseLike<unknown> };

/**
 * Planner statistics where no autovacuum gathers them. PGlite is one backend with no background
 * workers, so it never analyzes: a school on it planned every query on guesses (`reltuples` -1),
 * and a feed page of a 100,000-post community took tens of seconds (docs/performance-communities.md). The
 * same rule as autovacuum's: a table is analyzed when it was never analyzed and holds rows, or
 * when more of it changed since than 50 rows plus a tenth of its size. The change counts live in
 * memory (PGlite flushes them only when asked, and may lose them on a restart), so a table that
 * grew by a tenth (plus 10 pages) on disk since its statistics counts as changed too.
 */
const CHANGED_ROWS = 50;
const CHANGED_SHARE = 0.1;
const GROWN_PAGES = 10;

/** The tables of the app's schema whose statistics are missing or stale, by the rule above. */
async function staleTables(db: Db): Promise<string[]> {
  // PostgreSQL 15+ (PGlite and the supported servers): the next statement sees this backend's counts.
  await db.execute(sql`select pg_stat_force_next_flush()`);
  const result = await db.execute(sql`
    select c.relname as name
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    left join pg_stat_user_tables s on s.relid = c.oid
    where n.nspname = 'public' and c.relkind = 'r'
      and (
        (c.reltuples < 0 and pg_relation_size(c.oid) > 0)
        or coalesce(s.n_mod_since_analyze, 0) > ${sql.raw(String(CHANGED_ROWS))} + ${sql.raw(String(CHANGED_SHARE))} * greatest(c.reltuples, 0)
        or pg_relation_size(c.oid) > (c.relpages * (1 + ${sql.raw(String(CHANGED_SHARE))}) + ${sql.raw(String(GROWN_PAGES))}) * current_setting('block_size')::int
      )
    order by c.relname`);
  return (result as { rows: { name: string }[] }).rows.map((r) => r.name);
}

/**
 * Tables analyzed from a smaller sample: a statistics target of 10 reads 3,000 rows instead of
 * 30,000. `notifications` grows by a post's whole audience at once, so every large fan-out makes
 * it stale, and its analyze held PGlite's only connection for long in the fan-out bench
 * (docs/performance.md "Notifications"); every read of it goes by a (tenant, user) index, whose plans do
 * not need finer statistics.
 */
const SMALL_SAMPLE: Partial<Record<string, number>> = { notifications: 10 };

/**
 * Analyzes the stale tables and names them, one statement per table. On the embedded database a
 * statement holds the only connection while it samples, and the job worker's statements wait for
 * the requests' between statements (foreground.ts): one `analyze` of eight tables stalled every
 * request for 0.8 s in the fan-out bench, a table at a time lets them in between. Runs at startup,
 * before the server listens, and then from the `db.analyze` job (platform/jobs/analyze.ts).
 */
export async function analyzeStale(db: Db): Promise<string[]> {
  const tables = await staleTables(db);
  for (const table of tables) {
    const analyze = sql.raw(`analyze "${table.replaceAll('"', '""')}"`);
    const target = SMALL_SAMPLE[table];
    if (target === undefined) {
      await db.execute(analyze);
      continue;
    }
    // Only ANALYZE reads the setting, and only this code runs ANALYZE here.
    await db.execute(sql.raw(`set default_statistics_target = ${target}`));
    try {
      await db.execute(analyze);
    } finally {
      await db.execute(sql`reset default_statistics_target`);
    }
  }
  return tables;
}
