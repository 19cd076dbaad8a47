import { Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = {
  /** A Tabler icon at size 24; decorative, the title says it. */
  icon: ReactNode;
  title: string;
  text: string;
};

/** What a panel's list shows while it has nothing in it: an icon, what is missing, and how to add the first one. */
export function EmptyState({ icon, title, text }: Props) {
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack align="center" gap="xs" ta="center">
        <ThemeIcon size={44} radius="xl" variant="light" aria-hidden>
          {icon}
        </ThemeIcon>
        <Text fw={600}>{title}</Text>
        <Text size="sm" c="dimmed">
          {text}
        </Text>
      </Stack>
    </Paper>
  );
}
