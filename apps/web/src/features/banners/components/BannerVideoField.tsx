import { Badge, Group, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UploadField } from '../../../components/UploadField';
import { bannerMessage, bannerText } from './banner-messages';
import { createVideoLink, getVideoUpload, putVideo } from '../api/upload-video';
import { VIDEO_ACCEPT, videoFileProblem } from './video-file';

type Props = {
  label: string;
  /** The stored `path` ('' for none). */
  value: string;
  onChange: (path: string) => void;
  /** True while a file is on its way: the modal waits before saving. */
  onBusy: (busy: boolean) => void;
  testId: string;
};

type Upload = { name: string; progress: number; status: 'processing' | 'uploaded' };

const POLL_MS = 1000;
const POLL_LIMIT = 60;
const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = window.setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        window.clearTimeout(timer);
        reject(new DOMException('aborted', 'AbortError'));
      },
      { once: true },
    );
  });

/**
 * Spec 001 §5, §7: a banner video. Type and size are checked here first; then the server gives a
 * link, the file goes there by PUT with its real progress, and the status goes from processing to
 * uploaded. Only then does the form hold the video's `path`.
 */
export function BannerVideoField({ label, value, onChange, onBusy, testId }: Props) {
  const { t } = useTranslation();
  const [upload, setUpload] = useState<Upload | null>(null);
  const [error, setError] = useState<string | null>(null);
  const aborter = useRef<AbortController | null>(null);

  useEffect(() => () => aborter.current?.abort(), []);

  const send = async (file: File) => {
    const controller = new AbortController();
    setError(null);
    aborter.current?.abort();
    aborter.current = controller;
    setUpload({ name: file.name, progress: 0, status: 'processing' });
    onBusy(true);
    try {
      const link = await createVideoLink({ filename: file.name, size: file.size });
      const reply = await putVideo(link.url, file, (progress) => setUpload((u) => u && { ...u, progress }), controller.signal);
      let status = reply?.status ?? link.status;
      for (let tries = 0; status !== 'uploaded' && tries < POLL_LIMIT; tries += 1) {
        await wait(POLL_MS, controller.signal);
        status = (await getVideoUpload(link.id)).status;
      }
      if (status !== 'uploaded') throw new Error(t('banners.video.failed'));
      setUpload({ name: file.name, progress: 1, status: 'uploaded' });
      onChange(link.path);
    } catch (failure) {
      if ((failure as Error).name === 'AbortError') return;
      setUpload(null);
      const { message } = failure as Error;
      setError((message ? bannerMessage(message) : undefined) ?? t('banners.video.failed'));
    } finally {
      if (aborter.current === controller) onBusy(false);
    }
  };

  const choose = (file: File): string | null => {
    const problem = videoFileProblem(file);
    if (problem) return bannerText(problem === 'tooLarge' ? 'videoTooLarge' : 'videoType');
    void send(file);
    return null;
  };

  const remove = () => {
    aborter.current?.abort();
    onBusy(false);
    setUpload(null);
    onChange('');
  };

  const uploading = upload !== null && upload.status !== 'uploaded';
  const action = value || upload ? t('banners.video.replace') : t('banners.video.choose');
  const statusText = upload?.status === 'uploaded' ? t('banners.video.uploaded') : t('banners.video.processing');
  return (
    <UploadField
      label={label}
      testId={testId}
      preview={
        upload ? (
          <Group gap="xs" justify="space-between" wrap="nowrap">
            <Text size="sm" truncate="end" miw={0}>
              {upload.name}
            </Text>
            <Badge color={upload.status === 'uploaded' ? 'green' : 'yellow'} variant="light" style={{ flexShrink: 0 }} aria-live="polite">
              {statusText}
            </Badge>
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            {value ? `${t('banners.video.current')}: ${value.split('/').pop()}` : t('banners.video.none')}
          </Text>
        )
      }
      progress={upload && { value: upload.progress, label: t('banners.video.progress', { name: upload.name }) }}
      busy={uploading}
      hint={t('banners.video.hint')}
      accept={VIDEO_ACCEPT}
      action={action}
      actionLabel={t('banners.video.chooseLabel', { action, name: label })}
      onFile={choose}
      error={error}
      remove={
        value || upload
          ? { text: t('banners.video.remove'), label: t('banners.video.removeLabel', { name: label }), onRemove: remove }
          : null
      }
    />
  );
}
