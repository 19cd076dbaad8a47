import { courseCard } from '@trilha/shared/catalog/schemas';
import { derivedFrom } from '../../platform/caches';
import { isCourseLocked, type CourseAccess } from './policy';
import type { OutlineCourse } from './outline';
import { presentCourseCard } from './presenter';

/**
 * "Meus cursos" as JSON, joined from pieces serialized once per outline (that is, per catalog
 * version). A card is the school's course plus three things of the student: locked, how many of its
 * lessons she finished and the lesson "Assistir" opens. Most of a student's courses have no finished
 * lesson, so their card is one of two strings made in advance (open or locked); only the courses she
 * has finished lessons in are written per student, from the same pieces. On the embedded database
 * the shelf is composed on the server's only thread after each of her writes, so this keeps it to
 * string joins: no card objects, no schema pass, no encoding of 200 cards per composition.
 * student-routes.test.ts checks the bytes against the cards presented and parsed one by one.
 */
type CoursePieces = {
  id: number;
  /** Course order, as "Assistir" walks it, each with its `next_lesson` JSON. */
  lessons: { id: number; json: string }[];
  /** The whole card of a student who finished none of its lessons. */
  open: string;
  locked: string;
  /** `{"id":…,"title":…,"description":…,"cover_url":…,"locked":` */
  head: string;
  /** `,"lessons_count":…,"finished_count":` */
  counts: string;
};
type ShelfPieces = { courses: CoursePieces[]; courseOfLesson: Map<number, number> };

/** Keyed by the outline itself: a new catalog version loads a new outline (outline.ts), so its pieces go with the old one. */

function cardJson(course: OutlineCourse, locked: boolean) {
  // The contract's schema checks every card once per outline, as Fastify's serializer would per reply.
  return JSON.stringify(
    courseCard.parse(
      presentCourseCard({
        course: { ...course, lessonsCount: course.lessons.length, finishedCount: 0 },
        nextLesson: course.lessons[0] ?? null,
        locked,
      }),
    ),
  );
}

const piecesOf = derivedFrom((outline: readonly OutlineCourse[]): ShelfPieces => {
  const courseOfLesson = new Map<number, number>();
  const courses = outline.map((course, index) => {
    for (const lesson of course.lessons) courseOfLesson.set(lesson.id, index);
    const open = cardJson(course, false);
    const lockedMark = open.indexOf(',"locked":false,');
    // The card's fields in the schema's order: what comes before "locked" is the course's own.
    const head = `${open.slice(0, lockedMark)},"locked":`;
    return {
      id: course.id,
      lessons: course.lessons.map((l) => ({ id: l.id, json: JSON.stringify({ id: l.id, slug: l.slug }) })),
      open,
      locked: cardJson(course, true),
      head,
      counts: `,"lessons_count":${course.lessons.length},"finished_count":`,
    };
  });
  return { courses, courseOfLesson };
});

/** `{"data":[…]}`: every course of the outline, in its order, as this student sees it. */
export function shelfJson(outline: readonly OutlineCourse[], viewer: { access: CourseAccess; finished: ReadonlySet<number> }): string {
  const pieces = piecesOf(outline);
  const { access, finished } = viewer;
  // Finished lessons per course, from the student's own (a few dozen), not from the school's thousands of lessons.
  const finishedIn = new Map<number, number>();
  for (const lessonId of finished) {
    const index = pieces.courseOfLesson.get(lessonId);
    if (index !== undefined) finishedIn.set(index, (finishedIn.get(index) ?? 0) + 1);
  }
  const cards = pieces.courses.map((course, index) => {
    const locked = isCourseLocked(access, course.id);
    const done = finishedIn.get(index);
    if (!done) return locked ? course.locked : course.open;
    // "Assistir" goes to the first unfinished lesson in course order, else the first lesson (as readCourseCards).
    const next = course.lessons.find((l) => !finished.has(l.id)) ?? course.lessons[0];
    return `${course.head}${locked}${course.counts}${done},"next_lesson":${next ? next.json : 'null'}}`;
  });
  return `{"data":[${cards.join(',')}]}`;
}
