import { Box, Group, Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = { handle: ReactNode; dragging: boolean; title: string; detail: string | null; action?: ReactNode };

/** One course, module or lesson in a draggable list: handle, title, where it comes from, an optional button. */
export function ItemLine({ handle, dragging, title, detail, action }: Props) {
  return (
    <Paper withBorder radius="sm" px={4} py={2} shadow={dragging ? 'md' : undefined} bg={dragging ? 'dark.5' : undefined}>
      <Group gap={6} wrap="nowrap">
        {handle}
        <Box miw={0} style={{ flex: 1 }}>
          <Text size="sm" truncate="end">
            {title}
          </Text>
          {detail && (
            <Text size="xs" c="dimmed" truncate="end">
              {detail}
            </Text>
          )}
        </Box>
        {action}
      </Group>
    </Paper>
  );
}
