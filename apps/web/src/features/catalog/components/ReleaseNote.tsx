import { Group, Text } from '@mantine/core';
import { IconCalendarTime } from '@tabler/icons-react';
import { useReleaseText } from './release-date';

/** A row's "Libera em 1 de mar.", with a calendar where a locked lesson has its lock: drip, not a missing plan. */
export function ReleaseNote({ releaseAt }: { releaseAt: string }) {
  const release = useReleaseText();
  return (
    <Group gap={4} wrap="nowrap" c="dimmed">
      <IconCalendarTime size={14} aria-hidden style={{ flexShrink: 0 }} />
      <Text fz="xs" fw={600} c="dimmed">
        <time dateTime={releaseAt}>{release.opensOn(releaseAt)}</time>
      </Text>
    </Group>
  );
}
