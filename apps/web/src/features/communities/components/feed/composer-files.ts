import { VIDEO_EXTENSIONS, VIDEO_MAX_BYTES } from '@trilha/shared/banners/constants';
import i18n from 'i18next';
import { isWithinUploadLimit, UPLOAD_TOO_LARGE_KEY } from '../../../../components/upload-limit';
import { feedText, videoText } from './feed-text';

/** What the server takes (docs/communities.md "Post media"); it checks the bytes, this only spares a useless upload. */
export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/webp,image/gif,image/heic,image/heif,.heic,.heif';
const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'webp', 'gif', 'heic', 'heif'];
const FILE_EXTENSIONS = ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'txt', 'zip'];
export const FILE_ACCEPT = FILE_EXTENSIONS.map((ext) => `.${ext}`).join(',');
export const VIDEO_ACCEPT = [...VIDEO_EXTENSIONS.map((ext) => `.${ext}`), 'video/*'].join(',');

export type PickedImage = { file: File; url: string };

const extension = (name: string) => name.split('.').pop()?.toLowerCase() ?? '';

/** Picked files added to a list in order; each one that breaks a rule is left out, and the first refusal is said. */
export function addPicked<T>(
  current: readonly T[],
  picked: readonly File[],
  rules: { max: number; tooMany: string; badType: string; accepts: (file: File) => boolean; wrap: (file: File) => T },
): { items: T[]; error: string | null } {
  const items = [...current];
  let error: string | null = null;
  for (const file of picked) {
    const problem = !rules.accepts(file)
      ? rules.badType
      : !isWithinUploadLimit(file.size)
        ? i18n.t(UPLOAD_TOO_LARGE_KEY)
        : items.length >= rules.max
          ? rules.tooMany
          : null;
    if (problem) {
      error ??= problem;
      continue;
    }
    items.push(rules.wrap(file));
  }
  return { items, error };
}

/** Pictures the browser can draw, so can cut (HEIC and animated GIF go as they are: the server converts them). */
export const canCrop = (file: File) => ['image/png', 'image/jpeg', 'image/webp'].includes(file.type);

const isImage = (file: File) => file.type.startsWith('image/') || IMAGE_EXTENSIONS.includes(extension(file.name));
const isDocument = (file: File) => FILE_EXTENSIONS.includes(extension(file.name));

/** The banners' video rules (the same upload link): one of its types, at most 25 MB. */
export function videoProblem(file: File): string | null {
  if (!(VIDEO_EXTENSIONS as readonly string[]).includes(extension(file.name))) return videoText('videoType');
  if (file.size > VIDEO_MAX_BYTES) return videoText('videoTooLarge');
  return null;
}

export const imagesRules = () => ({ tooMany: feedText('imagesTooMany'), badType: feedText('imageType'), accepts: isImage });
export const filesRules = () => ({ tooMany: feedText('filesTooMany'), badType: feedText('fileType'), accepts: isDocument });
