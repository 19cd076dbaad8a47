import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communities } from '../../db/schema/index';
import { type Database, rowsOf } from '../../platform/db/client';
import { addStudents, demoPasswordHash } from '../../test/followers';
import { seededCopy } from '../../test/seeded';
import { call, login, startServer, stopServer, type ServerProcess } from '../../test/server-process';
import { communityReadersSql } from '../communities/public';

/**
 * A kill -9 of the server in the middle of a post's fan-out, then a restart, ends with
 * every notification present once (docs/notifications.md "Fan-out"). The real server runs as its
 * own process on the backend of the run: the throwaway PostgreSQL server when DATABASE_URL is set,
 * else PGlite in a data folder (which the test opens only while no server holds it).
 */
const databaseUrl = process.env.DATABASE_URL;
/** Enough readers for many batches (fanout.ts FANOUT_BATCH), so the kill lands with some written and some not. */
const FOLLOWERS = databaseUrl ? 60_000 : 30_000;

let dataDir: string;
let copy: Awaited<ReturnType<typeof seededCopy>>;
let database: Database | undefined;
let server: ServerProcess | undefined;

/** PGlite is one process at a time: the test opens its folder only between servers. */
const open = async () => (database ??= await copy.open());
async function closeUnlessShared() {
  if (!copy.url && database) {
    await database.close();
    database = undefined;
  }
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'trilha-crash-'));
  copy = await seededCopy(dataDir, { prefix: 'trilha_crash', onDisk: true });
  const { db } = await open();
  await addStudents(db, { tenantId: 1, count: FOLLOWERS, prefix: 'crash', passwordHash: await demoPasswordHash() });
  await closeUnlessShared();
}, 240_000);

afterAll(async () => {
  if (server) await stopServer(server, 'SIGKILL');
  await database?.close();
  await copy.drop();
  await rm(dataDir, { recursive: true, force: true });
});

/** The post's notifications: how many, for how many distinct users; and who should have one. */
async function tally(postId: number, communityId: number, authorEmail: string) {
  const { db } = await open();
  const [rows] = rowsOf<{ n: number; users: number }>(
    await db.execute(sql`select count(*)::int as n, count(distinct user_id)::int as users from notifications
      where tenant_id = 1 and post_id = ${postId} and type = 'community_post'`),
  );
  const [readers] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from (${communityReadersSql(1, communityId)}) r
      where r.id <> (select id from users where tenant_id = 1 and email = ${authorEmail})`),
  );
  const [unfinished] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from jobs where queue = 'notifications.post-batch' and status <> 'done'`),
  );
  return { ...rows!, readers: readers!.n, unfinishedBatches: unfinished!.n };
}

describe('a kill -9 in the middle of a fan-out', () => {
  it('after the restart, every reader has the notification exactly once', async () => {
    const { db } = await open();
    const [community] = await db
      .select({ id: communities.id })
      .from(communities)
      .where(and(eq(communities.tenantId, 1), eq(communities.title, 'Comunidade Aurora')));
    await closeUnlessShared();

    let firstBatch = () => {};
    const batchDone = new Promise<void>((resolve) => (firstBatch = resolve));
    server = await startServer({
      databaseUrl: copy.url ?? '',
      dataDir,
      onLog: (line) => {
        if (line.includes('"queue":"notifications.post-batch"') && line.includes('"msg":"job done"')) firstBatch();
      },
    });
    const unread = async (cookie: string) => (await call(server!, '/api/auth/notification/total', { cookie })).json.unread_count as number;

    const author = await login(server, 'aluna@aurora.test');
    const form = new FormData();
    form.append('title', 'Aviso para todos');
    form.append('text', 'Amanhã tem aula ao vivo às 19h.');
    const posted = await call(server, `/api/auth/community/posts/1/${community!.id}`, { cookie: author, form });
    expect(posted.status, JSON.stringify(posted.json)).toBe(201);
    const postId = (posted.json.data as { id: number }).id;

    // The fan-out's first batch job committed (the worker's debug line): kill the process at once, with later batches to run.
    await batchDone;
    await stopServer(server, 'SIGKILL');
    server = undefined;

    const cut = await tally(postId, community!.id, 'aluna@aurora.test');
    expect(cut.readers).toBeGreaterThan(FOLLOWERS);
    expect(cut.n).toBeGreaterThan(0);
    expect(cut.n, 'the kill came after the whole fan-out: nothing left to prove').toBeLessThan(cut.readers);
    expect(cut.unfinishedBatches).toBe(1);
    // The dead worker's claim on its batch expires after 5 minutes (docs/decisions/0002); the test
    // moves that clock on instead of waiting it out.
    await (await open()).db.execute(sql`update jobs set locked_until = now() - interval '1 second' where status = 'running'`);
    await closeUnlessShared();

    server = await startServer({ databaseUrl: copy.url ?? '', dataDir });
    // The last reader by id is in the last batch: when they have it, the chain has run to its end.
    const last = await login(server, `crash${FOLLOWERS}@followers.test`);
    for (let i = 0; (await unread(last)) === 0; i++) {
      if (i > 1_200) throw new Error('the fan-out did not finish after the restart');
      await new Promise((r) => setTimeout(r, 50));
    }
    await stopServer(server);
    server = undefined;

    const end = await tally(postId, community!.id, 'aluna@aurora.test');
    expect(end).toEqual({ n: cut.readers, users: cut.readers, readers: cut.readers, unfinishedBatches: 0 });
  }, 240_000);
});
