import { Container, Stack } from '@mantine/core';
import { LessonContent, LessonDescription, LessonNav } from '../LessonContent';
import { LessonMaterials } from '../LessonMaterials';
import { LessonOutline } from '../LessonOutline';
import { LessonSkeleton } from './LessonSkeleton';
import type { TemplateProps } from './lesson-slots';
import classes from './LessonTemplates.module.css';

/**
 * Template 1, Lista (spec 001 §9): the player with the course's modules and lessons beside it. On a
 * phone the outline comes right after the lesson, before the comments, so it is not buried under them.
 */
export function ListTemplate({ lessonId, detail, course, courseFailed, slots }: TemplateProps) {
  const lesson = detail?.lesson;
  return (
    <Container size="xl" px={{ base: 'md', md: 'xl' }} py="xl" data-template="1">
      {lesson && slots.strip && <div className={classes.strip}>{slots.strip(lesson)}</div>}
      <div className={classes.listLayout}>
        <div className={classes.listMain}>
          {detail ? (
            <LessonContent key={detail.lesson.id} detail={detail} actions={slots.actions?.(detail.lesson)}>
              {({ media, heading }) => (
                <Stack gap="lg">
                  {media}
                  {heading}
                  <LessonNav detail={detail} />
                  <LessonDescription lesson={detail.lesson} />
                  <LessonMaterials lesson={detail.lesson} />
                </Stack>
              )}
            </LessonContent>
          ) : (
            <LessonSkeleton />
          )}
        </div>
        {/* Without the outline (say the course itself failed to load) the lesson still plays. */}
        {!courseFailed && (
          <div className={classes.listOutline}>
            <LessonOutline course={course} currentLessonId={lessonId} />
          </div>
        )}
        {lesson && slots.after && <div className={classes.listAfter}>{slots.after(lesson)}</div>}
      </div>
    </Container>
  );
}
