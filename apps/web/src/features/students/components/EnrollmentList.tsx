import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Enrollment, StudentDetail } from '@trilha/shared/students/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { showError, showSuccess } from '../../../lib/toast';
import { useRevokeEnrollment } from '../api/revoke-enrollment';
import { isPast, shortDate } from './dates';
import { MODAL_Z_INDEX } from './drawer';
import { failureOf } from './student-messages';

type Props = { tenantId: number; student: StudentDetail };

/** The products the student holds, an expired one too: where each came from, since when, until when; each may be taken away. */
export function EnrollmentList({ tenantId, student }: Props) {
  const { t } = useTranslation();
  const revoke = useRevokeEnrollment(tenantId);
  const [revoking, setRevoking] = useState<Enrollment | null>(null);

  const confirm = () => {
    if (!revoking) return;
    revoke.mutate(revoking.id, {
      onSuccess: () => showSuccess(t('students.messages.revoked')),
      onError: (error) => showError(null, failureOf(error)),
      onSettled: () => setRevoking(null),
    });
  };

  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('students.detail.enrollments')}
      </Title>
      {student.enrollments.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('students.detail.noEnrollments')}
        </Text>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('students.detail.enrollments')}>
          {student.enrollments.map((enrollment) => (
            <EnrollmentRow key={enrollment.id} enrollment={enrollment} onRevoke={() => setRevoking(enrollment)} />
          ))}
        </Stack>
      )}
      <ConfirmModal
        opened={revoking !== null}
        title={t('students.detail.revokeTitle')}
        text={revoking && t('students.detail.revokeText', { name: student.name, title: revoking.product_title })}
        confirm={t('students.detail.revoke')}
        pending={revoke.isPending}
        onConfirm={confirm}
        onClose={() => setRevoking(null)}
        zIndex={MODAL_Z_INDEX}
      />
    </Stack>
  );
}

function EnrollmentRow({ enrollment, onRevoke }: { enrollment: Enrollment; onRevoke: () => void }) {
  const { t, i18n } = useTranslation();
  const date = (iso: string) => shortDate(iso, i18n.language);
  const { expires_at: expiresAt } = enrollment;
  const expired = expiresAt !== null && isPast(expiresAt);
  const until =
    expiresAt === null
      ? t('students.detail.forLife')
      : expired
        ? t('students.detail.expired', { date: date(expiresAt) })
        : t('students.detail.until', { date: date(expiresAt) });
  return (
    <Paper component="li" withBorder radius="md" px="sm" py={8} data-enrollment-id={enrollment.id}>
      <Group gap="xs" wrap="wrap" justify="space-between">
        <Stack gap={2} miw={0} style={{ flex: '1 1 200px' }}>
          <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {enrollment.product_title}
          </Text>
          <Text size="xs" c={expired ? 'red.4' : 'dimmed'}>
            {[t(`students.sources.${enrollment.source}`), t('students.detail.granted', { date: date(enrollment.granted_at) }), until].join(
              ' · ',
            )}
          </Text>
        </Stack>
        <Button
          size="xs"
          variant="subtle"
          color="red"
          onClick={onRevoke}
          aria-haspopup="dialog"
          aria-label={t('students.detail.revokeLabel', { title: enrollment.product_title })}
        >
          {t('students.detail.revoke')}
        </Button>
      </Group>
    </Paper>
  );
}
