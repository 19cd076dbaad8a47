import { Group, Progress, Stack, Text, Title } from '@mantine/core';
import type { FunnelStep } from '@trilha/shared/reports/schemas';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { percentOf } from './report-view';

type Props = { steps: FunnelStep[]; total: number };

/**
 * The completion funnel: a bar a module, in the course's order, as long as the share of the
 * course's students who finished every lesson of it. The bars are drawing only; each module's
 * line says its count and percent in words, which is what a screen reader reads.
 */
export function CompletionFunnel({ steps, total }: Props) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Stack component="section" gap="xs" aria-labelledby={headingId}>
      <div>
        <Title order={3} fz="md" id={headingId}>
          {t('reports.course.funnel')}
        </Title>
        <Text size="xs" c="dimmed">
          {t('reports.course.funnelHint')}
        </Text>
      </div>
      {steps.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('reports.course.noModules')}
        </Text>
      ) : (
        <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-labelledby={headingId}>
          {steps.map((step) => {
            const percent = percentOf(step.finished, total);
            return (
              <li key={step.module_id} data-module-id={step.module_id}>
                <Group justify="space-between" align="baseline" gap="xs" wrap="nowrap">
                  <Text size="sm" miw={0} style={{ overflowWrap: 'anywhere' }}>
                    {step.title}
                  </Text>
                  <Text size="xs" fw={600} style={{ whiteSpace: 'nowrap' }}>
                    {t('reports.course.funnelStep', { count: step.finished, percent })}
                  </Text>
                </Group>
                <Progress value={percent} size="lg" radius="sm" mt={4} aria-hidden />
              </li>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
