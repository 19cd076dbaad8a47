import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import type { ImportStatus } from '@trilha/shared/students/import-schemas';
import { useTranslation } from 'react-i18next';
import { importRunning } from '../api/get-import';
import { ImportBar, rowsPercent } from './ImportProgress';
import type { ImportTracker } from './import-tracker';

/** What the banner says of the import followed: its progress while it runs, else how it ended. */
function headline(status: ImportStatus, t: ReturnType<typeof useTranslation>['t']) {
  if (status.state === 'failed') return t('students.import.banner.failed');
  if (status.state === 'done') return status.dry_run ? t('students.import.banner.dryDone') : t('students.import.banner.done');
  const counts = { done: status.done, total: status.total };
  return status.dry_run ? t('students.import.banner.runningDry', counts) : t('students.import.banner.running', counts);
}

/**
 * The import the panel follows, while its drawer is closed (left running, or found after a reload):
 * its progress, and the way back to its results.
 */
export function ImportBanner({ tracker, onOpen }: { tracker: ImportTracker; onOpen: () => void }) {
  const { t } = useTranslation();
  const status = tracker.status.data;
  if (tracker.id === null || !status) return null;
  const running = importRunning(status);
  const text = headline(status, t);
  return (
    <Paper withBorder p="sm" radius="md" data-testid="import-banner">
      <Stack gap="xs">
        {running ? (
          <ImportBar percent={rowsPercent(status)} label={t('students.import.banner.label')} text={text} size="sm" />
        ) : (
          <Text size="sm" fw={500}>
            {text}
          </Text>
        )}
        <Group gap="xs">
          <Button size="xs" variant="light" leftSection={<IconFileImport size={16} aria-hidden />} onClick={onOpen} aria-haspopup="dialog">
            {running ? t('students.import.banner.open') : t('students.import.banner.results')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
