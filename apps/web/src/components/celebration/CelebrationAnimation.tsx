import { useReducedMotion } from '@mantine/hooks';
import type { Animation } from '@trilha/shared/gamification/constants';
import { useTranslation } from 'react-i18next';
import { ART } from './art';
import classes from './CelebrationAnimation.module.css';

export type CelebrationAnimationProps = { animation: Animation; size?: number };

/**
 * One of spec 000 §3's animations, drawn in SVG and moved with CSS. Under prefers-reduced-motion
 * it is a still picture (every part where it ends); `none` renders nothing.
 */
export function CelebrationAnimation({ animation, size = 200 }: CelebrationAnimationProps) {
  const { t } = useTranslation();
  const reduced = useReducedMotion();
  if (animation === 'none') return null;
  const Art = ART[animation];
  return (
    <svg
      role="img"
      aria-label={t(`celebration.animations.${animation}`)}
      viewBox="0 0 200 200"
      width={size}
      height={size}
      className={[classes.stage, reduced ? classes.still : ''].join(' ')}
      data-animation={animation}
      data-still={reduced || undefined}
    >
      <Art />
    </svg>
  );
}
