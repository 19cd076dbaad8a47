import { Alert, Anchor, Button, FileInput, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconFileZip, IconUpload } from '@tabler/icons-react';
import { IMPORT_ARCHIVE_MAX_BYTES, SCHOOL_MESSAGES } from '@trilha/shared/schools/constants';
import { importFields } from '@trilha/shared/schools/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSectionForm } from '../../../components/SectionForm';
import { UploadProgress } from '../../../components/UploadProgress';
import { applyServerIssues } from '../../../lib/server-issues';
import { useImport } from '../api/get-import';
import { schoolKeys } from '../api/get-schools';
import { useImportSchool } from '../api/import-school';
import { failureOf, schoolMessage } from './school-messages';

const BLANK = { host: '' };

/** Where a host is opened from the console: this page's protocol and port, as the school list links them. */
const hostUrl = (host: string) => `${window.location.protocol}//${host}${window.location.port ? `:${window.location.port}` : ''}/`;

/**
 * "Importar escola" (docs/schools.md, the import): an export's archive and the host the new school
 * answers on. The upload shows its real progress, then the import job is read each second until
 * the school is made (the list is read again) or refused in the server's words.
 */
export function ImportSchoolForm() {
  const { t } = useTranslation();
  const titleId = useId();
  const queryClient = useQueryClient();
  const upload = useImportSchool();
  const form = useSectionForm(importFields, BLANK);
  const [archive, setArchive] = useState<File | null>(null);
  const [archiveError, setArchiveError] = useState<string | null>(null);
  const [sent, setSent] = useState(0);
  const [importId, setImportId] = useState<number | null>(null);
  const job = useImport(importId);
  const state = importId === null ? undefined : job.data?.state;
  const working = upload.isPending || state === 'queued' || state === 'running' || (importId !== null && job.isPending);

  useEffect(() => {
    if (state === 'done') void queryClient.invalidateQueries({ queryKey: schoolKeys.operator() });
  }, [state, queryClient]);

  const pick = (file: File | null) => {
    setArchive(file);
    // Over 1 GB goes by the terminal; saying so now spares the wait for the server's refusal.
    setArchiveError(file && file.size > IMPORT_ARCHIVE_MAX_BYTES ? SCHOOL_MESSAGES.archiveTooLarge : null);
  };

  /** Whether an archive fit to send is picked; says why not under its field. */
  const archiveReady = () => {
    if (!archive) setArchiveError(SCHOOL_MESSAGES.archiveRequired);
    return archive !== null && archiveError === null;
  };

  const submit = ({ host }: { host: string }) => {
    if (!archive || !archiveReady()) return;
    setImportId(null);
    setSent(0);
    upload.mutate(
      { archive, host, onProgress: setSent },
      {
        onSuccess: setImportId,
        onError: (error) => {
          // A host taken or reserved goes under the host; anything else is about the archive.
          const { placed } = applyServerIssues(form, error, { fields: ['host'], message: (text) => schoolMessage(text) ?? text });
          if (placed.length === 0) setArchiveError(failureOf(error));
        },
      },
    );
  };

  return (
    <Paper component="section" withBorder radius="md" p={{ base: 'sm', sm: 'md' }} aria-labelledby={titleId}>
      <form onSubmit={(e) => void form.handleSubmit(submit, archiveReady)(e)} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" id={titleId}>
            {t('schools.import.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('schools.import.hint')}
          </Text>
          <FileInput
            label={t('schools.import.archive')}
            // A description, not a placeholder: Mantine draws a file field's placeholder as text too faint to read.
            description={t('schools.import.archiveHint')}
            accept=".tar.gz,.tgz,application/gzip"
            withAsterisk
            clearable
            clearButtonProps={{ 'aria-label': t('schools.import.clearArchive') }}
            leftSection={<IconFileZip size={18} aria-hidden />}
            value={archive}
            onChange={pick}
            error={archiveError === null ? undefined : schoolMessage(archiveError)}
            disabled={working}
          />
          <TextInput
            label={t('schools.import.host')}
            description={t('schools.import.hostHint')}
            placeholder={t('schools.create.hostPlaceholder')}
            withAsterisk
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            error={schoolMessage(form.formState.errors.host?.message)}
            disabled={working}
            {...form.register('host')}
          />
          {upload.isPending && <UploadProgress value={sent} label={archive?.name} />}
          {(state === 'queued' || state === 'running') && (
            <Text size="sm" role="status">
              {t('schools.import.running')}
            </Text>
          )}
          {state === 'done' && job.data && (
            <Alert color="teal" role="status" title={t('schools.import.done')}>
              {/* The alert's own text colour: the link colour on its tint is too faint to read. */}
              <Anchor
                href={hostUrl(job.data.host)}
                target="_blank"
                rel="noreferrer"
                size="sm"
                c="inherit"
                underline="always"
                aria-label={t('schools.console.openHost', { host: job.data.host })}
              >
                {job.data.host}
              </Anchor>
            </Alert>
          )}
          {state === 'failed' && (
            <Alert color="red" role="alert" title={t('schools.import.failed')}>
              {schoolMessage(job.data?.error ?? undefined) ?? t('schools.messages.importFailed')}
            </Alert>
          )}
          {importId !== null && job.isError && (
            <Alert color="red" role="alert">
              {failureOf(job.error)}
            </Alert>
          )}
          <Button type="submit" loading={working} leftSection={<IconUpload size={18} aria-hidden />} style={{ alignSelf: 'flex-start' }}>
            {t('schools.import.submit')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
