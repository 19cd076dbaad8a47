import { Group, Paper, Text, VisuallyHidden } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './QuizScreen.module.css';
import { crossedThreshold, formatRemaining, remainingMs, WARNING_MS } from './timer';

/** Often enough that the seconds never skip, without a render per frame. */
const TICK_MS = 250;

type Props = {
  deadline: string;
  /** The server's clock minus this browser's, from the attempt's `server_now`. */
  skew: number;
  /** Called once when the time is up. */
  onExpire: () => void;
};

/**
 * The remaining time of the attempt, from the server's deadline (docs/quizzes.md "Attempts": a refresh or a second
 * tab shows the same time). Screen readers hear it at 10, 5 and 1 minute and at 30 seconds, not
 * every second.
 */
export function QuizTimer({ deadline, skew, onExpire }: Props) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  const [announcement, setAnnouncement] = useState('');
  const previous = useRef<number | null>(null);
  const expired = useRef(false);
  const left = remainingMs(deadline, skew, now);

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    // A tab seen again shows the right time at once, not at the next (throttled) tick.
    const onVisible = () => document.visibilityState === 'visible' && setNow(Date.now());
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);

  useEffect(() => {
    if (previous.current !== null) {
      const crossed = crossedThreshold(previous.current, left);
      if (crossed !== null) setAnnouncement(t('quizzes.screen.timeLeft', { time: formatRemaining(crossed * 1000) }));
    }
    previous.current = left;
    if (left === 0 && !expired.current) {
      expired.current = true;
      onExpire();
    }
  }, [left, onExpire, t]);

  const warning = left <= WARNING_MS;
  return (
    <Paper withBorder radius="md" px="md" py={6} className={classes.timer} data-warning={warning || undefined}>
      <Group gap={8} wrap="nowrap">
        <IconClockHour4 size={20} aria-hidden />
        <Text component="span" size="xs" c="dimmed" visibleFrom="xs">
          {t('quizzes.screen.timer')}
        </Text>
        <Text component="span" role="timer" aria-label={t('quizzes.screen.timer')} fw={700} ff="monospace" size="lg">
          {formatRemaining(left)}
        </Text>
      </Group>
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
    </Paper>
  );
}
