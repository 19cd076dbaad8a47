import { BANNER_VIDEO_PREVIEW_SECONDS } from '@trilha/shared/banners/schemas';
import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';

export type BannerVideoHandle = { watch: () => void };

type Props = { ref: Ref<BannerVideoHandle>; src: string; active: boolean; className?: string; onEnded: () => void };

const prefersReducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Spec 001 §2: a banner video plays muted for 6 seconds when its slide shows, then waits paused
 * for the student to press play (then with sound and the browser's controls).
 */
export function BannerVideo({ ref, src, active, className, onEnded }: Props) {
  const element = useRef<HTMLVideoElement>(null);
  const [watching, setWatching] = useState(false);
  const previewed = useRef(false);
  // A slide left behind stops being watched (adjusted while rendering; the effect below pauses the video).
  if (!active && watching) setWatching(false);

  useImperativeHandle(ref, () => ({
    watch: () => {
      const video = element.current;
      if (!video) return;
      setWatching(true);
      video.muted = false;
      void video.play().catch(() => undefined);
    },
  }));

  useEffect(() => {
    const video = element.current;
    if (!video) return;
    if (!active) {
      video.pause();
      return;
    }
    // The preview runs once per visit of the page; moving motion stays off for those who asked.
    if (previewed.current || prefersReducedMotion()) return;
    previewed.current = true;
    video.muted = true;
    video.currentTime = 0;
    void video.play().catch(() => undefined);
    const stop = () => {
      if (video.muted && video.currentTime >= BANNER_VIDEO_PREVIEW_SECONDS) video.pause();
    };
    video.addEventListener('timeupdate', stop);
    return () => video.removeEventListener('timeupdate', stop);
  }, [active]);

  return (
    <video
      ref={element}
      className={className}
      src={src}
      muted
      playsInline
      preload="metadata"
      controls={watching}
      // Decorative while previewing: the play button next to the title is the way in.
      aria-hidden={!watching}
      tabIndex={watching ? 0 : -1}
      onEnded={() => {
        setWatching(false);
        onEnded();
      }}
      data-testid="banner-video"
    />
  );
}
