import { AspectRatio, Button, Group, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarTime, IconLock, IconVideoOff } from '@tabler/icons-react';
import { isLessonEmbedUrl } from '@trilha/shared/catalog/embed-hosts';
import { PLAYBACK_RATE_MAX, type LessonDetailReply } from '@trilha/shared/catalog/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useShowLocked } from '../../../components/locked/LockedContentProvider';
import { courseQuery, useCourse } from '../api/get-course';
import { lessonQuery } from '../api/get-lesson';
import { moduleQueryRoot } from '../api/get-module';
import { coursePagePath } from './lesson-path';
import type { ProgressRecorder } from './progress-recorder';
import { releaseOf, useReleaseText } from './release-date';
import classes from './LessonPage.module.css';

type Lesson = LessonDetailReply['lesson'];

/** Picks up where the student stopped, unless they finished or were at the very end. */
function resumeAt(video: HTMLVideoElement, lesson: Lesson) {
  const { watched_seconds: seconds, finished_at: finishedAt } = lesson.progress;
  if (!finishedAt && seconds > 0 && seconds < video.duration - 2) video.currentTime = seconds;
}

/** The server believes playback up to PLAYBACK_RATE_MAX (docs/catalog.md "Progress"): faster would only lose credit. */
function keepRate(video: HTMLVideoElement) {
  if (video.playbackRate > PLAYBACK_RATE_MAX) video.playbackRate = PLAYBACK_RATE_MAX;
}

/**
 * The black 16:9 box the media sits in. `fill` (template 3, Tela cheia) stretches it across the
 * viewport, no taller than the screen under the header; otherwise it is a rounded card in its column.
 */
export function PlayerFrame({ fill = false, children }: { fill?: boolean; children: ReactNode }) {
  if (fill) {
    return (
      <div className={classes.stage} data-testid="player-stage">
        <div className={classes.stageFrame}>{children}</div>
      </div>
    );
  }
  return (
    <AspectRatio ratio={16 / 9} className={classes.player}>
      {children}
    </AspectRatio>
  );
}

/** A locked lesson's page: drip's date when that is what holds it back, else why and the way in. */
export function LockedLesson({ lesson, fill }: { lesson: Lesson; fill?: boolean }) {
  // The course's lock wins over a date: a member without the course needs the plans, not a day.
  const courseLocked = useCourse(lesson.course_id).data?.course.locked === true;
  const releaseAt = releaseOf(lesson, courseLocked);
  const frame = `${classes.player} ${classes.locked} ${fill ? classes.lockedFill : classes.lockedCard}`;
  if (releaseAt) return <DrippedLesson lesson={lesson} releaseAt={releaseAt} className={frame} />;
  return <NotInPlanLesson lesson={lesson} className={frame} />;
}

function NotInPlanLesson({ lesson, className }: { lesson: Lesson; className: string }) {
  const { t } = useTranslation();
  const showLocked = useShowLocked();
  return (
    // Not a fixed 16:9 box: on a phone the words and buttons are taller than the frame, and it grows to hold them.
    <div className={className} role="status">
      <ThemeIcon size={64} radius="xl" variant="light" aria-hidden>
        <IconLock size={34} />
      </ThemeIcon>
      <Title order={2} size="h3" c="white">
        {t('lesson.lockedTitle')}
      </Title>
      <Text c="gray.4" maw={440}>
        {t('lesson.lockedText')}
      </Text>
      <Group gap="sm" mt="xs" justify="center">
        <Button aria-haspopup="dialog" onClick={() => showLocked({ courseId: lesson.course_id, title: lesson.title, kind: 'lesson' })}>
          {t('locked.howTo')}
        </Button>
        <Button component={Link} to="/homepage" variant="default">
          {t('lesson.backHome')}
        </Button>
      </Group>
    </div>
  );
}

/** Asked again this long after the release, so the server's clock has passed it too. */
const REOPEN_GRACE_MS = 1500;
/** The longest a browser timer waits (about 24.8 days); a release further off waits for a later visit. */
const TIMER_MAX_MS = 2 ** 31 - 1;

/**
 * A student waiting on the page sees the lesson open when its time comes: the lesson, the outline
 * and the module pages are asked again just after `releaseAt`. A release already past by this
 * clock (ahead of the server's) is not retried, so a wrong clock cannot make it ask in a loop.
 */
function useReopenAt(releaseAt: string, lesson: Lesson) {
  const queryClient = useQueryClient();
  const { id, course_id: courseId } = lesson;
  useEffect(() => {
    const wait = new Date(releaseAt).getTime() - Date.now() + REOPEN_GRACE_MS;
    if (!(wait > 0 && wait <= TIMER_MAX_MS)) return;
    const timer = setTimeout(() => {
      void queryClient.invalidateQueries({ queryKey: lessonQuery(id).queryKey });
      void queryClient.invalidateQueries({ queryKey: courseQuery(courseId).queryKey });
      void queryClient.invalidateQueries({ queryKey: moduleQueryRoot });
    }, wait);
    return () => clearTimeout(timer);
  }, [queryClient, releaseAt, id, courseId]);
}

/** Drip: the lesson is the member's, but opens later; when, and the way back. No plans to offer: access is not what is missing. */
function DrippedLesson({ lesson, releaseAt, className }: { lesson: Lesson; releaseAt: string; className: string }) {
  const { t } = useTranslation();
  const release = useReleaseText();
  useReopenAt(releaseAt, lesson);
  return (
    <div className={className} role="status">
      <ThemeIcon size={64} radius="xl" variant="light" aria-hidden>
        <IconCalendarTime size={34} />
      </ThemeIcon>
      <Title order={2} size="h3" c="white">
        {t('lesson.drip.title')}
      </Title>
      <Text c="gray.4" maw={440}>
        {t('lesson.drip.text', { date: release.moment(releaseAt) })}
      </Text>
      <Group gap="sm" mt="xs" justify="center">
        <Button component={Link} to={coursePagePath(lesson.course_id)}>
          {t('lesson.drip.backToCourse')}
        </Button>
        <Button component={Link} to="/homepage" variant="default">
          {t('lesson.backHome')}
        </Button>
      </Group>
    </div>
  );
}

/**
 * The lesson's media: an HTML5 video (progress is recorded from its events) or the school's embed,
 * framed only from the embed hosts the page's CSP admits (catalog/embed-hosts.ts).
 */
export function LessonPlayer({ lesson, recorder, fill }: { lesson: Lesson; recorder: ProgressRecorder; fill?: boolean }) {
  const { t } = useTranslation();
  const label = t('lesson.videoLabel', { title: lesson.title });
  if (lesson.video_url) {
    return (
      <PlayerFrame fill={fill}>
        <video
          src={lesson.video_url}
          controls
          playsInline
          preload="metadata"
          aria-label={label}
          onLoadedMetadata={(e) => resumeAt(e.currentTarget, lesson)}
          onTimeUpdate={(e) => recorder.onTimeUpdate(e.currentTarget.currentTime)}
          onPause={(e) => recorder.onPause(e.currentTarget.currentTime)}
          onEnded={(e) => recorder.onEnded(e.currentTarget.currentTime)}
          onRateChange={(e) => keepRate(e.currentTarget)}
        />
      </PlayerFrame>
    );
  }
  if (lesson.embed_url && isLessonEmbedUrl(lesson.embed_url)) {
    return (
      <PlayerFrame fill={fill}>
        <iframe
          src={lesson.embed_url.trim()}
          title={label}
          allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </PlayerFrame>
    );
  }
  return (
    <PlayerFrame fill={fill}>
      <div className={classes.locked}>
        <IconVideoOff size={40} aria-hidden />
        <Text c="gray.4">{t('lesson.noMedia')}</Text>
      </div>
    </PlayerFrame>
  );
}
