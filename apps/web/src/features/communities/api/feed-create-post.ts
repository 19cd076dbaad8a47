import { communityPaths } from '@trilha/shared/communities/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { api, putFileWithProgress, uploadWithProgress } from '../../../lib/api/client';
import { putOnTop } from './feed-posts';
import type { PostReply } from './feed-types';

/** The link reply of `video-link` (docs/communities.md "Videos"): `path` goes in the post, `url` takes the PUT. */
type VideoLink = { id: number; path: string; url: string; status: string; expires_at: string };

export type NewPost = { title: string; text: string; images: File[]; files: File[]; video: File | null };
/** Which upload is running: the video's PUT first, then the post's form. */
export type UploadStage = 'video' | 'post';

/**
 * A new post (CONTRACT "Community, student side", new post): the video first goes up through its two-step link, then one
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
          const link = await api<VideoLink>(communityPaths.videoLink({ tenant, communityId }), {
            method: 'POST',
            body: { filename: post.video.name, size: post.video.size },
          });
          await putFileWithProgress(link.url, post.video, (fraction) => onProgress('video', fraction));
          path = link.path;
          uploaded.current.set(post.video, path);
        }
        form.append('videos', path);
      }
      for (const image of post.images) form.append('images', image, image.name);
      for (const file of post.files) form.append('files', file, file.name);
      onProgress('post', 0);
      return uploadWithProgress<PostReply>(communityPaths.posts({ tenant, communityId }), form, (fraction) => onProgress('post', fraction));
    },
    meta: { silent: true },
    onSuccess: ({ data }) => putOnTop(queryClient, tenant, data),
  });
}
