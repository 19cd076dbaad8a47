import { CONTENT_TYPES } from '@trilha/shared/carousels/schemas';
import { and, asc, eq } from 'drizzle-orm';
import { banners, carouselItems, carousels, lessons, modules } from '../db/schema/index';
import type { Db } from '../platform/db/client';
import { ensureSystemCarousels } from '../features/carousels/system';
import { lessonHref } from '../features/home/catalog-index';
import type { DemoSchool } from './data';
import { coverImage } from './images';
import { must } from './must';

type Put = (name: string, body: Buffer, type: string) => Promise<string>;

/**
 * The demo home of a school, in its own words (schools/*.ts): two banners (a horizontal and a
 * vertical image each, one button to the first lesson, one to a page of the product) and three
 * carousels of its own (courses; the modules of its first course; a custom pick of lessons), then
 * the system carousels after them.
 */
export async function seedHome(db: Db, props: { school: DemoSchool; courseIds: number[]; put: Put }) {
  const { school, courseIds, put } = props;
  const t = school.id;
  const lessonRows = await db
    .select({ id: lessons.id, courseId: lessons.courseId, slug: lessons.slug })
    .from(lessons)
    .innerJoin(modules, and(eq(modules.tenantId, lessons.tenantId), eq(modules.id, lessons.moduleId)))
    .where(eq(lessons.tenantId, t))
    .orderBy(asc(modules.order), asc(modules.id), asc(lessons.order), asc(lessons.id));
  const firstCourseId = must(courseIds[0], 'first course');
  const firstLesson = must(
    lessonRows.find((l) => l.courseId === firstCourseId),
    'first lesson of the first course',
  );

  // The first banner opens the first lesson; the second a page of the product (never a placeholder site).
  const links = [lessonHref(firstLesson.courseId, firstLesson.slug, firstLesson.id), school.home.secondBannerLink];
  const slides = school.home.banners.map((banner, i) => ({ ...banner, urlPrimary: must(links[i], `link of banner ${i + 1}`) }));
  for (const [i, slide] of slides.entries()) {
    const colors = i === 0 ? { from: school.primaryColor, to: school.accent } : { from: school.accent, to: school.primaryColor };
    // No title drawn in: the slide writes its own text over the image.
    const image = (width: number, height: number) => coverImage({ title: '', ...colors, width, height, seed: t * 11 + i });
    const urlImage = await put(`banner-${i + 1}.webp`, await image(1920, 1080), 'image/webp');
    const urlImageVertical = await put(`banner-${i + 1}-vertical.webp`, await image(1080, 1920), 'image/webp');
    // A hero reads as one: a large bold title over a small caps line, as a school would set it.
    const fonts = { weightHeadline: 600, sizeHeadline: 14, weightTitle: 700, sizeTitle: 44, sizeSubtitle: 18, weightTextButton: 600 };
    await db.insert(banners).values({ tenantId: t, ...slide, ...fonts, urlImage, urlImageVertical, order: i + 1 });
  }

  const firstCourse = must(school.courses[0], `first course of ${school.name}`);
  const firstCourseModules = await db
    .select({ id: modules.id })
    .from(modules)
    .where(and(eq(modules.tenantId, t), eq(modules.courseId, firstCourseId)))
    .orderBy(asc(modules.order), asc(modules.id));
  // One lesson from each course: a taste of the whole school.
  const pickedLessons = courseIds.map(
    (courseId) =>
      must(
        lessonRows.find((l) => l.courseId === courseId),
        `a lesson of course ${courseId}`,
      ).id,
  );
  const rows = [
    {
      values: {
        title: school.home.start.title,
        description: school.home.start.description,
        type: CONTENT_TYPES.courses,
        custom: true,
        cardType: 'horizontal',
        carouselType: 'Regular',
      },
      items: courseIds.map((courseId) => ({ courseId })),
    },
    {
      values: {
        title: `${school.home.steps.title}: ${firstCourse.title}`,
        description: school.home.steps.description,
        type: CONTENT_TYPES.modules,
        custom: false,
        typeContent: firstCourseId,
        cardType: 'vertical',
        carouselType: 'Regular',
      },
      items: firstCourseModules.map((m) => ({ moduleId: m.id })),
    },
    {
      values: {
        title: school.home.quick.title,
        description: school.home.quick.description,
        type: CONTENT_TYPES.lessons,
        custom: true,
        cardType: 'biggerImage',
        carouselType: 'Destacado',
      },
      items: pickedLessons.map((lessonId) => ({ lessonId })),
    },
  ];
  for (const [i, row] of rows.entries()) {
    const [c] = await db
      .insert(carousels)
      .values({ tenantId: t, ...row.values, order: i + 1 })
      .returning({ id: carousels.id });
    const carouselId = must(c, `carousel ${row.values.title}`).id;
    await db.insert(carouselItems).values(row.items.map((item, order) => ({ tenantId: t, carouselId, order: order + 1, ...item })));
  }
  await ensureSystemCarousels(db, t);
}
