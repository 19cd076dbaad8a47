import { Anchor, Breadcrumbs, Button, Group, Stack, Text, Title, Typography } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconCircleCheck, IconCircleCheckFilled } from '@tabler/icons-react';
import type { LessonDetailReply, ProgressBody } from '@trilha/shared/catalog/schemas';
import { useId, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { showError, showSuccess } from '../../../lib/toast';
import { FavoriteButton } from '../../../components/FavoriteButton';
import { useRecordProgress } from '../api/record-progress';
import { coursePagePath, lessonPath, modulePath } from './lesson-path';
import { DraftBadge } from './DraftBadge';
import { LessonPlayer, LockedLesson } from './LessonPlayer';
import { lessonDuration } from './lesson-duration';
import { usePageTimeRecorder, useProgressRecorder } from './progress-recorder';
import { sanitizeHtml } from './sanitize-html';
import classes from './LessonPage.module.css';

/** A duration as the outline says it ("45 s", "2 min"); 0 is "0 s", not nothing. */
function useSpokenSeconds() {
  const { t } = useTranslation();
  return (seconds: number) => {
    const parts = lessonDuration(seconds) ?? { key: 'seconds' as const, values: { count: 0 } };
    return t(`lesson.duration.${parts.key}`, parts.values);
  };
}

/**
 * "Marcar como concluída", by the server's rule (docs/catalog.md "Progress"): enabled once the time
 * it believes reaches what the lesson needs, and until then disabled, saying how much that is and
 * how much is believed so far. A lesson of known duration finishes by itself at that point; the
 * button is how a text lesson is finished.
 */
function FinishButton({ detail, position, ownVideo }: { detail: LessonDetailReply; position: () => number; ownVideo: boolean }) {
  const { t } = useTranslation();
  const spoken = useSpokenSeconds();
  const hintId = useId();
  const { lesson } = detail;
  const finish = useRecordProgress(lesson.id, lesson.course_id);
  const { credited_seconds: credited, needed_seconds: needed } = lesson.progress;
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
  const ready = credited >= needed;
  const markFinished = () =>
    finish.mutate(
      { watched_seconds: Math.floor(Math.max(position(), lesson.progress.watched_seconds)), finished: true },
      {
        onSuccess: ({ progress }) =>
          progress.finished_at ? showSuccess(t('lesson.finishedToast')) : showError(null, t('lesson.finishNotYet')),
        onError: (error) => showError(error),
      },
    );
  return (
    <Stack gap={4} align="flex-end" maw={340}>
      <Button
        leftSection={<IconCircleCheck size={18} aria-hidden />}
        onClick={markFinished}
        loading={finish.isPending}
        disabled={!ready}
        aria-describedby={ready ? undefined : hintId}
      >
        {t('lesson.markFinished')}
      </Button>
      {!ready && (
        <Text id={hintId} size="xs" c="dimmed" ta="right">
          {t(ownVideo ? 'lesson.finishHintVideo' : 'lesson.finishHintPage', { needed: spoken(needed), credited: spoken(credited) })}
        </Text>
      )}
    </Stack>
  );
}

type LessonParts = {
  /** The player, or the locked lesson's explanation. */
  media: ReactNode;
  /** Course and module, the title, and the lesson's actions (favourite, the slot's, finish). */
  heading: ReactNode;
};

type ContentProps = {
  detail: LessonDetailReply;
  /** Template 3: the player spans the viewport. */
  fill?: boolean;
  /** More actions beside the favourite (the lesson page's like button). */
  actions?: ReactNode;
  /** Each template lays the parts out its own way. */
  children: (parts: LessonParts) => ReactNode;
};

/**
 * The parts of one lesson that share its progress recorder (the player feeds it, the finish button
 * reads it). Mounted per lesson (keyed by id) so the recorder flushes when the student moves on.
 */
export function LessonContent({ detail, fill, actions, children }: ContentProps) {
  const { lesson } = detail;
  const background = useRecordProgress(lesson.id, lesson.course_id);
  const report = (body: ProgressBody) => background.mutate(body);
  // Our video reports its position; an embed or a text lesson, the time its page is open.
  const ownVideo = !lesson.locked && lesson.video_url !== null;
  const recorder = useProgressRecorder(report);
  const pageTime = usePageTimeRecorder(report, { startAt: lesson.progress.watched_seconds, enabled: !lesson.locked && !ownVideo });
  const media = lesson.locked ? (
    <LockedLesson lesson={lesson} fill={fill} />
  ) : (
    <LessonPlayer lesson={lesson} recorder={recorder} fill={fill} />
  );
  const heading = (
    <Stack gap={6}>
      <Breadcrumbs separator="·" separatorMargin={6} c="dimmed" fz="sm" className={classes.crumbs}>
        <Anchor component={Link} to={coursePagePath(lesson.course_id)} inherit c="dimmed">
          {lesson.course_title}
        </Anchor>
        <Anchor component={Link} to={modulePath(lesson.module_id)} inherit c="dimmed">
          {lesson.module_title}
        </Anchor>
      </Breadcrumbs>
      <DraftBadge draft={lesson.draft} />
      <Group justify="space-between" align="flex-start" gap="md">
        <Title order={1} size="h2" style={{ flex: '1 1 320px' }}>
          {lesson.title}
        </Title>
        <Group gap="sm" wrap="wrap">
          <FavoriteButton kind="lesson" id={lesson.id} title={lesson.title} variant="default" size={36} />
          {actions}
          {!lesson.locked && (
            <FinishButton detail={detail} position={ownVideo ? recorder.position : pageTime.position} ownVideo={ownVideo} />
          )}
        </Group>
      </Group>
    </Stack>
  );
  return children({ media, heading });
}

/** Previous and next lesson; `size="lg"` is template 2's pair of big buttons that name where they lead. */
export function LessonNav({ detail, size = 'md' }: { detail: LessonDetailReply; size?: 'md' | 'lg' }) {
  const { t } = useTranslation();
  const { lesson, previous, next } = detail;
  const big = size === 'lg';
  const label = (key: 'lesson.previous' | 'lesson.next', title: string) =>
    big ? (
      <Stack gap={0} align={key === 'lesson.next' ? 'flex-end' : 'flex-start'} className={classes.navLabel}>
        {/* In the button's own colour, not dimmed: on the filled "next" button dimmed text fails contrast. */}
        <Text size="xs" fw={500} tt="uppercase" className={classes.navKicker}>
          {t(key)}
        </Text>
        <Text fw={600} fz={{ base: 'sm', sm: 'md' }} lineClamp={2} maw="100%" ta={key === 'lesson.next' ? 'right' : 'left'}>
          {title}
        </Text>
      </Stack>
    ) : (
      t(key)
    );
  return (
    <nav aria-label={t('lesson.navigation')} className={big ? classes.bigNav : classes.nav}>
      {previous ? (
        <Button
          component={Link}
          to={lessonPath(lesson.course_id, previous.slug, previous.id)}
          variant="default"
          size={big ? 'xl' : 'sm'}
          justify={big ? 'flex-start' : undefined}
          leftSection={<IconChevronLeft size={big ? 24 : 16} aria-hidden />}
          aria-label={big ? `${t('lesson.previous')}: ${previous.title}` : undefined}
          className={classes.navButton}
        >
          {label('lesson.previous', previous.title)}
        </Button>
      ) : (
        <span />
      )}
      {next && (
        <Button
          component={Link}
          to={lessonPath(lesson.course_id, next.slug, next.id)}
          variant={big ? 'filled' : 'default'}
          size={big ? 'xl' : 'sm'}
          justify={big ? 'flex-end' : undefined}
          rightSection={<IconChevronRight size={big ? 24 : 16} aria-hidden />}
          aria-label={big ? `${t('lesson.next')}: ${next.title}` : undefined}
          className={classes.navButton}
        >
          {label('lesson.next', next.title)}
        </Button>
      )}
    </nav>
  );
}

/** The school's text for the lesson, sanitised; nothing while locked (the server sends none). */
export function LessonDescription({ lesson }: { lesson: LessonDetailReply['lesson'] }) {
  const description = useMemo(() => sanitizeHtml(lesson.description), [lesson.description]);
  if (lesson.locked || !description) return null;
  return (
    <Typography className={classes.description}>
      <div dangerouslySetInnerHTML={{ __html: description }} />
    </Typography>
  );
}
