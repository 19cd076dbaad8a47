import { and, eq, sql } from 'drizzle-orm';
import { normalizeSearch, slugify } from '@trilha/shared/catalog/schemas';
import {
  courses,
  enrollments,
  extraSettings,
  lessonProgress,
  lessons,
  modules,
  platformSettings,
  productCourses,
  products,
  roles,
  tenantDomains,
  tenants,
  userRoles,
  users,
} from '../db/schema/index';
import { hashPassword } from '../features/accounts/passwords';
import type { Config } from '../platform/config';
import type { Db } from '../platform/db/client';
import { escapeHtml } from '../platform/mail/render';
import { createStorage, type Storage } from '../platform/storage';
import { DEMO_PASSWORD, demoSchools, type DemoSchool } from './data';
import { seedHome } from './home';
import { coverImage, logoImage } from './images';
import { seedCommunities } from './communities';
import { seedCustomHtml } from './custom-html';
import { seedQuizzes } from './aurora-quizzes';
import { seedRewards } from './gamification-rewards';
import { seedSales } from './sales';
import { seedLives } from './lives';
import { seedMarquees } from './marquees';
import { seedGamificationScores } from './gamification-scores';
import { seedGamificationSettings } from './gamification-settings';
import { seedCommunityPosts, type DemoFeed } from './community-posts';
import { seedLessonComments } from './lesson-comments';
import { seedNotifications } from './notifications';
import { auroraFeed } from './schools/aurora-feed';
import { borealFeed } from './schools/boreal-feed';
import { streamsStartNow } from '../platform/event-streams';
import { must } from './must';
import { demoVideoName, mp4Seconds, readDemoVideo } from './videos';

/** Each demo school's community feeds, by its slug. */
const demoFeeds: Record<string, DemoFeed> = { aurora: auroraFeed, boreal: borealFeed };

/** Seeds the demo schools into an empty database (contract: the embedded one, at first start). */

/** Lessons of the first course finished, in order, by demo students further along than João and Marina. */
const FURTHER_ALONG: Record<string, number> = { 'thiago@aurora.test': 99, 'bianca@aurora.test': 3 };

export async function seedIfEmpty(db: Db, config: Config) {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(tenants);
  if ((row?.n ?? 0) > 0) return false;
  await seedDemo(db, createStorage(config));
  return true;
}

export async function seedDemo(db: Db, storage: Storage) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const roleIds = Object.fromEntries((await db.select().from(roles)).map((r) => [r.slug, r.id]));
  for (const school of demoSchools) await seedSchool(db, storage, school, { passwordHash, roleIds });
  await db.execute(sql`select setval(pg_get_serial_sequence('tenants', 'id'), (select max(id) from tenants))`);
  // The seed's events are history, already made into what they would have made (seed/notifications.ts).
  await streamsStartNow(db);
}

async function seedSchool(db: Db, storage: Storage, school: DemoSchool, shared: { passwordHash: string; roleIds: Record<string, number> }) {
  const t = school.id;
  const put = (name: string, body: Buffer, type: string) => storage.put(`tenants/${t}/seed/${name}`, body, type);
  await db.insert(tenants).values({ id: t, slug: school.slug, name: school.name, description: school.description });
  await db.insert(tenantDomains).values({ domain: `${school.slug}.localhost`, tenantId: t });
  const logoSquare = await put('logo-square.png', await logoImage({ name: school.name, color: school.primaryColor }), 'image/png');
  const logoHorizontal = await put(
    'logo-horizontal.png',
    await logoImage({ name: school.name, color: school.primaryColor, size: 120, wide: true }),
    'image/png',
  );
  // The footer is on, so the terms and privacy pages are a click away from every page (docs/footer.md).
  await db.insert(platformSettings).values({
    tenantId: t,
    primaryColor: school.primaryColor,
    logoSquare,
    logoHorizontal,
    favicon: logoSquare,
    footerVisible: true,
    showCommunitiesPage: school.communitiesPage,
  });
  await db.insert(extraSettings).values({
    tenantId: t,
    useTerms: school.footer.useTerms,
    privacyTerms: school.footer.privacyTerms,
    urlInstagram: school.footer.instagram,
    urlYoutube: school.footer.youtube,
  });

  const courseIds: number[] = [];
  // Seconds watched in the seeded history: the first course's clip, whole.
  let firstClipSeconds = 0;
  for (const [ci, course] of school.courses.entries()) {
    // The course's own clip (scripts/make-demo-videos.ts); its length is read from the file.
    const clip = await readDemoVideo(school.slug, ci);
    const clipSeconds = Math.round(mp4Seconds(clip));
    if (ci === 0) firstClipSeconds = clipSeconds;
    const videoUrl = await put(demoVideoName(school.slug, ci), clip, 'video/mp4');
    const cover = await put(
      `course-${ci + 1}.webp`,
      await coverImage({ title: course.title, from: school.primaryColor, to: school.accent, seed: ci + t * 7 }),
      'image/webp',
    );
    const [c] = await db
      .insert(courses)
      .values({
        tenantId: t,
        title: course.title,
        description: course.description,
        coverUrl: cover,
        order: ci + 1,
        searchText: normalizeSearch(course.title),
      })
      .returning({ id: courses.id });
    const courseId = must(c, `course ${course.title}`).id;
    courseIds.push(courseId);
    for (const [mi, mod] of course.modules.entries()) {
      // Modules show in tall cards ("Passo a passo"): a portrait cover with the module's own name.
      const moduleCover = await put(
        `course-${ci + 1}-module-${mi + 1}.webp`,
        await coverImage({
          title: mod.title,
          from: school.accent,
          to: school.primaryColor,
          width: 600,
          height: 900,
          lineChars: 12,
          seed: mi * 5 + ci + t * 7,
        }),
        'image/webp',
      );
      const [m] = await db
        .insert(modules)
        .values({ tenantId: t, courseId, title: mod.title, order: mi + 1, coverUrl: moduleCover })
        .returning({ id: modules.id });
      const moduleId = must(m, `module ${mod.title}`).id;
      await db.insert(lessons).values(
        mod.lessons.map(({ title, text }, li) => ({
          tenantId: t,
          courseId,
          moduleId,
          title,
          slug: slugify(title),
          description: `<p>${escapeHtml(text)}</p>`,
          videoUrl,
          thumbnailUrl: cover,
          durationSeconds: clipSeconds,
          order: li + 1,
          searchText: normalizeSearch(title),
        })),
      );
    }
  }

  const productIds: number[] = [];
  for (const product of school.products) {
    const [p] = await db
      .insert(products)
      .values({ tenantId: t, title: product.title, status: product.status })
      .returning({ id: products.id });
    const productId = must(p, `product ${product.title}`).id;
    productIds.push(productId);
    await db
      .insert(productCourses)
      .values(product.courses.map((ci) => ({ tenantId: t, productId, courseId: must(courseIds[ci], `course ${ci} of ${product.title}`) })));
  }
  await seedCommunities(db, school, productIds, put);
  await seedMarquees(db, school, productIds);
  await seedGamificationSettings(db, school, productIds);
  await seedLives(db, school, productIds);
  await seedCustomHtml(db, school);

  for (const [index, person] of school.users.entries()) {
    const [u] = await db
      .insert(users)
      .values({
        tenantId: t,
        email: person.email,
        name: person.name,
        passwordHash: shared.passwordHash,
        reviewAccount: person.review ?? false,
        // The directory's "last seen": a school whose people were around lately (the seventh never came).
        lastSeenAt: index % 7 === 6 ? null : new Date(Date.now() - (index * 37 + 5) * 60 * 60_000),
      })
      .returning({ id: users.id });
    const userId = must(u, `user ${person.email}`).id;
    await db
      .insert(userRoles)
      .values(person.roles.map((slug) => ({ tenantId: t, userId, roleId: must(shared.roleIds[slug], `role ${slug}`) })));
    if (person.products.length) {
      await db
        .insert(enrollments)
        .values(
          person.products.map((pi) => ({ tenantId: t, userId, productId: must(productIds[pi], `product ${pi} of ${person.email}`) })),
        );
    }
    // Some history, so "continue watching" and progress bars have something true to show.
    if (person.email.startsWith('aluna@') || person.email.startsWith('aluno@')) {
      const [done, started] = await db
        .select({ id: lessons.id })
        .from(lessons)
        .where(and(eq(lessons.tenantId, t), eq(lessons.courseId, must(courseIds[0], 'first course'))))
        .orderBy(lessons.moduleId, lessons.order)
        .limit(2);
      // Written as watched: the time believed is the time reached (docs/catalog.md "Progress").
      const watched = (seconds: number) => ({ watchedSeconds: seconds, creditedSeconds: seconds, positionSeconds: seconds });
      if (done)
        await db
          .insert(lessonProgress)
          .values({ tenantId: t, userId, lessonId: done.id, ...watched(firstClipSeconds), finishedAt: new Date() });
      if (started) await db.insert(lessonProgress).values({ tenantId: t, userId, lessonId: started.id, ...watched(5) });
    }
    // Further along, so the staff's reports show a course's funnel with people at each step.
    const further = FURTHER_ALONG[person.email];
    if (further) {
      const course = await db
        .select({ id: lessons.id, duration: lessons.durationSeconds })
        .from(lessons)
        .where(and(eq(lessons.tenantId, t), eq(lessons.courseId, must(courseIds[0], 'first course'))))
        .orderBy(lessons.moduleId, lessons.order)
        .limit(further);
      const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);
      await db.insert(lessonProgress).values(
        course.map((lesson, i) => ({
          tenantId: t,
          userId,
          lessonId: lesson.id,
          watchedSeconds: lesson.duration || 60,
          creditedSeconds: lesson.duration || 60,
          positionSeconds: lesson.duration || 60,
          finishedAt: daysAgo(course.length - i),
        })),
      );
    }
  }
  await seedHome(db, { school, courseIds, put });
  // Last: the feeds' authors are the school's members, written above.
  const feed = demoFeeds[school.slug];
  if (feed) await seedCommunityPosts(db, { school, feed, storage });
  await seedLessonComments(db, { school });
  await seedQuizzes(db, { school, courseIds });
  await seedRewards(db, storage, { school });
  await seedGamificationScores(db, t);
  await seedSales(db, school);
  // After every comment, reply and like it is made from.
  await seedNotifications(db, t);
}
