import { VIDEO_MAX_BYTES } from '@trilha/shared/banners/schemas';
import { describe, expect, it } from 'vitest';
import { isBannerImageType } from './image-file';
import { videoFileProblem } from './video-file';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('banner video files (spec 001 §5: mp4, avi, mpeg, webm, mov, mkv, flv; max 25 MB)', () => {
  it('takes every listed type, also when the browser knows no MIME type (mkv, flv)', () => {
    for (const name of ['a.mp4', 'a.AVI', 'a.mpeg', 'a.webm', 'a.mov', 'a.mkv', 'a.flv'])
      expect(videoFileProblem(file(name, ''))).toBeNull();
    expect(videoFileProblem(file('a.mov', 'video/quicktime'))).toBeNull();
    expect(videoFileProblem(file('a.mkv', 'application/octet-stream'))).toBeNull();
  });

  it('refuses other extensions and non-video MIME types', () => {
    expect(videoFileProblem(file('a.gif', 'image/gif'))).toBe('wrongType');
    expect(videoFileProblem(file('mp4', 'video/mp4'))).toBe('wrongType');
    expect(videoFileProblem(file('a.mp4', 'application/pdf'))).toBe('wrongType');
  });

  it('takes exactly 25 MB and refuses one byte more', () => {
    expect(videoFileProblem(file('a.mp4', 'video/mp4', VIDEO_MAX_BYTES))).toBeNull();
    expect(videoFileProblem(file('a.mp4', 'video/mp4', VIDEO_MAX_BYTES + 1))).toBe('tooLarge');
  });
});

describe('banner image files (spec 001 §5: png, jpeg, webp, heic)', () => {
  it('takes the four types, HEIC also without a MIME type', () => {
    for (const [name, type] of [
      ['a.png', 'image/png'],
      ['a.jpg', 'image/jpeg'],
      ['a.webp', 'image/webp'],
      ['a.heic', 'image/heic'],
      ['a.HEIC', ''],
    ]) {
      expect(isBannerImageType({ name: name!, type: type! })).toBe(true);
    }
    expect(isBannerImageType({ name: 'a.gif', type: 'image/gif' })).toBe(false);
    expect(isBannerImageType({ name: 'a.svg', type: 'image/svg+xml' })).toBe(false);
  });
});
