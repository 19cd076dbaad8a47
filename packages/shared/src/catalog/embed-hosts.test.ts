import { describe, expect, it } from 'vitest';
import { isLessonEmbedUrl } from './embed-hosts';

describe('lesson embed hosts (the player and the CSP frame-src share them)', () => {
  it('accepts the embed addresses of the listed hosts', () => {
    for (const url of [
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=30',
      'https://player.vimeo.com/video/76979871',
      'https://player-vz-7b6cf9e4-8bf.tv.pandavideo.com.br/embed/?v=0a1b2c3d',
      'https://fast.wistia.net/embed/iframe/abc123',
      'https://www.loom.com/embed/0123456789abcdef',
      'https://iframe.mediadelivery.net/embed/12345/abcd-ef',
      'https://player.mediadelivery.net/embed/12345/abcd-ef',
      '  https://drive.google.com/file/d/abc/preview  ',
      'https://WWW.YOUTUBE.COM/embed/x',
    ]) {
      expect(isLessonEmbedUrl(url), url).toBe(true);
    }
  });

  it('refuses other hosts, look-alikes, plain http, other ports, credentials and other schemes', () => {
    for (const url of [
      'https://evil.example/embed',
      'https://youtube.com.evil.example/embed/x',
      'https://www.youtube.com.evil.example/embed/x',
      'https://tv.pandavideo.com.br/embed/',
      'https://eviltv.pandavideo.com.br/embed/',
      'http://www.youtube.com/embed/x',
      'https://www.youtube.com:8443/embed/x',
      'https://www.youtube.com@evil.example/embed/x',
      'https://user:pass@player.vimeo.com/video/1',
      'javascript:alert(1)',
      '//www.youtube.com/embed/x',
      '/embed/x',
      '',
    ]) {
      expect(isLessonEmbedUrl(url), url).toBe(false);
    }
  });
});
