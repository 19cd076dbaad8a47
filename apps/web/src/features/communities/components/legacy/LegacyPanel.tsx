import { Accordion, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Panel } from './legacy-form';

type Props = { value: Panel; hint?: string; children: ReactNode };

/** One section of the accordion form, named by its panel key. */
export function LegacyPanel({ value, hint, children }: Props) {
  const { t } = useTranslation();
  return (
    <Accordion.Item value={value}>
      <Accordion.Control>{t(`communities.legacy.panels.${value}`)}</Accordion.Control>
      <Accordion.Panel>
        <Stack gap="md">
          {hint && (
            <Text size="sm" c="dimmed">
              {hint}
            </Text>
          )}
          {children}
        </Stack>
      </Accordion.Panel>
    </Accordion.Item>
  );
}
