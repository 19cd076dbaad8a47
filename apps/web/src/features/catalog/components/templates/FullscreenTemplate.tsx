import { Box, Container, Group, Stack } from '@mantine/core';
import { LessonContent, LessonDescription, LessonNav } from '../LessonContent';
import { LessonMaterials } from '../LessonMaterials';
import { LessonSkeleton } from './LessonSkeleton';
import type { TemplateProps } from './lesson-slots';
import { OutlineDrawer } from './OutlineDrawer';
import classes from './LessonTemplates.module.css';

/**
 * Template 3, Tela cheia (spec 001 §9): the player fills the viewport's width right under the header
 * (16:9, no taller than the screen), the title and actions under it, the outline in a drawer.
 */
export function FullscreenTemplate({ lessonId, detail, course, courseFailed, slots }: TemplateProps) {
  if (!detail) {
    return (
      <Box pb="xl" data-template="3">
        <LessonSkeleton fill />
      </Box>
    );
  }
  const { lesson } = detail;
  return (
    <Box pb="xl" data-template="3">
      <LessonContent key={lesson.id} detail={detail} fill actions={slots.actions?.(lesson)}>
        {({ media, heading }) => (
          <>
            {slots.strip && <div className={classes.stripFull}>{slots.strip(lesson)}</div>}
            {media}
            <Container size="xl" px={{ base: 'md', md: 'xl' }} pt="lg">
              <Stack gap="lg">
                {heading}
                <Group justify="space-between" gap="sm" className={classes.toolbar}>
                  {!courseFailed && <OutlineDrawer course={course} currentLessonId={lessonId} />}
                  <LessonNav detail={detail} />
                </Group>
                <LessonDescription lesson={lesson} />
                <LessonMaterials lesson={lesson} />
                {slots.after?.(lesson)}
              </Stack>
            </Container>
          </>
        )}
      </LessonContent>
    </Box>
  );
}
