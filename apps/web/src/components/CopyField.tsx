import { ActionIcon, CopyButton, TextInput, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  label: string;
  value: string;
  /** The copy button's name ("Copiar a URL"). */
  copyLabel: string;
  description?: ReactNode;
  error?: ReactNode;
};

/**
 * A value to paste elsewhere (a platform's webhook URL, a new secret, a DNS record): read-only,
 * selected whole on focus, with a copy button.
 */
export function CopyField({ label, value, copyLabel, description, error }: Props) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={label}
      description={description}
      error={error}
      value={value}
      readOnly
      onFocus={(event) => event.currentTarget.select()}
      styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
      rightSectionPointerEvents="all"
      rightSection={
        <CopyButton value={value} timeout={2000}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? t('common.copied') : copyLabel} withArrow position="left">
              <ActionIcon
                variant="subtle"
                color={copied ? 'teal' : 'gray'}
                onClick={copy}
                aria-label={copied ? t('common.copied') : copyLabel}
              >
                {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      }
    />
  );
}
