import { Button, Group, Modal, Stack, Title } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import type { Celebration } from '@trilha/shared/gamification/student-schemas';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CelebrationAnimation } from '../../../../components/celebration/CelebrationAnimation';
import { MuteButton } from '../../../../components/celebration/MuteButton';
import { useSongPlayer } from '../../../../components/celebration/use-song-player';
import { useMarkCelebrationsSeen } from '../api/mark-celebrations-seen';

/** A celebration's song stops by itself after this long; the mute control stays beside it (WCAG 1.4.2). */
export const CELEBRATION_SONG_MAX_MS = 8000;

type Props = {
  tenantId: number;
  /** Oldest first; more may be appended while one shows. */
  celebrations: Celebration[];
  /** Every one was shown (or the student left for her rewards). */
  onDone: () => void;
};

/**
 * A level or reward earned is celebrated once (docs/shell.md "Celebrations"), on the next page the student opens: the
 * chosen animation and song, a mute control, no sound before a user gesture (the player's rule) and
 * no motion under prefers-reduced-motion (a still picture, no transition). Each is marked seen as it
 * shows, so a reload or another tab does not celebrate it again.
 */
export function CelebrationOverlay({ tenantId, celebrations, onDone }: Props) {
  const { t } = useTranslation();
  const reduced = useReducedMotion();
  const [index, setIndex] = useState(0);
  const current = celebrations[index];
  const { mutate: markSeen } = useMarkCelebrationsSeen(tenantId);
  const { play, stop, muted } = useSongPlayer();

  useEffect(() => {
    if (!current) return;
    markSeen([current.id]);
    play(current.song, CELEBRATION_SONG_MAX_MS);
    return stop;
  }, [current, markSeen, play, stop]);

  // The mute control is its own player: muting silences this one too, and unmuting (a click, so a
  // gesture) lets the celebration on screen be heard.
  const wasMuted = useRef(muted);
  useEffect(() => {
    if (wasMuted.current === muted) return;
    wasMuted.current = muted;
    if (muted) stop();
    else if (current) play(current.song, CELEBRATION_SONG_MAX_MS);
  }, [muted, current, play, stop]);

  const left = celebrations.length - index - 1;
  const next = () => (left > 0 ? setIndex(index + 1) : onDone());
  if (!current) return null;
  const heading = current.kind === 'level' ? t('ranking.celebration.level') : t('ranking.celebration.reward');

  return (
    <Modal
      opened
      onClose={next}
      centered
      size="sm"
      radius="lg"
      title={heading}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      // No motion under prefers-reduced-motion: the dialog appears without its fade.
      transitionProps={reduced ? { duration: 0 } : { transition: 'pop', duration: 250 }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
      data-testid="celebration"
      data-kind={current.kind}
    >
      <Stack align="center" gap="md">
        <CelebrationAnimation key={current.id} animation={current.animation} size={200} />
        <Title order={2} size="h3" ta="center">
          {current.title}
        </Title>
        <Group w="100%" gap="xs" wrap="nowrap">
          <MuteButton />
          <Button onClick={next} data-autofocus style={{ flex: 1 }}>
            {left > 0 ? t('ranking.celebration.next', { count: left }) : t('ranking.celebration.continue')}
          </Button>
        </Group>
        {current.kind === 'reward' && (
          <Button component={Link} to="/dashboard/profile" variant="subtle" fullWidth onClick={onDone}>
            {t('ranking.celebration.seeRewards')}
          </Button>
        )}
      </Stack>
    </Modal>
  );
}
