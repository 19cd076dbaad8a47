import { sql } from 'drizzle-orm';
import {
  communities,
  communityProducts,
  enrollments,
  extraSettings,
  platformSettings,
  products,
  roles,
  tenantDomains,
  tenants,
  userRoles,
  users,
} from '../apps/server/src/db/schema/index';
import { hashPassword } from '../apps/server/src/features/accounts/passwords';
import { type Db, rowsOf } from '../apps/server/src/platform/db/client';
import { DEMO_PASSWORD } from '../apps/server/src/seed/data';
import { addStudents } from '../apps/server/src/test/followers';

const TENANT = 1;
/** Each of the 50 bench students holds this many notifications, the newest UNREAD of them unread. */
export const LARGE_NOTIFICATIONS = { perStudent: 1_000, students: 50, unread: 15 };

/**
 * 1,000 notifications for each of the first 50 bench students (those the `students` cases sign in
 * as), in one INSERT … SELECT: comments, replies and posts of the large community in turn, spread
 * over the last 60 days, the newest 15 unread (the badge's count stops at 10), each pointing at a
 * real post as the fan-out's rows do.
 */
export async function seedLargeNotifications(db: Db, communityId: number) {
  const N = LARGE_NOTIFICATIONS;
  const started = performance.now();
  const user = sql`jsonb_build_object('name', 'Ana Souza', 'photo_url', null)`;
  await db.execute(sql`
    with students as (
      select id, row_number() over (order by id) as n from users
      where tenant_id = ${TENANT}::int and email like '%@bench.aurora.test' order by id limit ${N.students}::int
    ), posts as (
      select id, title, row_number() over (order by id desc) as n from community_posts
      where tenant_id = ${TENANT}::int and community_id = ${communityId}::int order by id desc limit ${N.perStudent}::int
    ), rows as (
      select s.id as user_id, p.id as post_id, coalesce(p.title, '') as title, k, (k % 3) as kind
      from students s cross join generate_series(1, ${N.perStudent}::int) k join posts p on p.n = k
    )
    insert into notifications (tenant_id, user_id, type, event_id, data, redirect_url, in_feed, read, mail_state, post_id, created_at)
    select ${TENANT}::int, user_id,
      case kind when 0 then 'community_comment' when 1 then 'community_reply' else 'community_post' end,
      -- Event ids of their own, far above the run's real events.
      1000000000 + k,
      case kind
        when 0 then jsonb_build_object('community_id', ${communityId}::int, 'content', 'Que foto linda! Qual aplicativo você usou?',
          'user', ${user}, 'community_comment_data', jsonb_build_object('post', jsonb_build_object('id', post_id)))
        when 1 then jsonb_build_object('community_id', ${communityId}::int, 'content', 'Concordo, e vale testar no fim da tarde também.',
          'user', ${user}, 'post_data', jsonb_build_object('post_id', post_id))
        else jsonb_build_object('post_id', post_id, 'community_id', ${communityId}::int, 'title', title, 'user', ${user})
      end,
      '/comunidade/post/' || post_id || '/${sql.raw(String(TENANT))}/' || ${communityId}::int,
      true, k > ${N.unread}::int, 'none', post_id, now() - make_interval(mins => k * 86)
    from rows`);
  await db.execute(sql`analyze notifications`);
  const [row] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from notifications where tenant_id = ${TENANT}`));
  return { rows: row!.n, seedSeconds: (performance.now() - started) / 1000 };
}

/** The school of the fan-out bench: its own host, so its 100,000 students are nobody else's readers. */
export const FANOUT_SCHOOL = { id: 3, slug: 'fanout', followers: 100_000, author: 'autora@fanout.test' };

/**
 * The notifications' fan-out bench school: 100,000 students, one community open to all of them and an owner
 * who posts there. Then the yardstick, in the same run and database: one raw INSERT … SELECT of the
 * very rows the fan-out writes for a post, timed, then deleted.
 */
export async function seedFanoutSchool(db: Db) {
  const t = FANOUT_SCHOOL.id;
  const started = performance.now();
  await db.insert(tenants).values({ id: t, slug: FANOUT_SCHOOL.slug, name: 'Escola Fan-out', description: 'Gerada para o benchmark.' });
  await db.insert(tenantDomains).values({ domain: `${FANOUT_SCHOOL.slug}.localhost`, tenantId: t });
  await db.insert(platformSettings).values({ tenantId: t, primaryColor: '#6C5CE7' });
  await db.insert(extraSettings).values({ tenantId: t });
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const [author] = await db
    .insert(users)
    .values({ tenantId: t, email: FANOUT_SCHOOL.author, name: 'Autora do Aviso', passwordHash })
    .returning({ id: users.id });
  const [owner] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(sql`${roles.slug} = 'owner'`);
  await db.insert(userRoles).values({ tenantId: t, userId: author!.id, roleId: owner!.id });
  const followers = await addStudents(db, { tenantId: t, count: FANOUT_SCHOOL.followers, prefix: 'seguidor', passwordHash });
  const [community] = await db
    .insert(communities)
    .values({ tenantId: t, title: 'Avisos', description: 'Todos os alunos.', order: 1 })
    .returning({ id: communities.id });
  const [post] = rowsOf<{ id: number }>(
    await db.execute(sql`insert into community_posts (tenant_id, community_id, user_id, title, text)
      values (${t}, ${community!.id}, ${author!.id}, 'Régua', 'Régua do bench') returning id`),
  );
  // The yardstick: what one statement writes for every reader (the fan-out's rows, its payload, its columns).
  const data = JSON.stringify({
    post_id: post!.id,
    community_id: community!.id,
    title: 'Régua',
    user: { name: 'Autora do Aviso', photo_url: null },
  });
  const t0 = performance.now();
  await db.execute(sql`
    insert into notifications (tenant_id, user_id, type, event_id, data, redirect_url, in_feed, mail_state, post_id)
    select ${t}, id, 'community_post', 999999999, ${data}::jsonb, ${`/comunidade/post/${post!.id}/${t}/${community!.id}`}, true, 'pending', ${post!.id}
    from users where tenant_id = ${t} and id <> ${author!.id}
    on conflict do nothing`);
  const rawMs = performance.now() - t0;
  await db.execute(sql`delete from community_posts where tenant_id = ${t} and id = ${post!.id}`);
  await db.execute(sql`analyze notifications`);
  return {
    communityId: community!.id,
    last: followers.email(FANOUT_SCHOOL.followers),
    rawMs,
    seedSeconds: (performance.now() - started) / 1000,
  };
}

/**
 * The notifications' posting case while a fan-out runs: a class community of the large school, gated by a
 * product that only the 50 bench students hold, so each of their posts reaches about 60 readers
 * (they and the staff). Posting into the 1,000-member community instead made each post a fan-out of
 * 1,000 rows: at 20 posts a second that is 20,000 rows a second, PGlite's whole write speed, and the
 * case measured a machine saturated by the posts themselves rather than what a running fan-out
 * does to posting (docs/performance.md "Notifications").
 */
export async function seedClassCommunity(db: Db) {
  const [product] = await db.insert(products).values({ tenantId: TENANT, title: 'Turma de carga' }).returning({ id: products.id });
  const [community] = await db
    .insert(communities)
    .values({ tenantId: TENANT, title: 'Turma de carga', description: 'Os 50 alunos do benchmark.', order: 11 })
    .returning({ id: communities.id });
  await db.insert(communityProducts).values({ tenantId: TENANT, communityId: community!.id, productId: product!.id });
  await db.execute(sql`insert into ${enrollments} (tenant_id, user_id, product_id)
    select ${TENANT}, id, ${product!.id} from ${users}
    where tenant_id = ${TENANT} and email in (select 'aluno' || g || '@bench.aurora.test' from generate_series(1, ${LARGE_NOTIFICATIONS.students}) g)`);
  return { id: community!.id };
}
