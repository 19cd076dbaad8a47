import { Anchor, Box, NavLink, Paper, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCalendarTime, IconCircleCheckFilled, IconLock, IconPlayerPlayFilled, IconPoint } from '@tabler/icons-react';
import type { CourseDetailReply } from '@trilha/shared/catalog/schemas';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { lessonPath, modulePath } from './lesson-path';
import { lessonDuration } from './lesson-duration';
import { releaseOf, useReleaseText } from './release-date';
import classes from './LessonPage.module.css';

type Lesson = CourseDetailReply['modules'][number]['lessons'][number];

function LessonIcon({ lesson, current, dripped }: { lesson: Lesson; current: boolean; dripped: boolean }) {
  const { t } = useTranslation();
  if (lesson.finished) {
    return (
      <ThemeIcon variant="transparent" size="sm" role="img" aria-label={t('lesson.done')}>
        {/* Coloured on the icon itself: the active NavLink would otherwise paint it white. */}
        <IconCircleCheckFilled size={18} color="var(--mantine-color-green-5)" aria-hidden />
      </ThemeIcon>
    );
  }
  // Drip's date is in the row's description ("Libera em 1 de mar."), which names it.
  if (dripped) {
    return (
      <ThemeIcon variant="transparent" color="gray" size="sm" aria-hidden>
        <IconCalendarTime size={16} />
      </ThemeIcon>
    );
  }
  if (lesson.locked) {
    return (
      <ThemeIcon variant="transparent" color="gray" size="sm" role="img" aria-label={t('course.locked')}>
        <IconLock size={16} aria-hidden />
      </ThemeIcon>
    );
  }
  return (
    <ThemeIcon variant="transparent" color={current ? 'school.3' : 'gray'} size="sm" aria-hidden>
      {current ? <IconPlayerPlayFilled size={14} /> : <IconPoint size={18} />}
    </ThemeIcon>
  );
}

type OutlineProps = {
  course: CourseDetailReply | undefined;
  currentLessonId: number;
  /** Inside a drawer (templates 2 and 3): no card around it, no sticky column, and the drawer already names it. */
  framed?: boolean;
  /** A lesson was picked (the drawer closes). */
  onNavigate?: () => void;
};

/** The course's modules and lessons: ticks for finished, the current one marked, each module's title leading to its page. */
export function LessonOutline({ course, currentLessonId, framed = true, onNavigate }: OutlineProps) {
  const { t } = useTranslation();
  const release = useReleaseText();
  const durationText = (seconds: number) => {
    const duration = lessonDuration(seconds);
    return duration ? t(`lesson.duration.${duration.key}`, duration.values) : undefined;
  };
  /** The length, and when drip opens the lesson: "5 min · Libera em 1 de mar.". */
  const description = (lesson: Lesson, releaseAt: string | null) =>
    [durationText(lesson.duration_seconds), releaseAt && release.opensOn(releaseAt)].filter(Boolean).join(' · ') || undefined;
  return (
    <Paper
      component="nav"
      aria-label={t('lesson.outline')}
      withBorder={framed}
      radius="md"
      bg={framed ? undefined : 'transparent'}
      className={framed ? classes.outline : undefined}
    >
      <Box p="md" pt={framed ? 'md' : 0} className={classes.outlineHeader}>
        {framed && <Text fw={700}>{t('lesson.outline')}</Text>}
        {course && (
          <Text size="sm" c="dimmed">
            {t('course.progress', { finished: course.course.finished_count, total: course.course.lessons_count })}
          </Text>
        )}
      </Box>
      <div className={framed ? classes.outlineBody : undefined}>
        {!course ? (
          <Stack p="md" gap="sm" aria-hidden>
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} height={28} />
            ))}
          </Stack>
        ) : (
          course.modules.map((module) => (
            <section key={module.id} aria-labelledby={`module-${module.id}`}>
              <Text id={`module-${module.id}`} size="xs" fw={700} tt="uppercase" px="md" pt="md" pb={4} className={classes.moduleTitle}>
                <Anchor component={Link} to={modulePath(module.id)} inherit c="dimmed" onClick={onNavigate}>
                  {module.title}
                </Anchor>
              </Text>
              <ul className={classes.lessonList}>
                {module.lessons.map((lesson) => {
                  const current = lesson.id === currentLessonId;
                  const releaseAt = releaseOf(lesson, course.course.locked);
                  return (
                    <li key={lesson.id}>
                      <NavLink
                        component={Link}
                        to={lessonPath(course.course.id, lesson.slug, lesson.id)}
                        active={current}
                        aria-current={current ? 'page' : undefined}
                        label={lesson.title}
                        description={description(lesson, releaseAt)}
                        leftSection={<LessonIcon lesson={lesson} current={current} dripped={releaseAt !== null} />}
                        variant="light"
                        onClick={onNavigate}
                      />
                    </li>
                  );
                })}
              </ul>
            </section>
          ))
        )}
      </div>
    </Paper>
  );
}
