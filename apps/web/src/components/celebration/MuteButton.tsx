import { ActionIcon, Tooltip } from '@mantine/core';
import { IconVolume, IconVolumeOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSongPlayer } from './use-song-player';

/** Turns the celebrations' sound off or on for this browser (kept in localStorage). */
export function MuteButton() {
  const { t } = useTranslation();
  const { muted, setMuted } = useSongPlayer();
  const label = muted ? t('celebration.unmute') : t('celebration.mute');
  return (
    <Tooltip label={label}>
      <ActionIcon variant="subtle" color="gray" aria-label={label} aria-pressed={muted} onClick={() => setMuted(!muted)}>
        {muted ? <IconVolumeOff size={20} aria-hidden /> : <IconVolume size={20} aria-hidden />}
      </ActionIcon>
    </Tooltip>
  );
}
