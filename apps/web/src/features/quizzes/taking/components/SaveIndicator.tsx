import { Button, Group, Loader, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SaveState } from './use-answer-saver';

/** Whether the answers are on the server (answers are saved as they go, docs/quizzes.md "Web"), told politely to screen readers. */
export function SaveIndicator({ state, onRetry }: { state: SaveState; onRetry: () => void }) {
  const { t } = useTranslation();
  const icon =
    state === 'saved' ? (
      <IconCircleCheck size={16} color="var(--mantine-color-green-5)" aria-hidden />
    ) : state === 'saving' || state === 'pending' ? (
      <Loader size={12} aria-hidden />
    ) : state === 'error' ? (
      <IconAlertTriangle size={16} color="var(--mantine-color-red-5)" aria-hidden />
    ) : state === 'closed' ? (
      <IconLock size={16} aria-hidden />
    ) : null;
  return (
    <Group gap="xs" wrap="nowrap">
      <Group gap={6} wrap="nowrap" role="status" aria-live="polite" data-save-state={state}>
        {icon}
        <Text size="sm" c={state === 'error' ? 'red.4' : 'dimmed'}>
          {t(`quizzes.screen.save.${state}`)}
        </Text>
      </Group>
      {state === 'error' && (
        <Button size="compact-xs" variant="default" onClick={onRetry}>
          {t('quizzes.screen.save.retry')}
        </Button>
      )}
    </Group>
  );
}
