import { Text } from '@mantine/core';
import { IconCalendarTime, IconCheck, IconLock } from '@tabler/icons-react';
import type { CourseDetailReply } from '@trilha/shared/catalog/schemas';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { lessonPath } from '../lesson-path';
import { releaseOf, useReleaseText } from '../release-date';
import classes from './LessonTemplates.module.css';

type Module = CourseDetailReply['modules'][number];
type StepperProps = { courseId: number; module: Module; currentLessonId: number; courseLocked?: boolean };

/**
 * Template 2's row of the current module's lessons, numbered, ticked when finished, locked when
 * locked (a calendar when drip opens it later), the current one marked. It scrolls sideways on a
 * phone, and starts scrolled to the current one.
 */
export function LessonStepper({ courseId, module, currentLessonId, courseLocked = false }: StepperProps) {
  const { t } = useTranslation();
  const release = useReleaseText();
  const scroller = useRef<HTMLDivElement>(null);
  const current = useRef<HTMLAnchorElement>(null);

  // Scrolled by hand, not scrollIntoView: that would also scroll the page itself down to the row.
  useLayoutEffect(() => {
    const box = scroller.current;
    const step = current.current;
    if (!box || !step) return;
    box.scrollLeft = step.offsetLeft - (box.clientWidth - step.offsetWidth) / 2;
  }, [currentLessonId]);

  return (
    <nav aria-label={t('lesson.stepper', { title: module.title })}>
      <div ref={scroller} className={classes.stepScroller}>
        <ol className={classes.steps}>
          {module.lessons.map((lesson, index) => {
            const isCurrent = lesson.id === currentLessonId;
            const state = isCurrent ? 'current' : lesson.finished ? 'done' : lesson.locked ? 'locked' : 'todo';
            const releaseAt = releaseOf(lesson, courseLocked);
            const status = lesson.finished
              ? t('lesson.done')
              : releaseAt
                ? release.opensOn(releaseAt)
                : lesson.locked
                  ? t('course.locked')
                  : undefined;
            return (
              <li key={lesson.id} className={classes.step} data-state={state}>
                <Link
                  ref={isCurrent ? current : undefined}
                  to={lessonPath(courseId, lesson.slug, lesson.id)}
                  className={classes.stepLink}
                  aria-current={isCurrent ? 'step' : undefined}
                  aria-label={`${index + 1}. ${lesson.title}${status ? ` (${status})` : ''}`}
                >
                  <span className={classes.stepDot} aria-hidden>
                    {lesson.finished ? (
                      <IconCheck size={16} stroke={3} />
                    ) : releaseAt && !isCurrent ? (
                      <IconCalendarTime size={14} />
                    ) : lesson.locked && !isCurrent ? (
                      <IconLock size={14} />
                    ) : (
                      index + 1
                    )}
                  </span>
                  <Text component="span" size="xs" className={classes.stepTitle} aria-hidden>
                    {lesson.title}
                  </Text>
                </Link>
              </li>
            );
          })}
        </ol>
      </div>
    </nav>
  );
}
