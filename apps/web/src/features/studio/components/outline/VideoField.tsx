import { Button, FileButton, Group, Progress, Skeleton, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconPlayerPlay, IconRefresh, IconWifiOff } from '@tabler/icons-react';
import { STUDIO_PLAYABLE_EXTENSIONS, STUDIO_VIDEO_EXTENSIONS } from '@trilha/shared/studio/constants';
import { lessonVideoLinkBody, type LessonVideoState } from '@trilha/shared/studio/media-schemas';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionLoader } from '../../../../components/SectionLoader';
import { UploadField } from '../../../../components/UploadField';
import { useLessonVideo } from '../../api/lesson-video';
import { studioMessage } from '../studio-messages';
import { formatBytes, formatDuration, formatRate, timeLeft } from './media-format';
import { useVideoUpload, type VideoUploadView } from './use-video-upload';

type Props = { tenantId: number; courseId: number; lessonId: number };

const extensionOf = (name: string) => (name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '');
/** What this server takes: every container when it processes video, else only what browsers play as it is. */
const extensionsFor = (video: LessonVideoState): readonly string[] =>
  video.processing_available ? STUDIO_VIDEO_EXTENSIONS : STUDIO_PLAYABLE_EXTENSIONS;

/**
 * Checked before a byte moves, with the words the server would use: the container by its extension
 * (the shared link schema's rule, and only MP4/WebM where the server cannot process video), then the
 * size against this server's own limit.
 */
export function videoFileProblem(file: File, video: LessonVideoState, t: TFunction, language: string): string | null {
  const checked = lessonVideoLinkBody.safeParse({ filename: file.name, size: file.size });
  if (!checked.success) return studioMessage(checked.error.issues[0]?.message) ?? t('studio.messages.videoType');
  if (!extensionsFor(video).includes(extensionOf(file.name))) return t('studio.messages.videoNeedsProcessing');
  if (file.size > video.max_bytes) {
    return t('studio.video.tooLarge', { size: formatBytes(file.size, language), max: formatBytes(video.max_bytes, language) });
  }
  return null;
}

/** A lesson's own video (docs/course-studio.md "Video"): its state, the upload in parts, the processing's progress. */
export function VideoField({ tenantId, courseId, lessonId }: Props) {
  const { t } = useTranslation();
  const query = useLessonVideo(tenantId, courseId, lessonId);
  return (
    <SectionLoader query={query} failed={t('studio.video.loadFailed')} placeholder={<Skeleton height={96} radius="md" />}>
      {(video) => <VideoUpload tenantId={tenantId} lessonId={lessonId} video={video} />}
    </SectionLoader>
  );
}

function VideoUpload({ tenantId, lessonId, video }: { tenantId: number; lessonId: number; video: LessonVideoState }) {
  const { t, i18n } = useTranslation();
  const upload = useVideoUpload({ tenantId, lessonId, video });
  // A refusal of a file picked by "Tentar de novo" (the field's own button shows its refusals itself).
  const [refusal, setRefusal] = useState<string | null>(null);
  const { view } = upload;
  const sending = view.phase === 'sending';
  const accept = extensionsFor(video)
    .map((ext) => `.${ext}`)
    .join(',');
  const max = formatBytes(video.max_bytes, i18n.language);
  const choose = (file: File) => {
    setRefusal(null);
    const problem = videoFileProblem(file, video, t, i18n.language);
    if (!problem) upload.start(file);
    return problem;
  };
  const action = video.state === 'none' ? t('studio.video.choose') : t('studio.video.replace');

  return (
    <UploadField
      label={t('studio.video.label')}
      testId="lesson-video"
      preview={
        view.phase === 'idle' ? (
          <ServerState video={video} accept={accept} onRetry={(file) => setRefusal(choose(file))} />
        ) : (
          <UploadState view={view} onCancel={upload.cancel} onResume={upload.resume} />
        )
      }
      progress={sending ? { value: view.sent / view.total, label: t('studio.video.sending', { name: view.name }) } : null}
      hint={video.processing_available ? t('studio.video.hint', { max }) : t('studio.video.hintPlayable', { max })}
      accept={accept}
      action={action}
      actionLabel={t('studio.video.chooseLabel', { action })}
      onFile={choose}
      error={refusal ?? upload.error}
      busy={sending}
    />
  );
}

const percentOf = (fraction: number) => Math.round(Math.min(Math.max(fraction, 0), 1) * 100);

/** What the server says of the lesson's video, with no upload of this panel's running. */
function ServerState({ video, accept, onRetry }: { video: LessonVideoState; accept: string; onRetry: (file: File) => void }) {
  const { t } = useTranslation();
  const percent = percentOf(video.progress);
  switch (video.state) {
    case 'none':
      return (
        <Text size="sm" c="dimmed">
          {t('studio.video.none')}
        </Text>
      );
    case 'ready':
      return (
        <Group gap={6} wrap="nowrap">
          <IconCircleCheck size={16} color="var(--mantine-color-green-5)" aria-hidden />
          <Text size="sm">
            {video.duration_seconds
              ? t('studio.video.ready', { duration: formatDuration(video.duration_seconds) })
              : t('studio.video.readyNoDuration')}
          </Text>
        </Group>
      );
    case 'processing':
      return (
        <Stack gap={4}>
          <Group justify="space-between" gap="xs">
            <Text size="sm">{t('studio.video.processing')}</Text>
            <Text size="sm" aria-hidden>
              {percent}%
            </Text>
          </Group>
          <Progress value={percent} size="md" striped animated aria-label={t('studio.video.processingLabel')} />
          <Text size="xs" c="dimmed">
            {t('studio.video.processingHint')}
          </Text>
        </Stack>
      );
    case 'failed':
      return (
        <Stack gap={6} align="flex-start" role="alert">
          <Text size="sm" c="red.4">
            {video.error ?? t('studio.messages.videoFailed')}
          </Text>
          <FileButton onChange={(file) => file && onRetry(file)} accept={accept}>
            {(props) => (
              <Button {...props} size="xs" variant="light" color="red" leftSection={<IconRefresh size={14} aria-hidden />}>
                {t('studio.video.retry')}
              </Button>
            )}
          </FileButton>
        </Stack>
      );
    case 'uploading':
      // Begun here before and stopped (the panel closed, another tab): the same file picked again continues it.
      return (
        <Text size="sm" c="yellow.4">
          {t('studio.video.interrupted', { percent })}
        </Text>
      );
  }
}

type UploadProps = { view: Exclude<VideoUploadView, { phase: 'idle' }>; onCancel: () => void; onResume: () => void };

/** This panel's upload: its speed and time left with Cancel, or stopped with Retomar. */
function UploadState({ view, onCancel, onResume }: UploadProps) {
  const { t, i18n } = useTranslation();
  if (view.phase === 'sending') {
    return (
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Group gap={6} wrap="nowrap" miw={0}>
          <IconPlayerPlay size={16} aria-hidden />
          {/* Not a live region while it counts (many changes a second); a retry is said once. */}
          <Text size="sm" c={view.retrying ? 'yellow.4' : 'dimmed'} data-testid="video-speed" role={view.retrying ? 'status' : undefined}>
            {view.retrying ? t('studio.video.retrying') : speedText(view, t, i18n.language)}
          </Text>
        </Group>
        <Button size="xs" variant="default" onClick={onCancel} aria-label={t('studio.video.cancelLabel', { name: view.name })}>
          {t('studio.video.cancel')}
        </Button>
      </Group>
    );
  }
  const percent = percentOf(view.arrived / view.total);
  const lost = view.cause === 'lost';
  return (
    <Stack gap={6} align="flex-start" role={lost ? 'alert' : undefined}>
      <Group gap={6} wrap="nowrap">
        {lost && <IconWifiOff size={16} color="var(--mantine-color-red-5)" aria-hidden />}
        <Text size="sm" c={lost ? 'red.4' : undefined}>
          {lost ? (view.reason ?? t('studio.video.lost')) : t('studio.video.cancelled')} · {t('studio.video.arrived', { percent })}
        </Text>
      </Group>
      <Button size="xs" variant="light" onClick={onResume} aria-label={t('studio.video.resumeLabel', { name: view.name })}>
        {t('studio.video.resume')}
      </Button>
    </Stack>
  );
}

/** "2,4 MB/s · faltam 3 min", or a word while the speed is not measured yet. */
function speedText(view: { sent: number; total: number; rate: number | null }, t: TFunction, language: string) {
  if (!view.rate) return t('studio.video.measuring');
  const left = timeLeft((view.total - view.sent) / view.rate);
  const leftText =
    left.unit === 'hours'
      ? t('studio.video.leftHours', { count: left.count, minutes: left.minutes })
      : t(`studio.video.${left.unit === 'seconds' ? 'leftSeconds' : 'leftMinutes'}`, { count: left.count });
  return `${formatRate(view.rate, language)} · ${leftText}`;
}
