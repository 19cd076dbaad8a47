import { Button, EmptyState } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  icon: ReactNode;
  title: string;
  description?: ReactNode;
  /** Shown as "Tentar novamente" for error states. */
  onRetry?: () => void;
  action?: ReactNode;
  tone?: 'neutral' | 'error';
};

/** The catalog's empty, error and locked states: one look for every "nothing to show here". */
export function StatusMessage({ icon, title, description, onRetry, action, tone = 'neutral' }: Props) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={icon}
      title={title}
      description={description}
      variant="light"
      color={tone === 'error' ? 'red' : undefined}
      py="xl"
      role={tone === 'error' ? 'alert' : 'status'}
    >
      {(onRetry ?? action) && (
        <EmptyState.Actions>
          {onRetry && (
            <Button variant="light" onClick={onRetry}>
              {t('common.retry')}
            </Button>
          )}
          {action}
        </EmptyState.Actions>
      )}
    </EmptyState>
  );
}
