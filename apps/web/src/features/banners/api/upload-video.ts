import { bannerPaths } from '@trilha/shared/banners/paths';
import type { CreateVideoLinkBody, createVideoLinkReply, videoUploadReply } from '@trilha/shared/banners/schemas';
import type { z } from 'zod';
import { api, putFileWithProgress } from '../../../lib/api/client';

type VideoLink = z.infer<typeof createVideoLinkReply>;
export type VideoUpload = z.infer<typeof videoUploadReply>;

/** Spec 001 §7 step 1: ask where to send the file; `path` is what the banner stores. */
export const createVideoLink = (body: CreateVideoLinkBody) => api<VideoLink>(bannerPaths.videoLink(), { method: 'POST', body });

export const getVideoUpload = (id: number) => api<VideoUpload>(bannerPaths.videoStatus({ id }));

/** Spec 001 §7 step 2: the raw file goes by PUT to the signed `url`, with real progress. */
export const putVideo = (url: string, file: File, onProgress: (fraction: number) => void, signal?: AbortSignal) =>
  putFileWithProgress<VideoUpload>(url, file, onProgress, signal);
