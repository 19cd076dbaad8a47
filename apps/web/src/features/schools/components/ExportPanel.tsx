import { Alert, Button, Group, List, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconDownload, IconFileExport } from '@tabler/icons-react';
import type { Language } from '@trilha/shared/platform/languages';
import { EXPORT_LINK_MINUTES } from '@trilha/shared/schools/constants';
import type { SchoolExport } from '@trilha/shared/schools/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { htmlLang } from '../../../lib/language';
import { useExport } from '../api/get-export';
import { useStartExport } from '../api/start-export';
import { failureOf, schoolMessage } from './school-messages';
import { storageSize } from './storage-size';

/**
 * "Exportar escola" (docs/schools.md, the export), for the owner: what the archive holds, the
 * request, the job's progress read each second, and the signed link once ready. The last export's
 * id lives here only: the server lists no exports, so leaving the section starts afresh.
 */
export function ExportPanel() {
  const { t } = useTranslation();
  const start = useStartExport();
  const [exportId, setExportId] = useState<number | null>(null);
  const current = useExport(exportId);
  const job = exportId === null ? undefined : current.data;
  const working = start.isPending || (exportId !== null && (!job || job.state === 'queued' || job.state === 'running'));

  const run = () => {
    setExportId(null);
    start.mutate(undefined, { onSuccess: setExportId });
  };

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Text size="sm">{t('schools.export.intro')}</Text>
        <List size="sm" spacing={4}>
          <List.Item>{t('schools.export.holdsRows')}</List.Item>
          <List.Item>{t('schools.export.holdsFiles')}</List.Item>
          <List.Item>{t('schools.export.leavesSecrets')}</List.Item>
        </List>
      </Stack>
      {job?.state !== 'failed' && (
        <Button onClick={run} loading={working} leftSection={<IconFileExport size={18} aria-hidden />} style={{ alignSelf: 'flex-start' }}>
          {t('schools.export.start')}
        </Button>
      )}
      {start.isError && (
        <Alert color="red" role="alert">
          {failureOf(start.error)}
        </Alert>
      )}
      {exportId !== null && current.isError && (
        <Alert color="red" role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{failureOf(current.error)}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void current.refetch()}>
              {t('schools.export.retryRead')}
            </Button>
          </Stack>
        </Alert>
      )}
      {job && <ExportState job={job} onRetry={run} />}
    </Stack>
  );
}

function ExportState({ job, onRetry }: { job: SchoolExport; onRetry: () => void }) {
  const { t, i18n } = useTranslation();
  if (job.state === 'failed') {
    return (
      <Alert color="red" role="alert" title={t('schools.export.failed')}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{schoolMessage(job.error ?? undefined) ?? t('schools.messages.exportFailed')}</Text>
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            {t('schools.export.tryAgain')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (job.state === 'ready' && job.download_url) {
    const size = job.bytes === null ? null : storageSize(job.bytes, htmlLang(i18n.language as Language));
    return (
      <Paper withBorder radius="md" p="md" data-export-state="ready">
        <Stack gap="xs" align="flex-start">
          <Text size="sm" fw={600} role="status">
            {t('schools.export.ready')}
          </Text>
          <Button component="a" href={job.download_url} download leftSection={<IconDownload size={18} aria-hidden />}>
            {size ? t('schools.export.downloadSized', { size }) : t('schools.export.download')}
          </Button>
          <Text size="xs" c="dimmed">
            {t('schools.export.linkHour', { minutes: EXPORT_LINK_MINUTES })}
          </Text>
        </Stack>
      </Paper>
    );
  }
  // The server's progress is a fraction: the tables are the first half, the files the second.
  const percent = Math.round(Math.min(Math.max(job.progress, 0), 1) * 100);
  const state = t(job.state === 'queued' ? 'schools.export.queued' : 'schools.export.running');
  return (
    <Stack gap={4} data-export-state={job.state}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" role="status">
          {state}
        </Text>
        <Text size="sm" c="dimmed" aria-hidden>
          {percent}%
        </Text>
      </Group>
      <Progress value={percent} size="md" striped animated aria-label={t('schools.export.progressLabel')} />
    </Stack>
  );
}
