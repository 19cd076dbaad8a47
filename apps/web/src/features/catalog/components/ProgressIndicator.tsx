import { Group, Paper, Progress, RingProgress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export const percentOf = (finished: number, total: number) => (total > 0 ? Math.round((finished * 100) / total) : 0);

/**
 * The progress indicator of the course and module pages (Aparência "Indicador de página de curso /
 * de módulo", docs/appearance.md): a ring with the percent, "X de Y aulas concluídas" and a bar.
 */
export function ProgressIndicator({ finished, total }: { finished: number; total: number }) {
  const { t } = useTranslation();
  const percent = percentOf(finished, total);
  return (
    <Paper
      component="section"
      aria-label={t('catalogPage.progressTitle')}
      data-testid="progress-indicator"
      radius="lg"
      p="md"
      withBorder
      maw={440}
      bg="rgba(12, 12, 16, 0.55)"
      style={{ backdropFilter: 'blur(8px)' }}
    >
      <Group gap="md" wrap="nowrap">
        <RingProgress
          size={76}
          thickness={7}
          roundCaps
          sections={[{ value: percent, color: percent >= 100 ? 'green' : 'school' }]}
          label={
            <Text ta="center" fw={700} fz="sm" aria-hidden>
              {t('catalogPage.percent', { percent })}
            </Text>
          }
          aria-hidden
        />
        <Stack gap={6} miw={0} style={{ flex: 1 }}>
          <Text fw={600} fz="sm">
            {t('catalogPage.progressTitle')}
          </Text>
          <Text fz="sm" c="dimmed">
            {t('catalogPage.progressText', { finished, total })}
          </Text>
          <Progress
            value={percent}
            size="sm"
            radius="xl"
            color={percent >= 100 ? 'green' : 'school'}
            aria-label={t('catalogPage.progressLabel', { percent })}
          />
        </Stack>
      </Group>
    </Paper>
  );
}
