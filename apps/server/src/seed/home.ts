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
 * The demo home of a school: two banners (a horizontal and a vertical image each, one button to a
 * lesson, one to an outside page) and three carousels of its own (courses; the modules of its
 * first course; a custom pick of lessons), then the system carousels after them.
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

  const slides = [
    {
      category: 'Novidade',
      title: `Bem-vindo à ${school.name}`,
      subtitle: school.description,
      textButton: 'Começar agora',
      urlPrimary: lessonHref(firstLesson.courseId, firstLesson.slug, firstLesson.id),
    },
    {
      category: 'Agenda',
      title: 'Encontros ao vivo todo mês',
      subtitle: 'Tire dúvidas com os professores e conheça outros alunos nas nossas aulas abertas, sempre na primeira terça-feira do mês.',
      textButton: 'Ver agenda',
      urlPrimary: `https://example.com/${school.slug}/agenda`,
    },
  ];
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
        title: 'Comece por aqui',
        description: 'Os cursos mais procurados da escola, escolhidos pela nossa equipe.',
        type: CONTENT_TYPES.courses,
        custom: true,
        cardType: 'horizontal',
        carouselType: 'Regular',
      },
      items: courseIds.map((courseId) => ({ courseId })),
    },
    {
      values: {
        title: `Passo a passo: ${firstCourse.title}`,
        description: 'Os módulos do curso na ordem certa para você avançar sem pular etapas.',
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
        title: 'Aulas rápidas para hoje',
        description: 'Uma aula de cada curso para assistir no intervalo do café.',
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
