import { Group, Progress, Text } from '@mantine/core';

/** A percent as a bar with its figure beside it: a student's overall progress, or one course's. */
export function PercentBar({ value, label }: { value: number; label: string }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Progress value={value} size="sm" style={{ flex: 1 }} aria-label={label} />
      <Text size="xs" fw={500} w={36} ta="right">
        {value}%
      </Text>
    </Group>
  );
}
