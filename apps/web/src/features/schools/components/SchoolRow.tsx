import { Anchor, Badge, Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import type { OperatorSchool } from '@trilha/shared/schools/schemas';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  school: OperatorSchool;
  /** The school the console is served from: the server refuses to suspend it, so it is not offered. */
  consoleSchool: boolean;
  /** How numbers and dates are written for the reader. */
  format: { number: (value: number) => string; size: (bytes: number) => string; date: (iso: string) => string };
  busy: boolean;
  onSuspend: () => void;
  onReactivate: () => void;
};

/** A host as a link on this server's scheme and port (*.localhost in development, a custom domain in production). */
const hostUrl = (host: string) => `${window.location.protocol}//${host}${window.location.port ? `:${window.location.port}` : ''}/`;

/** One school of the console: its name and state, its hosts, what it holds, and the switch that suspends or reactivates it. */
export function SchoolRow({ school, consoleSchool, format, busy, onSuspend, onReactivate }: Props) {
  const { t } = useTranslation();
  return (
    <Paper component="li" withBorder radius="md" p={{ base: 'sm', sm: 'md' }} data-school={school.slug}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Stack gap={6} miw={0}>
            <Group gap="xs" wrap="wrap">
              <Title order={3} size="h5" style={{ overflowWrap: 'anywhere' }}>
                {school.name}
              </Title>
              <Badge color={school.active ? 'green' : 'red'} variant="light" style={{ textTransform: 'none' }} data-field="state">
                {t(school.active ? 'schools.console.active' : 'schools.console.suspended')}
              </Badge>
              {consoleSchool && (
                <Badge color="gray" variant="light" style={{ textTransform: 'none' }}>
                  {t('schools.console.consoleSchool')}
                </Badge>
              )}
            </Group>
            <Group gap="xs" wrap="wrap" aria-label={t('schools.console.hosts')} role="group">
              {school.hosts.map((host) => (
                <Anchor
                  key={host}
                  href={hostUrl(host)}
                  target="_blank"
                  rel="noreferrer"
                  size="sm"
                  ff="monospace"
                  style={{ overflowWrap: 'anywhere' }}
                  aria-label={t('schools.console.openHost', { host })}
                >
                  {host}
                </Anchor>
              ))}
            </Group>
          </Stack>
          {!consoleSchool &&
            (school.active ? (
              <Button
                size="xs"
                variant="light"
                color="red"
                style={{ flexShrink: 0 }}
                leftSection={<IconPlayerPause size={16} aria-hidden />}
                loading={busy}
                onClick={onSuspend}
                aria-haspopup="dialog"
                aria-label={t('schools.console.suspendLabel', { name: school.name })}
              >
                {t('schools.console.suspend')}
              </Button>
            ) : (
              <Button
                size="xs"
                variant="light"
                color="green"
                style={{ flexShrink: 0 }}
                leftSection={<IconPlayerPlay size={16} aria-hidden />}
                loading={busy}
                onClick={onReactivate}
                aria-label={t('schools.console.reactivateLabel', { name: school.name })}
              >
                {t('schools.console.reactivate')}
              </Button>
            ))}
        </Group>
        <Group component="dl" gap="xl" m={0} wrap="wrap">
          <Stat label={t('schools.console.students')} field="students">
            {format.number(school.students)}
          </Stat>
          <Stat label={t('schools.console.storage')} field="storage">
            {format.size(school.storage_bytes)}
          </Stat>
          <Stat label={t('schools.console.createdAt')} field="created">
            {format.date(school.created_at)}
          </Stat>
        </Group>
      </Stack>
    </Paper>
  );
}

function Stat({ label, field, children }: { label: string; field: string; children: ReactNode }) {
  return (
    <Box>
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" size="sm" fw={600} m={0} data-field={field}>
        {children}
      </Text>
    </Box>
  );
}
