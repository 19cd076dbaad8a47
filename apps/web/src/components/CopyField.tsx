import { ActionIcon, CopyButton, Textarea, TextInput, Tooltip } from '@mantine/core';
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
  /**
   * Wraps a long value over as many lines as it takes (a DNS record's name, a token) instead of
   * scrolling it inside one line, where its start or end would be hidden in a narrow panel.
   */
  wrap?: boolean;
};

/** A value to paste elsewhere (a platform's webhook URL, a new secret, a DNS record): read-only, selected whole on focus, with a copy button. */
export function CopyField({ label, value, copyLabel, description, error, wrap = false }: Props) {
  const { t } = useTranslation();
  const shared = {
    label,
    description,
    error,
    value,
    readOnly: true,
    rightSectionPointerEvents: 'all' as const,
    rightSection: (
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
    ),
  };
  const font = 'var(--mantine-font-family-monospace)';
  if (wrap) {
    return (
      <Textarea
        {...shared}
        autosize
        minRows={1}
        onFocus={(event) => event.currentTarget.select()}
        styles={{ input: { fontFamily: font, wordBreak: 'break-all', resize: 'none' } }}
      />
    );
  }
  return <TextInput {...shared} onFocus={(event) => event.currentTarget.select()} styles={{ input: { fontFamily: font } }} />;
}
