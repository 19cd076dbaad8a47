import { VIDEO_EXTENSIONS, VIDEO_MAX_BYTES, VIDEO_MIME_TYPES } from '@trilha/shared/banners/schemas';

export type VideoProblem = 'wrongType' | 'tooLarge';

const extension = (name: string) => (name.includes('.') ? (name.split('.').pop() ?? '').toLowerCase() : '');

/**
 * Spec 001 §5: checked in the browser before anything is sent. The extension decides (the server
 * checks it too); a MIME type, when the browser knows one, must be a video. Browsers often know
 * none for mkv or flv, so an empty or generic type is not a refusal.
 */
export function videoFileProblem(file: Pick<File, 'name' | 'type' | 'size'>): VideoProblem | null {
  if (!(VIDEO_EXTENSIONS as readonly string[]).includes(extension(file.name))) return 'wrongType';
  const type = file.type.toLowerCase();
  const knownType =
    type === '' ||
    type === 'application/octet-stream' ||
    (VIDEO_MIME_TYPES as readonly string[]).includes(type) ||
    type.startsWith('video/');
  if (!knownType) return 'wrongType';
  if (file.size > VIDEO_MAX_BYTES) return 'tooLarge';
  return null;
}

/** What the file picker offers: the extensions and the MIME types. */
export const VIDEO_ACCEPT = [...VIDEO_EXTENSIONS.map((e) => `.${e}`), ...VIDEO_MIME_TYPES].join(',');
