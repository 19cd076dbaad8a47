import { Button, Group, Loader, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSaveTracker } from './save-tracker';

/** The editor's save state in words: "Salvando…", "Salvo", or "Falhou" with the reason and "Tentar de novo". */
export function SaveStatus() {
  const { t } = useTranslation();
  const { summary, retry } = useSaveTracker();
  const failed = summary.state === 'failed';
  return (
    <Group gap="xs" wrap="nowrap" data-testid="save-status" data-state={summary.state}>
      {/* Polite: the words change with every save, and a reader should hear them without losing their place. */}
      <Group gap={6} wrap="nowrap" role="status" miw={0}>
        {summary.state === 'saving' && <Loader size={14} aria-hidden />}
        {summary.state === 'saved' && <IconCheck size={16} color="var(--mantine-color-green-5)" aria-hidden />}
        {failed && <IconAlertTriangle size={16} color="var(--mantine-color-red-5)" aria-hidden />}
        <Text size="sm" c={failed ? 'red.4' : summary.state === 'idle' ? 'dimmed' : undefined} style={{ overflowWrap: 'anywhere' }}>
          {failed ? t('studio.save.failed', { reason: summary.error }) : t(`studio.save.${summary.state}`)}
        </Text>
      </Group>
      {failed && (
        <Button size="compact-sm" variant="light" color="red" onClick={retry} style={{ flexShrink: 0 }}>
          {t('studio.save.retry')}
        </Button>
      )}
    </Group>
  );
}
