import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Query<T> = { data: T | undefined; isPending: boolean; refetch?: () => unknown };

type Props<T> = {
  /** The query of what the section edits. */
  query: Query<T>;
  /** What the section says when that could not be loaded. */
  failed: string;
  /** The section's own shape while it loads (a list's skeleton); the spinner by default. */
  placeholder?: ReactNode;
  children: (data: T) => ReactNode;
};

/**
 * The one way an edit-panel section waits for what it edits: a spinner while it loads, a message
 * with another try when it did not, then the section itself with the data.
 */
export function SectionLoader<T>({ query, failed, placeholder, children }: Props<T>) {
  if (query.isPending) return placeholder ?? <SectionLoading />;
  if (query.data === undefined) {
    const { refetch } = query;
    return <SectionFailed text={failed} onRetry={refetch ? () => void refetch() : undefined} />;
  }
  return children(query.data);
}

/** The loader's spinner alone, for a wait with no query of its own (the school, the section's code). */
export function SectionLoading({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <Center py="xl">
      {label ? (
        <Stack align="center" gap="xs" role="status">
          <Loader size="md" aria-hidden />
          <Text size="sm">{label}</Text>
        </Stack>
      ) : (
        <Loader aria-label={t('common.loading')} />
      )}
    </Center>
  );
}

/** The loader's failure alone: said in place (no toast), with another try when one can help. */
export function SectionFailed({ text, onRetry }: { text: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{text}</Text>
        {onRetry && (
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
