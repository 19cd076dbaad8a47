import { Badge, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import type { StudentRow as Row } from '@trilha/shared/students/schemas';
import { useTranslation } from 'react-i18next';
import { RelativeTime } from '../../../components/RelativeTime';
import { isPast, shortDate } from './dates';
import { PercentBar } from './PercentBar';

type Props = { student: Row; onOpen: () => void };

/** One student of the directory: who, their products and until when, whether they may sign in, when last seen, how far along. */
export function StudentRow({ student, onOpen }: Props) {
  const { t, i18n } = useTranslation();
  return (
    <Paper component="li" withBorder radius="md" px="sm" py={8} data-student-id={student.id}>
      <Stack gap={6}>
        <div>
          <Group gap={6} wrap="wrap">
            {/* The name opens the drawer: the one control of the row, named as the person is. */}
            <UnstyledButton
              onClick={onOpen}
              aria-haspopup="dialog"
              miw={0}
              fw={600}
              fz="sm"
              td="underline"
              style={{ overflowWrap: 'anywhere' }}
            >
              {student.name}
            </UnstyledButton>
            {!student.active && (
              <Badge size="xs" variant="light" color="gray" style={{ flexShrink: 0 }}>
                {t('students.row.inactive')}
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {student.email}
          </Text>
        </div>
        {student.products.length > 0 ? (
          <Group gap={4} wrap="wrap">
            {student.products.map((product) => {
              const expired = product.expires_at !== null && isPast(product.expires_at);
              const until =
                product.expires_at === null
                  ? null
                  : expired
                    ? t('students.row.expired')
                    : t('students.row.until', { date: shortDate(product.expires_at, i18n.language) });
              return (
                <Badge key={product.id} size="sm" variant="light" color={expired ? 'red' : 'blue'} tt="none" maw="100%">
                  {until ? `${product.title} · ${until}` : product.title}
                </Badge>
              );
            })}
          </Group>
        ) : (
          <Text size="xs" c="dimmed">
            {t('students.row.noProducts')}
          </Text>
        )}
        <PercentBar value={student.progress_percent} label={t('students.row.progress', { name: student.name })} />
        <Text size="xs" c="dimmed">
          {t('students.row.lastSeen')} {student.last_seen_at ? <RelativeTime iso={student.last_seen_at} /> : t('students.row.never')}
        </Text>
      </Stack>
    </Paper>
  );
}
