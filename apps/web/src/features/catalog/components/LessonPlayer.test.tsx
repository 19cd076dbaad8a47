import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import type { LessonDetailReply } from '@trilha/shared/catalog/schemas';
import { afterEach, describe, expect, it } from 'vitest';
import { LessonPlayer } from './LessonPlayer';
import type { ProgressRecorder } from './progress-recorder';
import { renderWithApp } from '../../../test/render-catalog';

const recorder: ProgressRecorder = { onTimeUpdate() {}, onPause() {}, onEnded() {}, position: () => 0 };

const lesson = (embed_url: string): LessonDetailReply['lesson'] => ({
  id: 7,
  title: 'Luz natural',
  slug: 'luz-natural',
  description: '',
  course_id: 1,
  course_title: 'Fotografia',
  module_id: 1,
  module_title: 'Começo',
  duration_seconds: 0,
  locked: false,
  release_at: null,
  video_url: null,
  embed_url,
  progress: { started_at: null, watched_seconds: 0, credited_seconds: 0, needed_seconds: 60, finished_at: null },
  materials: [],
});

afterEach(cleanup);

describe('LessonPlayer embeds (frames only from the CSP frame-src hosts)', () => {
  it('frames an embed of a listed host', () => {
    renderWithApp(<LessonPlayer lesson={lesson('https://player.vimeo.com/video/76979871')} recorder={recorder} />);
    expect(screen.getByTitle('Vídeo da aula Luz natural')).toHaveAttribute('src', 'https://player.vimeo.com/video/76979871');
  });

  it('shows "no video" instead of framing another host or plain http', () => {
    for (const url of ['https://evil.example/embed/1', 'http://www.youtube.com/embed/x']) {
      renderWithApp(<LessonPlayer lesson={lesson(url)} recorder={recorder} />);
      expect(document.querySelector('iframe'), url).toBeNull();
      expect(screen.getByText('Esta aula ainda não tem vídeo.')).toBeInTheDocument();
      cleanup();
    }
  });
});
