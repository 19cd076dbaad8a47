import { useWindowEvent } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import type { LessonVideoState } from '@trilha/shared/studio/media-schemas';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../../lib/api/client';
import { studioKeys } from '../../api/keys';
import { createVideoLink } from '../../api/lesson-video';
import { isRetriable, sendVideo } from '../../api/upload-lesson-video';
import { failureOf } from '../studio-messages';
import { createRateMeter } from './media-format';
import { forgetUpload, rememberUpload, uploadToResume } from './video-resume';

/** `sent` counts the part in flight as it goes; `arrived` is what the server confirmed. */
type Progress = { name: string; sent: number; arrived: number; total: number };
export type VideoUploadView =
  | { phase: 'idle' }
  /** `rate` in bytes a second, null until measured; `retrying` while a failed part waits for its next try. */
  | (Progress & { phase: 'sending'; rate: number | null; retrying: boolean })
  /** Cancelled, or the connection lost after the retries: "Retomar" goes on from what arrived. `reason` is the server's words, if any. */
  | (Progress & { phase: 'stopped'; cause: 'cancelled' | 'lost'; reason: string | null });

type Job = { controller: AbortController; file: File; url: string };
type Props = { tenantId: number; lessonId: number; video: LessonVideoState | undefined };

/**
 * A lesson's video on its way (docs/course-studio.md "Video"): the link, then the bytes in parts
 * with their speed, cancel and resume; the state after the last byte goes into the video's query,
 * whose polling follows the processing. Closing the panel stops the upload; the server keeps what
 * arrived, and the same file picked again continues it.
 */
export function useVideoUpload({ tenantId, lessonId, video }: Props) {
  const queryClient = useQueryClient();
  const [view, setView] = useState<VideoUploadView>({ phase: 'idle' });
  const [error, setError] = useState<string | null>(null);
  const job = useRef<Job | null>(null);
  const videoKey = studioKeys.lessonVideo(tenantId, lessonId);
  // Another file picked meanwhile took over: an older upload's end is not shown.
  const isCurrent = (controller: AbortController) => job.current?.controller === controller;

  useEffect(() => () => job.current?.controller.abort(), []);
  useWindowEvent('beforeunload', (event) => {
    // The browser asks "leave the page?" in its own words while bytes are moving.
    if (view.phase === 'sending') event.preventDefault();
  });

  const run = async (file: File, url: string, from: number | null) => {
    const controller = new AbortController();
    job.current = { controller, file, url };
    const meter = createRateMeter();
    const base = { name: file.name, total: file.size };
    setError(null);
    setView((current) => {
      const arrived = from ?? arrivedOf(current);
      return { ...base, phase: 'sending', sent: arrived, arrived, rate: null, retrying: false };
    });
    try {
      const state = await sendVideo({
        lessonId,
        url,
        file,
        from,
        signal: controller.signal,
        onProgress: (sent, arrived) => {
          meter.add(sent);
          setView({ ...base, phase: 'sending', sent, arrived, rate: meter.rate(), retrying: false });
        },
        onRetry: () => {
          // The speed before the failure says nothing about the next try.
          meter.reset();
          setView((current) => (current.phase === 'sending' ? { ...current, rate: null, retrying: true } : current));
        },
      });
      if (!isCurrent(controller)) return;
      forgetUpload(tenantId, lessonId);
      // Processing now: the query's polling follows it from this state.
      queryClient.setQueryData(videoKey, state);
      setView({ phase: 'idle' });
    } catch (failure) {
      if (!isCurrent(controller)) return;
      if (controller.signal.aborted) {
        setView((current) => ({
          ...base,
          phase: 'stopped',
          cause: 'cancelled',
          reason: null,
          sent: arrivedOf(current),
          arrived: arrivedOf(current),
        }));
      } else if (isRetriable(failure)) {
        const reason = failure instanceof ApiError && failure.status !== 0 ? failureOf(failure) : null;
        setView((current) => ({ ...base, phase: 'stopped', cause: 'lost', reason, sent: arrivedOf(current), arrived: arrivedOf(current) }));
      } else {
        // A refusal: the link expired (404) or the file is over the limit; it cannot go on.
        forgetUpload(tenantId, lessonId);
        setView({ phase: 'idle' });
        setError(failureOf(failure));
      }
      void queryClient.invalidateQueries({ queryKey: videoKey });
    }
  };

  /** A checked file: the upload this tab began for it goes on from what arrived, else a new link. */
  const start = async (file: File) => {
    job.current?.controller.abort();
    const resumable = video?.state === 'uploading' && video.declared_bytes === file.size;
    const kept = resumable ? uploadToResume(tenantId, lessonId, file) : null;
    if (kept) return run(file, kept, null);
    setError(null);
    setView({ phase: 'sending', name: file.name, sent: 0, arrived: 0, total: file.size, rate: null, retrying: false });
    let url: string;
    try {
      url = (await createVideoLink(lessonId, { filename: file.name, size: file.size })).url;
    } catch (failure) {
      setView({ phase: 'idle' });
      setError(failureOf(failure));
      return;
    }
    rememberUpload(tenantId, lessonId, url, file);
    await run(file, url, 0);
  };

  const resume = () => {
    if (job.current) void run(job.current.file, job.current.url, null);
  };
  const cancel = () => job.current?.controller.abort();

  return { view, error, start: (file: File) => void start(file), resume, cancel };
}

const arrivedOf = (view: VideoUploadView) => (view.phase === 'idle' ? 0 : view.arrived);
