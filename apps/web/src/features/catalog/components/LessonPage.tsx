import { LESSON_TEMPLATES, type LessonTemplate } from '@trilha/shared/lesson-page/constants';
import { useEffect, type ComponentType } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTenant } from '../../../lib/tenant';
import { useCourse } from '../api/get-course';
import { useLesson } from '../api/get-lesson';
import { lessonPath } from './lesson-path';
import { PageFailure, pageFailed } from './PageFailure';
import { FullscreenTemplate } from './templates/FullscreenTemplate';
import type { LessonSlots, TemplateProps } from './templates/lesson-slots';
import { ListTemplate } from './templates/ListTemplate';
import { SequenceTemplate } from './templates/SequenceTemplate';

/** The school's lesson template (spec 001 §9, `theme_classes`), by its number. */
const TEMPLATES: Record<LessonTemplate, ComponentType<TemplateProps>> = { 1: ListTemplate, 2: SequenceTemplate, 3: FullscreenTemplate };
const isTemplate = (n: number): n is LessonTemplate => (LESSON_TEMPLATES as readonly number[]).includes(n);

/**
 * /curso/:course/:slug/:lessonId (spec 000 §2): the lesson, its player and the course outline, laid
 * out in the school's template. `slots` carries what other features add (app/pages/LessonScreen.tsx).
 */
export function LessonPage({ slots = {} }: { slots?: LessonSlots }) {
  const params = useParams();
  const navigate = useNavigate();
  const lessonId = Number(params.lessonId);
  const lesson = useLesson(lessonId);
  const detail = lesson.data;
  const course = useCourse(detail?.lesson.course_id ?? 0);
  const template = useTenant().data?.theme.theme_classes ?? 1;

  // The slug (and course id) in the address are cosmetic: the lesson id decides, and a stale or
  // mistyped slug is replaced with the real one so shared links stay canonical.
  useEffect(() => {
    if (!detail) return;
    const { lesson: l } = detail;
    if (params.slug !== l.slug || params.course !== String(l.course_id)) {
      void navigate(lessonPath(l.course_id, l.slug, l.id), { replace: true });
    }
  }, [detail, params.slug, params.course, navigate]);

  if (pageFailed(lessonId, lesson)) {
    return (
      <PageFailure
        id={lessonId}
        query={lesson}
        texts={{
          notFoundTitle: 'lesson.notFoundTitle',
          notFoundText: 'lesson.notFoundText',
          errorTitle: 'lesson.errorTitle',
          backHome: 'lesson.backHome',
        }}
      />
    );
  }

  const Template = TEMPLATES[isTemplate(template) ? template : 1];
  return <Template lessonId={lessonId} detail={detail} course={course.data} courseFailed={course.isError} slots={slots} />;
}
