import { Stack } from '@mantine/core';
import { useMemo } from 'react';
import { CustomHtmlBlocks } from '../../components/custom-html/CustomHtmlBlocks';
import type { LessonSlots } from '../../features/catalog/components/templates/lesson-slots';
import { LessonPage } from '../../features/catalog/components/LessonPage';
import { LessonComments } from '../../features/lesson-page/components/LessonComments';
import { LessonMarquee } from '../../features/lesson-page/marquee/components/LessonMarquee';
import { LessonLikeButton } from '../../features/lesson-page/components/LessonLikeButton';
import { PlacedQuizzes } from '../../features/quizzes/taking/components/PlacedQuizzes';
import { useMe } from '../../lib/session';
import { useTenant } from '../../lib/tenant';
import classes from './LessonScreen.module.css';

/**
 * /curso/:course/:slug/:lessonId: the catalog's lesson page in the school's template (spec 001 §9),
 * with the lesson page's like beside the favourite, the quizzes placed there, its comments under the
 * lesson and the school's custom HTML blocks for the lesson under them, composed here because features do not import each other.
 */
export function LessonScreen() {
  const school = useTenant().data;
  const me = useMe().data;
  const staff = me?.staff ?? false;
  // The review account's reduced experience has no talk (the server refuses its lesson comments and
  // likes alike): the like and the comments are left out rather than shown to fail.
  const talks = me?.features.communities !== false;
  const tenantId = school?.id;
  const commentsOn = (school?.theme.lesson_comments ?? false) && talks;
  const slots = useMemo<LessonSlots>(() => {
    if (tenantId === undefined) return {};
    return {
      // The marquee of a product that opens the course (spec 001 Letreiro); a locked lesson has none.
      strip: (lesson) => (lesson.locked ? null : <LessonMarquee key={lesson.id} lessonId={lesson.id} />),
      actions: (lesson) =>
        talks ? <LessonLikeButton key={lesson.id} tenant={tenantId} lessonId={lesson.id} locked={lesson.locked} /> : null,
      after: (lesson) => (
        <Stack gap="xl" className={classes.after}>
          {/* The quizzes placed on this lesson (docs/quizzes.md "Web"), its module or its course; a locked lesson has none. */}
          {!lesson.locked && (
            <PlacedQuizzes
              key={`quizzes-${lesson.id}`}
              tenantId={tenantId}
              screen={{ course_id: lesson.course_id, module_id: lesson.module_id, lesson_id: lesson.id }}
            />
          )}
          {/* The school's switch (spec 001 §7 "Lesson settings"): off, the section is not there at all. A locked lesson has none. */}
          {commentsOn && !lesson.locked && <LessonComments key={lesson.id} tenant={tenantId} lessonId={lesson.id} staff={staff} />}
          {/* Spec 002 "HTML personalizado": the blocks placed on this lesson, its module, its course or every lesson. */}
          <CustomHtmlBlocks
            key={`blocks-${lesson.id}`}
            page="lesson"
            screen={{ course_id: lesson.course_id, module_id: lesson.module_id, lesson_id: lesson.id }}
          />
        </Stack>
      ),
    };
  }, [tenantId, commentsOn, staff, talks]);
  return <LessonPage slots={slots} />;
}
