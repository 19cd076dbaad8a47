import { ActionIcon, VisuallyHidden } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { IconPlayerPauseFilled, IconPlayerPlayFilled } from '@tabler/icons-react';
import type { LessonMarquee } from '@trilha/shared/lesson-page/schemas';
import { useEffect, useRef, useState, type CSSProperties, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fontStack, loadFontWeight } from '../../lib/fonts';
import classes from './Marquee.module.css';

/** What the strip shows: a lesson's marquee with its text already filled (no `$nome_aluno` left). */
export type MarqueeProps = Omit<LessonMarquee, 'names'>;

/**
 * The lesson's scrolling strip (spec 001 "Letreiro"): the text crosses at `timer` px per second,
 * stops while the pointer is over it or a key has focused its link, and has a pause button
 * (WCAG 2.2.2). Under prefers-reduced-motion it stands still, the whole text wrapped in place.
 */
export function Marquee({ text, timer, url, font, font_weight, border_radius, background_color, text_color }: MarqueeProps) {
  const { t } = useTranslation();
  const reduced = useReducedMotion();
  const [stopped, setStopped] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const track = useRef<HTMLSpanElement>(null);
  // The distance the track travels: the viewport's width plus the text's (the track's border box).
  const [distance, setDistance] = useState(0);

  useEffect(() => {
    void loadFontWeight(font, font_weight);
  }, [font, font_weight]);

  useEffect(() => {
    const element = track.current;
    if (!element || reduced) return;
    const measure = () => setDistance(element.offsetWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element, { box: 'border-box' });
    return () => observer.disconnect();
  }, [reduced, text]);

  const seconds = Math.max(distance, 1) / Math.max(timer, 1);
  const paused = stopped || hovered || focused;
  const leaveFocus = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };
  const content = url ? (
    <a href={url} target="_blank" rel="noopener noreferrer" className={classes.link}>
      {text} <VisuallyHidden>{t('marquee.newTab')}</VisuallyHidden>
    </a>
  ) : (
    text
  );

  return (
    <div
      role="marquee"
      aria-label={t('marquee.label')}
      className={[classes.root, reduced ? classes.static : '', paused ? classes.paused : ''].join(' ')}
      data-paused={paused || undefined}
      data-static={reduced || undefined}
      style={{
        background: background_color,
        color: text_color,
        borderRadius: border_radius,
        fontFamily: fontStack(font),
        fontWeight: font_weight,
      }}
    >
      <div
        className={classes.viewport}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={leaveFocus}
        data-testid="marquee-viewport"
      >
        <span ref={track} className={classes.track} style={{ '--marquee-duration': `${seconds.toFixed(2)}s` } as CSSProperties}>
          {content}
        </span>
      </div>
      {!reduced && (
        <ActionIcon
          variant="transparent"
          size="lg"
          className={classes.button}
          aria-pressed={stopped}
          aria-label={t(stopped ? 'marquee.play' : 'marquee.pause')}
          onClick={() => setStopped((s) => !s)}
        >
          {stopped ? <IconPlayerPlayFilled size={18} aria-hidden /> : <IconPlayerPauseFilled size={18} aria-hidden />}
        </ActionIcon>
      )}
    </div>
  );
}
