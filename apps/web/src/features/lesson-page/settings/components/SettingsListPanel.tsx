import { Alert, Button, Center, Group, Loader, Paper, Stack, Text, Title, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  /** The heading's id: the section is labelled by it. */
  titleId: string;
  title: string;
  intro: string;
  createLabel: string;
  onCreate: () => void;
  /** Set while creating is not allowed: why, shown as the button's tooltip and read as its description. */
  createLocked?: string;
  /** The list's query: pending, failed (no data once settled) or its items. */
  list: { isPending: boolean; data: readonly unknown[] | undefined };
  messages: { loadFailed: string; empty: string; emptyText: string; listLabel: string };
  /** The rows, each an `li`. */
  children: ReactNode;
  /** The section's modals (form, delete confirmation), kept inside it after the list. */
  dialogs?: ReactNode;
};

/** A Página de aula tab that lists what the staff made (marquees, lives): heading, create button, list states. */
export function SettingsListPanel({
  titleId,
  title,
  intro,
  createLabel,
  onCreate,
  createLocked,
  list,
  messages,
  children,
  dialogs,
}: Props) {
  const { t } = useTranslation();
  const lockedId = `${titleId}-create-locked`;
  return (
    <Stack gap="md" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={4}>
          <Title order={3} fz="md" id={titleId}>
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {intro}
          </Text>
        </Stack>
        <Tooltip label={createLocked} disabled={!createLocked} withArrow zIndex={400} events={{ hover: true, focus: true, touch: true }}>
          {/* aria-disabled, not disabled: a disabled button gets no hover or focus, so its tooltip could never show. */}
          <Button
            leftSection={<IconPlus size={18} aria-hidden />}
            flex="none"
            data-disabled={createLocked ? true : undefined}
            aria-disabled={createLocked ? true : undefined}
            aria-describedby={createLocked ? lockedId : undefined}
            onClick={(e) => {
              if (createLocked) e.preventDefault();
              else onCreate();
            }}
          >
            {createLabel}
          </Button>
        </Tooltip>
        {createLocked && <VisuallyHidden id={lockedId}>{createLocked}</VisuallyHidden>}
      </Group>
      {list.isPending ? (
        <Center py="xl">
          <Loader aria-label={t('common.loading')} />
        </Center>
      ) : !list.data ? (
        <Alert color="red" role="alert">
          {messages.loadFailed}
        </Alert>
      ) : list.data.length === 0 ? (
        <Paper withBorder radius="md" p="lg">
          <Stack align="center" gap={4} ta="center">
            <Text fw={600}>{messages.empty}</Text>
            <Text size="sm" c="dimmed">
              {messages.emptyText}
            </Text>
          </Stack>
        </Paper>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={messages.listLabel}>
          {children}
        </Stack>
      )}
      {dialogs}
    </Stack>
  );
}
