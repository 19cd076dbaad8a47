import {
  banners,
  carouselItems,
  carousels,
  communities,
  courses,
  enrollments,
  favorites,
  lessonProgress,
  lessons,
  modules,
  productCourses,
  products,
  roles,
  userRoles,
  users,
} from '../apps/server/src/db/schema/index';
import { ensureSystemCarousels } from '../apps/server/src/features/carousels/system';
import { bumpHomeVersion } from '../apps/server/src/platform/content-versions';
import { hashPassword } from '../apps/server/src/features/accounts/passwords';
import type { Db } from '../apps/server/src/platform/db/client';
import { DEMO_PASSWORD } from '../apps/server/src/seed/data';
import { eq, like, sql, type SQL } from 'drizzle-orm';
import { seedLargeLessonPage } from './seed-lesson-page';

/** A large school for the benchmark: Aurora (tenant 1) gets this much more than the demo seed. */
export const LARGE = {
  courses: 200,
  modulesPerCourse: 2,
  lessonsPerModule: 5,
  students: 1_000,
  progressPerStudent: 20,
  /** A home of 50 carousels holding 2,000 items between them. */
  carousels: 50,
  itemsPerCarousel: 40,
  banners: 3,
  favorites: 12,
};
/** One community of the large school with this much in it; every bench student is a member. */
export const LARGE_COMMUNITY = { posts: 100_000, commentsPerPost: 3, likesPerPost: 10, pinned: 2, mediaEvery: 4, feedDepth: 5_000 };
export const BENCH_STUDENT = 'aluno1@bench.aurora.test';

const TENANT = 1;
const BATCH = 500;

async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

/** Bench only: 200 courses, 2,000 lessons, 1,000 enrolled students with progress, straight into the db. */
export async function seedLargeSchool(db: Db) {
  const [product] = await db
    .insert(products)
    .values({ tenantId: TENANT, title: 'Biblioteca Completa', status: 'active' })
    .returning({ id: products.id });
  const lessonIds: number[] = [];
  const courseIds: number[] = [];
  const moduleIds: number[] = [];
  for (let c = 1; c <= LARGE.courses; c++) {
    const [course] = await db
      .insert(courses)
      .values({
        tenantId: TENANT,
        title: `Curso de carga ${c}`,
        description: 'Curso gerado para o benchmark.',
        order: 100 + c,
        searchText: `curso de carga ${c}`,
      })
      .returning({ id: courses.id });
    courseIds.push(course!.id);
    await db.insert(productCourses).values({ tenantId: TENANT, productId: product!.id, courseId: course!.id });
    for (let m = 1; m <= LARGE.modulesPerCourse; m++) {
      const [mod] = await db
        .insert(modules)
        .values({ tenantId: TENANT, courseId: course!.id, title: `Módulo ${m}`, order: m })
        .returning({ id: modules.id });
      moduleIds.push(mod!.id);
      const rows = await db
        .insert(lessons)
        .values(
          Array.from({ length: LARGE.lessonsPerModule }, (_, l) => ({
            tenantId: TENANT,
            courseId: course!.id,
            moduleId: mod!.id,
            title: `Aula ${l + 1} do módulo ${m} do curso ${c}`,
            slug: `aula-${c}-${m}-${l + 1}`,
            durationSeconds: 600,
            order: l + 1,
            searchText: `aula ${l + 1} do modulo ${m} do curso ${c}`,
          })),
        )
        .returning({ id: lessons.id });
      lessonIds.push(...rows.map((r) => r.id));
    }
  }

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const [student] = await db.select({ id: roles.id }).from(roles).where(eq(roles.slug, 'student'));
  const people = Array.from({ length: LARGE.students }, (_, i) => ({
    tenantId: TENANT,
    email: `aluno${i + 1}@bench.aurora.test`,
    name: `Aluno de Carga ${i + 1}`,
    passwordHash,
  }));
  const userIds: number[] = [];
  await insertInBatches(people, async (batch) =>
    userIds.push(...(await db.insert(users).values(batch).returning({ id: users.id })).map((r) => r.id)),
  );
  await insertInBatches(
    userIds.map((userId) => ({ tenantId: TENANT, userId, roleId: student!.id })),
    (b) => db.insert(userRoles).values(b),
  );
  await insertInBatches(
    userIds.map((userId) => ({ tenantId: TENANT, userId, productId: product!.id })),
    (b) => db.insert(enrollments).values(b),
  );

  const progress = userIds.flatMap((userId, u) =>
    Array.from({ length: LARGE.progressPerStudent }, (_, k) => {
      const lessonId = lessonIds[(u * 37 + k * 101) % lessonIds.length]!;
      const finished = k % 3 !== 0;
      return { tenantId: TENANT, userId, lessonId, watchedSeconds: finished ? 600 : 120, finishedAt: finished ? new Date() : null };
    }),
  );
  await insertInBatches(progress, (b) => db.insert(lessonProgress).values(b).onConflictDoNothing());
  const home = await seedLargeHome(db, { courseIds, moduleIds, lessonIds, studentId: userIds[0]! });
  const community = await seedLargeCommunity(db);
  const lessonPage = await seedLargeLessonPage(db, { lessonId: lessonIds[0]!, productId: product!.id, memberIds: userIds });
  return {
    lessons: lessonIds.length,
    students: userIds.length,
    /** The product every large-school student holds (Biblioteca Completa). */
    productId: product!.id,
    progressRows: progress.length,
    ...home,
    community,
    lessonPage: { ...lessonPage, courseId: courseIds[0]! },
  };
}

/**
 * The large community (docs/performance.md "Communities"), open to the whole school (no products), so its
 * 1,000 members are the bench students: 100,000 posts over the last five weeks, 300,000 comments and
 * 1,000,000 likes (each post's counts as its rows say), a picture on every fourth post, two pinned. Written
 * by INSERT … SELECT over generate_series, a statement per table, on PGlite as on PostgreSQL. The first 50
 * members (the students the cases sign in as) like nothing yet, so the like case inserts.
 */
export async function seedLargeCommunity(db: Db) {
  const started = performance.now();
  const L = LARGE_COMMUNITY;
  const [row] = await db
    .insert(communities)
    .values({ tenantId: TENANT, title: 'Comunidade de carga', description: 'Gerada para o benchmark.', order: 10 })
    .returning({ id: communities.id });
  const communityId = row!.id;
  // The members in id order (aluno1 first), as an array literal: member n is members[n + 1].
  const memberIds = await db.select({ id: users.id }).from(users).where(like(users.email, '%@bench.aurora.test')).orderBy(users.id);
  const members = sql.raw(`(array[${memberIds.map((m) => m.id).join(',')}]::int[])`);
  const n = memberIds.length;
  const posts = sql`(select id, created_at from community_posts where tenant_id = ${TENANT} and community_id = ${communityId}) p`;
  const step = async (what: string, query: SQL, on: Pick<Db, 'execute'> = db) => {
    const t0 = performance.now();
    await on.execute(query);
    timings.push(`${what} ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  };
  const timings: string[] = [];
  // The rows are valid by construction (post ids are read from the posts, authors from the members'
  // ids; an index past the array is NULL, which NOT NULL refuses), so the foreign keys' row-by-row
  // checks are skipped while loading (superuser, this transaction only): with them, the load took
  // minutes on PGlite.
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    // Oldest first, so ids follow time as the feed's keyset expects; about one post every 30 s.
    await step(
      'posts',
      sql`insert into community_posts (tenant_id, community_id, user_id, title, text, likes_count, comments_count, created_at)
      select ${TENANT}, ${communityId}, ${members}[1 + g % ${n}],
        case when g % 3 = 0 then 'Publicação de carga ' || g else '' end,
        'Texto da publicação ' || g || ' da comunidade de carga. ' || repeat('Uma linha de conversa entre alunos da escola, com dúvidas e descobertas. ', 1 + g % 4),
        ${L.likesPerPost}, ${L.commentsPerPost}, now() - make_interval(secs => (${L.posts} - g) * 30.0)
      from generate_series(1, ${L.posts}) g
      order by g`,
      tx,
    );
    await step(
      'comments',
      sql`insert into community_comments (tenant_id, post_id, user_id, content, created_at)
      select ${TENANT}, p.id, ${members}[1 + (p.id * 13 + k * 97) % ${n}],
        'Comentário ' || k || ' da publicação ' || p.id || ': obrigado por compartilhar, ajudou muito.', p.created_at + make_interval(mins => k)
      from ${posts} cross join generate_series(1, ${L.commentsPerPost}) k
      order by p.id, k`,
      tx,
    );
    // Members 50 and after only, ten different ones a post (k * 101 stays under n - 50).
    await step(
      'likes',
      sql`insert into community_post_likes (tenant_id, post_id, user_id, created_at)
      select ${TENANT}, p.id, ${members}[51 + (p.id * 7 + k * 101) % ${n - 50}], p.created_at + make_interval(mins => k)
      from ${posts} cross join generate_series(0, ${L.likesPerPost - 1}) k`,
      tx,
    );
    await step(
      'media',
      sql`insert into community_post_media (tenant_id, post_id, kind, key, name, content_type, size_bytes, "order")
      select ${TENANT}, p.id, 'image', 'tenants/1/seed/course-' || (1 + p.id % 4) || '.webp', 'foto-1.webp', 'image/webp', 24000, 1
      from ${posts} where p.id % ${L.mediaEvery} = 0`,
      tx,
    );
  });
  const rows = async (query: SQL) => ((await db.execute(query)) as { rows: Record<string, unknown>[] }).rows;
  const ids = async (query: SQL) => (await rows(query)).map((r) => Number(r.id));
  // Announcements pinned long ago: the two oldest posts.
  await db.execute(
    sql`update community_posts set pinned = true where tenant_id = ${TENANT} and id in (select p.id from ${posts} order by p.id limit ${L.pinned})`,
  );
  const newest = await ids(
    sql`select p.id from community_posts p where p.tenant_id = ${TENANT} and p.community_id = ${communityId} and not p.pinned order by p.id desc limit 5000`,
  );
  const [cursor] = await ids(
    sql`select p.id from community_posts p where p.tenant_id = ${TENANT} and p.community_id = ${communityId} and not p.pinned order by p.id desc offset ${L.feedDepth - 1} limit 1`,
  );
  // Statistics. A PostgreSQL server's autovacuum gathers them within a minute of such a load, so
  // that leg analyzes everything now rather than race it. On PGlite the app gathers them itself
  // when the server opens the database (platform/db/analyze.ts), as a school's server would.
  const [version] = await rows(sql`select version() as v`);
  if (!String(version?.v).includes('PGlite')) await step('analyze', sql`analyze`);
  const counted = async (table: string) =>
    Number(
      (
        await rows(
          sql`select count(*)::int as n from ${sql.raw(table)} t where t.tenant_id = ${TENANT} and ${sql.raw(table === 'community_posts' ? 't.id' : 't.post_id')} in (select p.id from ${posts})`,
        )
      )[0]!.n,
    );
  return {
    id: communityId,
    posts: await counted('community_posts'),
    comments: await counted('community_comments'),
    likes: await counted('community_post_likes'),
    members: 1_000,
    /** The last post shown before the page 5,000 posts deep. */
    deepCursor: cursor!,
    /** The 5,000 newest posts: what the like case likes, 50 students a post. */
    likeTargets: newest,
    seedSeconds: (performance.now() - started) / 1000,
    timings,
  };
}

/** 50 school carousels (courses, modules and lessons in turn) of 40 items, banners, and the bench student's list. */
async function seedLargeHome(db: Db, props: { courseIds: number[]; moduleIds: number[]; lessonIds: number[]; studentId: number }) {
  const pools = { 1: props.courseIds, 2: props.moduleIds, 3: props.lessonIds } as const;
  let items = 0;
  for (let k = 0; k < LARGE.carousels; k++) {
    const type = ((k % 3) + 1) as 1 | 2 | 3;
    const [carousel] = await db
      .insert(carousels)
      .values({
        tenantId: TENANT,
        title: `Carrossel de carga ${k + 1}`,
        description: 'Gerado para o benchmark.',
        type,
        order: 100 + k,
        cardType: type === 3 ? 'vertical' : 'horizontal',
      })
      .returning({ id: carousels.id });
    const pool = pools[type];
    const rows = Array.from({ length: LARGE.itemsPerCarousel }, (_, i) => {
      const target = pool[(k * 53 + i * 7) % pool.length]!;
      return {
        tenantId: TENANT,
        carouselId: carousel!.id,
        order: i + 1,
        courseId: type === 1 ? target : null,
        moduleId: type === 2 ? target : null,
        lessonId: type === 3 ? target : null,
      };
    });
    // The same id twice in one carousel would be a content error in the product: keep them distinct.
    const distinct = [...new Map(rows.map((r) => [`${r.courseId}-${r.moduleId}-${r.lessonId}`, r])).values()];
    await db.insert(carouselItems).values(distinct);
    items += distinct.length;
  }
  await ensureSystemCarousels(db, TENANT);
  await db.insert(banners).values(
    Array.from({ length: LARGE.banners }, (_, i) => ({
      tenantId: TENANT,
      title: `Banner de carga ${i + 1}`,
      subtitle: 'Gerado para o benchmark.',
      order: 100 + i,
    })),
  );
  await db
    .insert(favorites)
    .values(
      props.courseIds
        .slice(0, LARGE.favorites)
        .map((targetId) => ({ tenantId: TENANT, userId: props.studentId, kind: 'course', targetId })),
    );
  await bumpHomeVersion(db, TENANT);
  return { carousels: LARGE.carousels, carouselItems: items };
}
