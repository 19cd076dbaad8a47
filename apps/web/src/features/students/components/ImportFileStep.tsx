import { Anchor, Button, Checkbox, Code, FileInput, List, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconFileTypeCsv } from '@tabler/icons-react';
import { WELCOME_LINK_DAYS } from '@trilha/shared/students/constants';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from '@trilha/shared/students/import-constants';
import { useTranslation } from 'react-i18next';
import { fileSize } from '../../../lib/file-size';
import { importMessage } from './import-messages';

/** A file as the import reads it: the header, products by title (`;` between them) or id, an optional last day. */
export const IMPORT_TEMPLATE = [
  'name,email,products,expires_at',
  'Ana Souza,ana@exemplo.com,Plano Anual;Mentoria,2030-12-31',
  'Bruno Lima,bruno@exemplo.com,3,',
].join('\r\n');

/** "Baixar modelo": the example as a file, with the BOM spreadsheets need to read its accents as UTF-8. */
export const IMPORT_TEMPLATE_URL = `data:text/csv;charset=utf-8,${encodeURIComponent(`\uFEFF${IMPORT_TEMPLATE}\r\n`)}`;

type Props = {
  file: File | null;
  onFile: (file: File | null) => void;
  sendInvite: boolean;
  onSendInvite: (send: boolean) => void;
  /** Why the last upload (or the check before it) refused the file, as said; null when none. */
  refusal: string | null;
  onSimulate: () => void;
};

/** Step "Arquivo": what the CSV holds, an example and its template, the file, the welcome mail, and the dry run. */
export function ImportFileStep({ file, onFile, sendInvite, onSendInvite, refusal, onSimulate }: Props) {
  const { t, i18n } = useTranslation();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSimulate();
      }}
      noValidate
    >
      <Stack gap="md">
        <Title order={3} size="h4">
          {t('students.import.fileStep')}
        </Title>
        <Stack gap="xs">
          <Text size="sm">{t('students.import.intro')}</Text>
          <List size="sm" spacing={4}>
            <List.Item>{t('students.import.columnName')}</List.Item>
            <List.Item>{t('students.import.columnEmail')}</List.Item>
            <List.Item>{t('students.import.columnProducts')}</List.Item>
            <List.Item>{t('students.import.columnExpires')}</List.Item>
          </List>
          <Text size="sm">{t('students.import.headerAlt')}</Text>
          <Text size="sm">{t('students.import.formats', { size: fileSize(IMPORT_MAX_BYTES, i18n.language), rows: IMPORT_MAX_ROWS })}</Text>
        </Stack>
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('students.import.example')}
          </Text>
          <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {IMPORT_TEMPLATE}
          </Code>
          <Anchor href={IMPORT_TEMPLATE_URL} download={t('students.import.templateFile')} size="sm" style={{ alignSelf: 'flex-start' }}>
            <IconDownload size={16} aria-hidden style={{ verticalAlign: 'text-bottom', marginRight: 4 }} />
            {t('students.import.template')}
          </Anchor>
        </Stack>
        <FileInput
          label={t('students.import.file')}
          placeholder={t('students.import.filePlaceholder')}
          accept=".csv,text/csv"
          withAsterisk
          clearable
          clearButtonProps={{ 'aria-label': t('students.import.clearFile') }}
          leftSection={<IconFileTypeCsv size={18} aria-hidden />}
          value={file}
          onChange={onFile}
          error={refusal === null ? undefined : importMessage(refusal)}
        />
        <Checkbox
          label={t('students.import.sendInvite')}
          description={t('students.import.sendInviteHint', { days: WELCOME_LINK_DAYS })}
          checked={sendInvite}
          onChange={(e) => onSendInvite(e.currentTarget.checked)}
        />
        <Text size="sm" c="dimmed">
          {t('students.import.dryRunHint')}
        </Text>
        <Button type="submit" style={{ alignSelf: 'flex-start' }}>
          {t('students.import.simulate')}
        </Button>
      </Stack>
    </form>
  );
}
