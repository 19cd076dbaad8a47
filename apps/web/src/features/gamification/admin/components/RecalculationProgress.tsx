import { Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRecalculation } from '../api/recalculation';

/**
 * The points' recalculation after the points per action change (docs/gamification.md "Levels, scoring, plans
 * and the ranking switch (administration)"): queued, running with its students done of the total (polled
 * every RECALCULATION_POLL_MS), or when the last one ended. Nothing while none has run, or when the progress
 * cannot be read.
 */
export function RecalculationProgress({ tenantId }: { tenantId: number }) {
  const { t, i18n } = useTranslation();
  const recalculation = useRecalculation(tenantId);
  const data = recalculation.data;
  if (!data) return null;
  if (data.state === 'queued') {
    return (
      <Text size="sm" role="status">
        {t('gamificationAdmin.recalculation.queued')}
      </Text>
    );
  }
  if (data.state === 'running') {
    const percent = data.total > 0 ? Math.min(100, Math.round((data.done / data.total) * 100)) : 0;
    return (
      <Stack gap={4} role="status">
        <Text size="sm">{t('gamificationAdmin.recalculation.running', { done: data.done, total: data.total })}</Text>
        <Progress value={percent} aria-label={t('gamificationAdmin.recalculation.label')} />
      </Stack>
    );
  }
  if (!data.finished_at) return null;
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(data.finished_at));
  return (
    <Text size="sm" c="dimmed" role="status">
      {t('gamificationAdmin.recalculation.finished', { when })}
    </Text>
  );
}
