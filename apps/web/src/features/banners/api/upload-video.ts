import { BANNER_PATHS, type CreateVideoLinkBody, type createVideoLinkReply, type videoUploadReply } from '@trilha/shared/banners/schemas';
import type { ErrorBody } from '@trilha/shared/platform/http';
import type { z } from 'zod';
import { ApiError, api } from '../../../lib/api/client';

type VideoLink = z.infer<typeof createVideoLinkReply>;
export type VideoUpload = z.infer<typeof videoUploadReply>;

/** Spec 001 §7 step 1: ask where to send the file; `path` is what the banner stores. */
export const createVideoLink = (body: CreateVideoLinkBody) => api<VideoLink>(BANNER_PATHS.videoLink, { method: 'POST', body });

export const getVideoUpload = (id: number) => api<VideoUpload>(BANNER_PATHS.videoStatus(id));

function csrfToken(): string | undefined {
  return document.cookie
    .split('; ')
    .find((c) => c.startsWith('trilha_csrf='))
    ?.slice('trilha_csrf='.length);
}

/**
 * Spec 001 §7 step 2: the raw file goes by PUT to the signed `url`, with real progress (fetch cannot
 * report upload progress). uploadWithProgress sends FormData, and a signed link takes the bytes
 * themselves; a link on another origin (object storage) gets no cookies and no CSRF header.
 */
export function putVideo(
  url: string,
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<VideoUpload | undefined> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const sameOrigin = new URL(url, window.location.href).origin === window.location.origin;
    xhr.open('PUT', url);
    xhr.setRequestHeader('content-type', file.type || 'application/octet-stream');
    if (sameOrigin) {
      xhr.withCredentials = true;
      xhr.setRequestHeader('accept', 'application/json');
      const token = csrfToken();
      if (token) xhr.setRequestHeader('x-csrf-token', token);
    }
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let data: unknown;
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        data = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve(data as VideoUpload | undefined);
      } else {
        const envelope = data as Partial<ErrorBody> | undefined;
        reject(new ApiError(xhr.status, envelope?.error ?? xhr.statusText, envelope?.issues ?? []));
      }
    };
    xhr.onerror = () => reject(new ApiError(0, ''));
    xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}
