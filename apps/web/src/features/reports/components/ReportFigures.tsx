import { Paper, SimpleGrid, Text } from '@mantine/core';

export type Figure = { label: string; value: number; hint?: string };

/** A report's headline numbers, each a term and its value (a description list), side by side. */
export function ReportFigures({ figures }: { figures: Figure[] }) {
  return (
    <SimpleGrid component="dl" cols={figures.length} spacing="xs" m={0}>
      {figures.map((figure) => (
        <Paper key={figure.label} withBorder radius="md" px="sm" py={8}>
          <Text component="dt" size="xs" c="dimmed">
            {figure.label}
          </Text>
          <Text component="dd" m={0} fz="xl" fw={700} lh={1.3}>
            {figure.value}
          </Text>
          {figure.hint && (
            <Text component="dd" m={0} size="xs" c="dimmed">
              {figure.hint}
            </Text>
          )}
        </Paper>
      ))}
    </SimpleGrid>
  );
}
