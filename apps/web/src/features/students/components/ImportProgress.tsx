import { Group, Progress, Stack, Text, Title } from '@mantine/core';
import type { ImportStatus } from '@trilha/shared/students/import-schemas';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/** Lines settled of the file's student lines, as a percent (none while the file is still queued). */
export const rowsPercent = (status: Pick<ImportStatus, 'done' | 'total'>) =>
  status.total > 0 ? Math.round(Math.min(status.done / status.total, 1) * 100) : 0;

type BarProps = { percent: number; label: string; text: string; size?: 'sm' | 'md' };

/** A bar with its words above it and its percent beside them; the bar is named for screen readers. */
export function ImportBar({ percent, label, text, size = 'md' }: BarProps) {
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm">{text}</Text>
        <Text size="sm" c="dimmed" aria-hidden>
          {percent}%
        </Text>
      </Group>
      <Progress value={percent} size={size} striped animated={percent < 100} aria-label={label} />
    </Stack>
  );
}

/** The file's bytes going up (uploadWithProgress's fraction). */
export function UploadProgress({ fraction, dryRun }: { fraction: number; dryRun: boolean }) {
  const { t } = useTranslation();
  const percent = Math.round(Math.min(Math.max(fraction, 0), 1) * 100);
  return (
    <Stack gap="md">
      <Title order={3} size="h4">
        {dryRun ? t('students.import.simulation') : t('students.import.importing')}
      </Title>
      <ImportBar percent={percent} label={t('students.import.uploadLabel')} text={t('students.import.uploading')} />
    </Stack>
  );
}

/** The state in words: queued, or reading (a dry run) or applying the lines. */
export function importStateText(status: ImportStatus, t: TFunction) {
  if (status.state === 'queued') return t('students.import.queued');
  return status.dry_run ? t('students.import.runningDry') : t('students.import.running');
}

/** A queued or running import: its lines settled of the file's, read again every second. */
export function RowsProgress({ status }: { status: ImportStatus }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Title order={3} size="h4">
        {status.dry_run ? t('students.import.simulation') : t('students.import.importing')}
      </Title>
      <Text size="sm" role="status">
        {importStateText(status, t)}
      </Text>
      <ImportBar
        percent={rowsPercent(status)}
        label={t('students.import.rowsLabel')}
        text={t('students.import.rowsCount', { done: status.done, total: status.total })}
      />
      <Text size="sm" c="dimmed">
        {t('students.import.canClose')}
      </Text>
    </Stack>
  );
}
