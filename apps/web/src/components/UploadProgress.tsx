import { Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Props = {
  /** Fraction sent, 0 to 1, as reported by uploadWithProgress. */
  value: number;
  /** What is being sent, e.g. the file name; defaults to a generic "Enviando". */
  label?: string;
};

/** The one upload progress bar: the real percentage from the upload, readable by screen readers. */
export function UploadProgress({ value, label }: Props) {
  const { t } = useTranslation();
  const percent = Math.round(Math.min(Math.max(value, 0), 1) * 100);
  const text = label ?? (percent >= 100 ? t('upload.processing') : t('upload.sending'));
  return (
    <Stack gap={4} w="100%" data-testid="upload-progress">
      <Group justify="space-between" gap="xs">
        <Text size="sm">{text}</Text>
        <Text size="sm" c="dark.1" aria-hidden>
          {percent}%
        </Text>
      </Group>
      <Progress value={percent} size="md" striped animated={percent < 100} aria-label={t('upload.progressLabel')} />
    </Stack>
  );
}
