import { Paper, Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A list's rows in grey while it loads, announced as loading. */
export function LoadingRows({ rows, height }: { rows: number; height: number }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" role="status" aria-busy="true" aria-label={t('common.loading')}>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height={height} radius="md" />
      ))}
    </Stack>
  );
}

/** A list with nothing in it yet: what would be here, and how to start. */
export function EmptyCard({ icon, title, text, action }: { icon: ReactNode; title: string; text: string; action?: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack align="center" gap="xs" ta="center">
        {icon}
        <Text fw={600}>{title}</Text>
        <Text size="sm" c="dimmed">
          {text}
        </Text>
        {action}
      </Stack>
    </Paper>
  );
}
