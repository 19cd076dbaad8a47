import type { ErrorBody } from '@trilha/shared/platform/http';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { ApiError, api, uploadWithProgress } from '../../../lib/api/client';
import { FEED_PATHS } from './feed-keys';
import { putOnTop } from './feed-posts';
import type { PostReply } from './feed-types';

/** The link reply of `video-link` (docs/communities.md "Videos"): `path` goes in the post, `url` takes the PUT. */
type VideoLink = { id: number; path: string; url: string; status: string; expires_at: string };

export type NewPost = { title: string; text: string; images: File[]; files: File[]; video: File | null };
/** Which upload is running: the video's PUT first, then the post's form. */
export type UploadStage = 'video' | 'post';

function csrfToken(): string | undefined {
  return document.cookie
    .split('; ')
    .find((c) => c.startsWith('trilha_csrf='))
    ?.slice('trilha_csrf='.length);
}

/**
 * The video's bytes to its one-time link, with progress. The link takes the raw file (not a
 * form), so uploadWithProgress, which sends FormData, does not fit; a link on another origin
 * (object storage) gets no cookies and no CSRF header.
 */
function putVideo(url: string, file: File, onProgress: (fraction: number) => void): Promise<void> {
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
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve();
        return;
      }
      let envelope: Partial<ErrorBody> | undefined;
      try {
        envelope = xhr.responseText ? (JSON.parse(xhr.responseText) as Partial<ErrorBody>) : undefined;
      } catch {
        envelope = undefined;
      }
      reject(new ApiError(xhr.status, envelope?.error ?? xhr.statusText, envelope?.issues ?? []));
    };
    xhr.onerror = () => reject(new ApiError(0, ''));
    xhr.send(file);
  });
}

/**
 * A new post (CONTRACT "new post"): the video first goes up through its two-step link, then one
 * multipart form carries the text parts, the images and files, and the video's `path` in `videos`.
 * The post is saved only once every upload is stored; it then shows at the top of the feed.
 */
export function useCreatePost(tenant: number, communityId: number, onProgress: (stage: UploadStage, fraction: number) => void) {
  const queryClient = useQueryClient();
  const uploaded = useRef(new WeakMap<File, string>());
  return useMutation({
    mutationFn: async (post: NewPost) => {
      const form = new FormData();
      form.append('title', post.title);
      form.append('text', post.text);
      if (post.video) {
        // A post refused after its video went up (a 429, say) gives the video back to its member:
        // sent again, it names the same upload instead of sending the bytes twice.
        let path = uploaded.current.get(post.video);
        if (!path) {
          onProgress('video', 0);
          const link = await api<VideoLink>(FEED_PATHS.videoLink(tenant, communityId), {
            method: 'POST',
            body: { filename: post.video.name, size: post.video.size },
          });
          await putVideo(link.url, post.video, (fraction) => onProgress('video', fraction));
          path = link.path;
          uploaded.current.set(post.video, path);
        }
        form.append('videos', path);
      }
      for (const image of post.images) form.append('images', image, image.name);
      for (const file of post.files) form.append('files', file, file.name);
      onProgress('post', 0);
      return uploadWithProgress<PostReply>(FEED_PATHS.posts(tenant, communityId), form, (fraction) => onProgress('post', fraction));
    },
    meta: { silent: true },
    onSuccess: ({ data }) => putOnTop(queryClient, tenant, data),
  });
}
