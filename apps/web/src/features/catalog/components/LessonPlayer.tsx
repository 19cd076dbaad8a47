import { AspectRatio, Button, Group, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock, IconVideoOff } from '@tabler/icons-react';
import { isLessonEmbedUrl } from '@trilha/shared/catalog/embed-hosts';
import { PLAYBACK_RATE_MAX, type LessonDetailReply } from '@trilha/shared/catalog/schemas';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useShowLocked } from '../../../components/locked/LockedContentProvider';
import type { ProgressRecorder } from './progress-recorder';
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

/** A locked lesson's page: why, and the way in (the same dialog as a locked card), or back home. */
export function LockedLesson({ lesson, fill }: { lesson: Lesson; fill?: boolean }) {
  const { t } = useTranslation();
  const showLocked = useShowLocked();
  return (
    // Not a fixed 16:9 box: on a phone the words and buttons are taller than the frame, and it grows to hold them.
    <div className={`${classes.player} ${classes.locked} ${fill ? classes.lockedFill : classes.lockedCard}`} role="status">
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
