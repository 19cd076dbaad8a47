import { Alert, Badge, Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { ImportOutcome, ImportRow, ImportStatus } from '@trilha/shared/students/import-schemas';
import { useTranslation } from 'react-i18next';
import { importMessage } from './import-messages';

const OUTCOME_COLORS: Record<ImportOutcome, string> = { new: 'green', enrolled: 'blue', unchanged: 'gray', error: 'red' };

/** Lines a real import would take from this dry run: every line without an error. */
export const importable = (status: ImportStatus) => status.created + status.enrolled + status.unchanged;

type Props = {
  status: ImportStatus;
  /** The dry run's file is still at hand (not after a reload): "Importar N alunos" can send it again. */
  canImport: boolean;
  /** Why sending the file for the real import failed, as said; null when it did not. */
  refusal: string | null;
  onImport: () => void;
  /** Back to step "Arquivo", the import forgotten. */
  onRestart: () => void;
  onClose: () => void;
};

/** A settled import: the file refused as a whole, or the counts and each line's outcome, and what to do next. */
export function ImportResults({ status, canImport, refusal, onImport, onRestart, onClose }: Props) {
  const { t } = useTranslation();
  if (status.state === 'failed') {
    return (
      <Stack gap="md">
        <Alert color="red" role="alert" title={t('students.import.failed')}>
          {status.failure ? importMessage(status.failure) : t('students.import.failedUnknown')}
        </Alert>
        <Button onClick={onRestart} style={{ alignSelf: 'flex-start' }}>
          {t('students.import.another')}
        </Button>
      </Stack>
    );
  }
  const errors = status.errors.length;
  return (
    <Stack gap="md">
      <Title order={3} size="h4">
        {status.dry_run ? t('students.import.dryRunDone') : t('students.import.done')}
      </Title>
      {status.dry_run && <Text size="sm">{t('students.import.dryRunNothing')}</Text>}
      <ImportCounts status={status} />
      {errors > 0 && (
        <Alert color="yellow">{status.dry_run ? t('students.import.errorsSkippedDry') : t('students.import.errorsSkipped')}</Alert>
      )}
      {refusal !== null && (
        <Alert color="red" role="alert">
          {importMessage(refusal)}
        </Alert>
      )}
      {status.dry_run ? (
        <DryRunActions status={status} canImport={canImport} onImport={onImport} onRestart={onRestart} />
      ) : (
        <Group gap="xs">
          <Button variant="default" onClick={onRestart}>
            {t('students.import.another')}
          </Button>
          <Button onClick={onClose}>{t('students.import.close')}</Button>
        </Group>
      )}
      <RowsTable rows={status.rows} total={status.total} />
    </Stack>
  );
}

type ActionsProps = Pick<Props, 'status' | 'canImport' | 'onImport' | 'onRestart'>;

/** After a dry run: import the lines that passed, or choose another file (the only way when none passed or the file is gone). */
function DryRunActions({ status, canImport, onImport, onRestart }: ActionsProps) {
  const { t } = useTranslation();
  const count = importable(status);
  const another = (
    <Button variant="default" onClick={onRestart}>
      {t('students.import.another')}
    </Button>
  );
  if (count === 0 || !canImport) {
    return (
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{count === 0 ? t('students.import.nothingToImport') : t('students.import.fileAgain')}</Text>
        {another}
      </Stack>
    );
  }
  return (
    <Stack gap="xs">
      <Text size="sm">{status.send_invite ? t('students.import.invitesOn') : t('students.import.invitesOff')}</Text>
      <Group gap="xs">
        <Button onClick={onImport}>{t('students.import.importCount', { count })}</Button>
        {another}
      </Group>
    </Stack>
  );
}

/** The counts as small cards: accounts made, existing accounts enrolled, lines that change nothing, lines refused. */
function ImportCounts({ status }: { status: ImportStatus }) {
  const { t } = useTranslation();
  const counts = [
    { key: 'created', value: status.created, color: 'green.8' },
    { key: 'enrolled', value: status.enrolled, color: 'blue.8' },
    { key: 'unchanged', value: status.unchanged, color: undefined },
    { key: 'errors', value: status.errors.length, color: status.errors.length > 0 ? 'red.8' : undefined },
  ] as const;
  return (
    <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="xs">
      {counts.map(({ key, value, color }) => (
        <Paper key={key} withBorder p="xs" radius="md" data-count={key}>
          <Text fz="xl" fw={700} c={color} lh={1.2}>
            {value}
          </Text>
          <Text size="xs">{t(`students.import.${key}`)}</Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/** Each line's outcome (the first ones the server keeps), in a table that scrolls in its own box on a phone. */
function RowsTable({ rows, total }: { rows: ImportRow[]; total: number }) {
  const { t } = useTranslation();
  if (rows.length === 0) return null;
  const label = t('students.import.rowsTable');
  return (
    <Stack gap={4}>
      <Table.ScrollContainer minWidth={320} maxHeight={420} type="native" tabIndex={0} role="region" aria-label={label}>
        <Table stickyHeader verticalSpacing={6} horizontalSpacing="xs" fz="sm" aria-label={label}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col" w={56}>
                {t('students.import.row')}
              </Table.Th>
              <Table.Th scope="col">{t('students.import.email')}</Table.Th>
              <Table.Th scope="col">{t('students.import.outcome')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.row} data-row={row.row}>
                <Table.Td>{row.row}</Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.email || '—'}</Table.Td>
                <Table.Td>
                  <Badge color={OUTCOME_COLORS[row.outcome]} variant="light" style={{ textTransform: 'none' }}>
                    {t(`students.import.outcomes.${row.outcome}`)}
                  </Badge>
                  {row.message && (
                    <Text size="xs" c="red.3" mt={4}>
                      {importMessage(row.message)}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {total > rows.length && (
        <Text size="xs" c="dimmed">
          {t('students.import.rowsShown', { shown: rows.length })}
        </Text>
      )}
    </Stack>
  );
}
