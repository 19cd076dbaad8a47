import { act, fireEvent, screen } from '@testing-library/react';
import { ANIMATIONS, ANIMATION_PREVIEW_MS, SONG_PREVIEW_MS } from '@trilha/shared/gamification/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderShell } from '../../test/render-app';
import { AnimationPreviewModal } from './AnimationPreviewModal';
import { CelebrationAnimation } from './CelebrationAnimation';
import { MuteButton } from './MuteButton';
import { SongPreview } from './SongPreview';

function preferReducedMotion(reduce: boolean) {
  const original = window.matchMedia.bind(window);
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    const answer = original(query);
    if (query.includes('prefers-reduced-motion')) Object.defineProperty(answer, 'matches', { value: reduce });
    return answer;
  });
}

/** jsdom has no audio: record what the player asks of it. */
const played: string[] = [];
const paused: string[] = [];
class FakeAudio {
  currentTime = 0;
  constructor(public src: string) {}
  addEventListener() {}
  play() {
    played.push(this.src);
    return Promise.resolve();
  }
  pause() {
    paused.push(this.src);
  }
}

beforeEach(() => {
  played.length = 0;
  paused.length = 0;
  window.localStorage.clear();
  vi.stubGlobal('Audio', FakeAudio);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('CelebrationAnimation (spec 000 §3)', () => {
  it('draws each of the eleven animations with its name, and nothing for none', () => {
    const { unmount } = renderShell(
      <>
        {ANIMATIONS.map((animation) => (
          <CelebrationAnimation key={animation} animation={animation} size={120} />
        ))}
      </>,
    );
    const pictures = screen.getAllByRole('img');
    expect(pictures).toHaveLength(11);
    expect(screen.getByRole('img', { name: 'Foguete' })).toHaveAttribute('width', '120');
    expect(screen.getByRole('img', { name: 'Subiu de nível (ouro)' }).querySelectorAll('path, rect, circle').length).toBeGreaterThan(5);
    expect(pictures.every((picture) => picture.getAttribute('data-still') === null)).toBe(true);
    unmount();
  });

  it('is a still picture under prefers-reduced-motion', () => {
    preferReducedMotion(true);
    renderShell(<CelebrationAnimation animation="trophy_1" />);
    expect(screen.getByRole('img', { name: 'Troféu 1' })).toHaveAttribute('data-still', 'true');
  });
});

describe('songs and the mute switch', () => {
  it('plays the preview on a click for 5 s, then stops', () => {
    vi.useFakeTimers();
    renderShell(<SongPreview song="fanfare" />);
    fireEvent.pointerDown(document.body);
    fireEvent.click(screen.getByRole('button', { name: 'Ouvir prévia da música' }));
    expect(played).toEqual(['/sounds/fanfare.wav']);
    expect(screen.getByRole('button', { name: 'Parar a prévia' })).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(SONG_PREVIEW_MS);
    });
    expect(paused).toEqual(['/sounds/fanfare.wav']);
    expect(screen.getByRole('button', { name: 'Ouvir prévia da música' })).toBeInTheDocument();
  });

  it('keeps the muted choice in localStorage, and plays nothing while muted', () => {
    renderShell(
      <>
        <MuteButton />
        <SongPreview song="chime" />
      </>,
    );
    fireEvent.click(screen.getAllByRole('button', { name: 'Silenciar sons de comemoração' })[0]!);
    expect(window.localStorage.getItem('trilha:celebration-muted')).toBe('1');
    // Both switches follow the one stored flag.
    expect(screen.getAllByRole('button', { name: 'Ativar sons de comemoração' })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Ouvir prévia da música' })).toBeDisabled();
    expect(played).toEqual([]);
  });
});

describe('AnimationPreviewModal (spec 000 §4)', () => {
  it('shows the animation and closes itself after 7 s', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    renderShell(<AnimationPreviewModal animation="rocket" opened onClose={onClose} />);
    expect(screen.getByRole('img', { name: 'Foguete' })).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(ANIMATION_PREVIEW_MS - 1);
    });
    expect(onClose).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
