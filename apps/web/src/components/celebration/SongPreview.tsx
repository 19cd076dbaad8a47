import { Button, Group } from '@mantine/core';
import { IconPlayerPlayFilled, IconPlayerStopFilled } from '@tabler/icons-react';
import { SONG_PREVIEW_MS, type Song } from '@trilha/shared/gamification/constants';
import { useTranslation } from 'react-i18next';
import { MuteButton } from './MuteButton';
import { useSongPlayer } from './use-song-player';

/** Spec 001 §2: the chosen song's first 5 seconds, on the editor's click (the gesture audio needs). */
export function SongPreview({ song }: { song: Song }) {
  const { t } = useTranslation();
  const { play, stop, playing, muted } = useSongPlayer();
  return (
    <Group gap="xs">
      <Button
        variant="light"
        size="xs"
        disabled={song === 'none' || muted}
        leftSection={playing ? <IconPlayerStopFilled size={14} aria-hidden /> : <IconPlayerPlayFilled size={14} aria-hidden />}
        onClick={() => (playing ? stop() : play(song, SONG_PREVIEW_MS))}
      >
        {playing ? t('celebration.stopSong') : t('celebration.previewSong')}
      </Button>
      <MuteButton />
    </Group>
  );
}
