import {
  banners,
  carouselItems,
  carousels,
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
import { eq } from 'drizzle-orm';

/** A large school for the benchmark: Aurora (tenant 1) gets this much more than the demo seed. */
export const LARGE = {
  courses: 200,
  modulesPerCourse: 2,
  lessonsPerModule: 5,
  students: 1_000,
  progressPerStudent: 20,
  /** Issue 5: a home of 50 carousels holding 2,000 items between them. */
  carousels: 50,
  itemsPerCarousel: 40,
  banners: 3,
  favorites: 12,
};
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
  return { lessons: lessonIds.length, students: userIds.length, progressRows: progress.length, ...home };
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
