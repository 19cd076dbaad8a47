import { Anchor, Container, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LessonContent, LessonDescription, LessonNav } from '../LessonContent';
import { LessonMaterials } from '../LessonMaterials';
import { modulePath } from '../lesson-path';
import { LessonSkeleton } from './LessonSkeleton';
import { LessonStepper } from './LessonStepper';
import type { TemplateProps } from './lesson-slots';
import { OutlineDrawer } from './OutlineDrawer';
import classes from './LessonTemplates.module.css';

/**
 * Template 2, Sequência (spec 001 §9): one lesson at a time. The module's title and a stepper of its
 * lessons on top, big previous/next buttons under the player, the whole outline in a drawer.
 */
export function SequenceTemplate({ lessonId, detail, course, courseFailed, slots }: TemplateProps) {
  const { t } = useTranslation();
  const lesson = detail?.lesson;
  const module = lesson && course?.modules.find((m) => m.id === lesson.module_id);
  const position = module ? module.lessons.findIndex((l) => l.id === lessonId) + 1 : 0;
  return (
    <Container size="lg" px={{ base: 'md', md: 'xl' }} py="xl" data-template="2">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Stack gap={2} miw={0} style={{ flex: '1 1 240px' }}>
            <Text size="xs" fw={700} tt="uppercase" c="dimmed" className={classes.eyebrow}>
              {lesson ? lesson.course_title : '\u00a0'}
            </Text>
            {lesson && (
              <Anchor component={Link} to={modulePath(lesson.module_id)} fw={700} fz="lg" c="bright" className={classes.moduleLink}>
                {lesson.module_title}
              </Anchor>
            )}
            {position > 0 && module && (
              <Text size="sm" c="dimmed">
                {t('lesson.position', { current: position, total: module.lessons.length })}
              </Text>
            )}
          </Stack>
          {!courseFailed && <OutlineDrawer course={course} currentLessonId={lessonId} />}
        </Group>
        {course && module && (
          <LessonStepper courseId={course.course.id} module={module} currentLessonId={lessonId} courseLocked={course.course.locked} />
        )}
        {detail ? (
          <LessonContent key={detail.lesson.id} detail={detail} actions={slots.actions?.(detail.lesson)}>
            {({ media, heading }) => (
              <Stack gap="lg">
                {slots.strip && <div className={classes.strip}>{slots.strip(detail.lesson)}</div>}
                {media}
                <LessonNav detail={detail} size="lg" />
                {heading}
                <LessonDescription lesson={detail.lesson} />
                <LessonMaterials lesson={detail.lesson} />
                {slots.after?.(detail.lesson)}
              </Stack>
            )}
          </LessonContent>
        ) : (
          <LessonSkeleton />
        )}
      </Stack>
    </Container>
  );
}
