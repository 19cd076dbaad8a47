import { Box, NavLink, Paper, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheckFilled, IconLock, IconPlayerPlayFilled, IconPoint } from '@tabler/icons-react';
import type { CourseDetailReply } from '@trilha/shared/catalog/schemas';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { lessonPath } from './lesson-path';
import { lessonDuration } from './lesson-duration';
import classes from './LessonPage.module.css';

type Lesson = CourseDetailReply['modules'][number]['lessons'][number];

function LessonIcon({ lesson, current }: { lesson: Lesson; current: boolean }) {
  const { t } = useTranslation();
  if (lesson.finished) {
    return (
      <ThemeIcon variant="transparent" size="sm" role="img" aria-label={t('lesson.done')}>
        {/* Coloured on the icon itself: the active NavLink would otherwise paint it white. */}
        <IconCircleCheckFilled size={18} color="var(--mantine-color-green-5)" aria-hidden />
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

/** The course's modules and lessons beside the player: ticks for finished, the current one marked. */
export function LessonOutline({ course, currentLessonId }: { course: CourseDetailReply | undefined; currentLessonId: number }) {
  const { t } = useTranslation();
  const durationText = (seconds: number) => {
    const duration = lessonDuration(seconds);
    return duration ? t(`lesson.duration.${duration.key}`, duration.values) : undefined;
  };
  return (
    <Paper component="nav" aria-label={t('lesson.outline')} withBorder radius="md" className={classes.outline}>
      <Box p="md" className={classes.outlineHeader}>
        <Text fw={700}>{t('lesson.outline')}</Text>
        {course && (
          <Text size="sm" c="dimmed">
            {t('course.progress', { finished: course.course.finished_count, total: course.course.lessons_count })}
          </Text>
        )}
      </Box>
      <div className={classes.outlineBody}>
        {!course ? (
          <Stack p="md" gap="sm" aria-hidden>
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} height={28} />
            ))}
          </Stack>
        ) : (
          course.modules.map((module) => (
            <section key={module.id} aria-labelledby={`module-${module.id}`}>
              <Text
                id={`module-${module.id}`}
                size="xs"
                fw={700}
                tt="uppercase"
                c="dimmed"
                px="md"
                pt="md"
                pb={4}
                className={classes.moduleTitle}
              >
                {module.title}
              </Text>
              <ul className={classes.lessonList}>
                {module.lessons.map((lesson) => {
                  const current = lesson.id === currentLessonId;
                  return (
                    <li key={lesson.id}>
                      <NavLink
                        component={Link}
                        to={lessonPath(course.course.id, lesson.slug, lesson.id)}
                        active={current}
                        aria-current={current ? 'page' : undefined}
                        label={lesson.title}
                        description={durationText(lesson.duration_seconds)}
                        leftSection={<LessonIcon lesson={lesson} current={current} />}
                        variant="light"
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
