import { Group, Image, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconCircleCheckFilled, IconLock } from '@tabler/icons-react';
import type { SearchReply } from '@trilha/shared/catalog/schemas';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { lessonPath } from './lesson-path';
import { ReleaseNote } from './ReleaseNote';
import { releaseOf } from './release-date';
import classes from './LessonResultRow.module.css';

type Lesson = SearchReply['lessons'][number];

/** One lesson found by search: thumbnail, title, where it lives, and its lock, release date or finished tick. */
export function LessonResultRow({ lesson }: { lesson: Lesson }) {
  const { t } = useTranslation();
  // Drip says when the lesson opens instead of a lock; like every result, it leads to the lesson's page.
  const releaseAt = releaseOf(lesson);
  return (
    <UnstyledButton component={Link} to={lessonPath(lesson.course_id, lesson.slug, lesson.id)} className={classes.row}>
      <Group wrap="nowrap" gap="md">
        <Image
          src={lesson.thumbnail_url}
          alt=""
          w={112}
          h={63}
          radius="sm"
          fallbackSrc="/favicon.svg"
          className={lesson.locked ? classes.locked : undefined}
        />
        <div className={classes.text}>
          <Text fw={600} lineClamp={2}>
            {lesson.title}
          </Text>
          <Text size="sm" c="dimmed" lineClamp={1}>
            {t('search.lessonIn', { course: lesson.course_title, module: lesson.module_title })}
          </Text>
          {releaseAt && <ReleaseNote releaseAt={releaseAt} />}
        </div>
        {releaseAt ? null : lesson.locked ? (
          <ThemeIcon variant="light" color="gray" radius="xl" role="img" aria-label={t('search.lockedLesson')}>
            <IconLock size={16} aria-hidden />
          </ThemeIcon>
        ) : (
          lesson.finished && (
            <ThemeIcon variant="transparent" color="green" role="img" aria-label={t('lesson.done')}>
              <IconCircleCheckFilled size={20} aria-hidden />
            </ThemeIcon>
          )
        )}
      </Group>
    </UnstyledButton>
  );
}
