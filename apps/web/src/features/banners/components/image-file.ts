import { BANNER_IMAGE_ACCEPT } from '@trilha/shared/banners/schemas';

const EXTENSIONS = ['png', 'jpg', 'jpeg', 'webp', 'heic'];

/** Spec 001 §5: png, jpeg, webp, heic; HEIC files often arrive without a MIME type. */
export function isBannerImageType(file: Pick<File, 'name' | 'type'>): boolean {
  if ((BANNER_IMAGE_ACCEPT as readonly string[]).includes(file.type)) return true;
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  return (file.type === '' || file.type === 'image/heif') && EXTENSIONS.includes(ext);
}

export const IMAGE_ACCEPT = [...BANNER_IMAGE_ACCEPT, '.heic'].join(',');

/** Whether this browser can draw the file (most cannot decode HEIC): the crop step needs it. */
export function canDecodeImage(src: string): Promise<boolean> {
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () => resolve(image.naturalWidth > 0);
    image.onerror = () => resolve(false);
    image.src = src;
  });
}
