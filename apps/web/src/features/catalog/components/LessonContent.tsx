import { Anchor, Breadcrumbs, Button, Group, Stack, Text, Title, Typography } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconCircleCheck, IconCircleCheckFilled } from '@tabler/icons-react';
import type { LessonDetailReply } from '@trilha/shared/catalog/schemas';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { showError, showSuccess } from '../../../lib/toast';
import { FavoriteButton } from '../../../components/FavoriteButton';
import { useRecordProgress } from '../api/record-progress';
import { lessonPath } from './lesson-path';
import { LessonPlayer, LockedLesson } from './LessonPlayer';
import { useProgressRecorder } from './progress-recorder';
import { sanitizeHtml } from './sanitize-html';
import classes from './LessonPage.module.css';

function FinishButton({ detail, position }: { detail: LessonDetailReply; position: () => number }) {
  const { t } = useTranslation();
  const { lesson } = detail;
  const finish = useRecordProgress(lesson.id, lesson.course_id);
  if (lesson.progress.finished_at) {
    return (
      <Group gap={6} c="green.5" role="status">
        <IconCircleCheckFilled size={20} aria-hidden />
        <Text fw={600} inherit>
          {t('lesson.finished')}
        </Text>
      </Group>
    );
  }
  const markFinished = () =>
    finish.mutate(
      { watched_seconds: Math.floor(Math.max(position(), lesson.progress.watched_seconds)), finished: true },
      { onSuccess: () => showSuccess(t('lesson.finishedToast')), onError: (error) => showError(error) },
    );
  return (
    <Button leftSection={<IconCircleCheck size={18} aria-hidden />} onClick={markFinished} loading={finish.isPending}>
      {t('lesson.markFinished')}
    </Button>
  );
}

/**
 * Everything about one lesson except the outline. Mounted per lesson (keyed by id) so its
 * progress recorder flushes when the student moves to another lesson.
 */
export function LessonContent({ detail }: { detail: LessonDetailReply }) {
  const { t } = useTranslation();
  const { lesson, previous, next } = detail;
  const background = useRecordProgress(lesson.id, lesson.course_id);
  const recorder = useProgressRecorder((body) => background.mutate(body));
  const description = useMemo(() => sanitizeHtml(lesson.description), [lesson.description]);

  return (
    <Stack gap="lg">
      {lesson.locked ? <LockedLesson lesson={lesson} /> : <LessonPlayer lesson={lesson} recorder={recorder} />}
      <Stack gap={6}>
        <Breadcrumbs separator="·" separatorMargin={6} c="dimmed" fz="sm">
          <Text inherit>{lesson.course_title}</Text>
          <Text inherit>{lesson.module_title}</Text>
        </Breadcrumbs>
        <Group justify="space-between" align="flex-start" gap="md">
          <Title order={1} size="h2" style={{ flex: '1 1 320px' }}>
            {lesson.title}
          </Title>
          <Group gap="sm" wrap="nowrap">
            <FavoriteButton kind="lesson" id={lesson.id} title={lesson.title} variant="default" size={36} />
            {!lesson.locked && <FinishButton detail={detail} position={recorder.position} />}
          </Group>
        </Group>
      </Stack>
      <Group justify="space-between" gap="sm">
        {previous ? (
          <Button
            component={Link}
            to={lessonPath(lesson.course_id, previous.slug, previous.id)}
            variant="default"
            leftSection={<IconChevronLeft size={16} aria-hidden />}
          >
            {t('lesson.previous')}
          </Button>
        ) : (
          <span />
        )}
        {next && (
          <Button
            component={Link}
            to={lessonPath(lesson.course_id, next.slug, next.id)}
            variant="default"
            rightSection={<IconChevronRight size={16} aria-hidden />}
          >
            {t('lesson.next')}
          </Button>
        )}
      </Group>
      {!lesson.locked && description && (
        <Typography className={classes.description}>
          <div dangerouslySetInnerHTML={{ __html: description }} />
        </Typography>
      )}
      <Anchor component={Link} to="/homepage" size="sm" c="dimmed" hiddenFrom="md">
        {t('lesson.backHome')}
      </Anchor>
    </Stack>
  );
}
