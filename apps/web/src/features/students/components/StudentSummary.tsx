import { Badge, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import {
  STUDENT_NAME_MAX,
  WELCOME_LINK_DAYS,
  studentUpdateBody,
  type StudentDetail,
  type StudentUpdateBody,
} from '@trilha/shared/students/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { RelativeTime } from '../../../components/RelativeTime';
import { useSectionForm } from '../../../components/SectionForm';
import { applyServerIssues } from '../../../lib/server-issues';
import { showError, showSuccess } from '../../../lib/toast';
import { useSendInvite } from '../api/send-invite';
import { useUpdateStudent } from '../api/update-student';
import { MODAL_Z_INDEX } from './drawer';
import { failureOf, studentMessage } from './student-messages';

type Props = { tenantId: number; student: StudentDetail };

/** The student's name (editable), e-mail, last visit, whether they may sign in, and the welcome mail again. */
export function StudentSummary({ tenantId, student }: Props) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <NameForm tenantId={tenantId} student={student} />
      <div>
        <Text size="xs" c="dimmed">
          {t('students.detail.email')}
        </Text>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {student.email}
        </Text>
      </div>
      <div>
        <Text size="xs" c="dimmed">
          {t('students.detail.lastSeen')}
        </Text>
        <Text size="sm">{student.last_seen_at ? <RelativeTime iso={student.last_seen_at} /> : t('students.detail.never')}</Text>
      </div>
      <StatusControl tenantId={tenantId} student={student} />
      <InviteButton tenantId={tenantId} student={student} />
    </Stack>
  );
}

function NameForm({ tenantId, student }: Props) {
  const { t } = useTranslation();
  const update = useUpdateStudent(tenantId, student.id);
  const form = useSectionForm(studentUpdateBody, { name: student.name });
  const submit = (values: StudentUpdateBody) =>
    update.mutate(
      { name: values.name },
      {
        onSuccess: (saved) => {
          showSuccess(t('students.messages.saved'));
          form.reset({ name: saved.name });
        },
        onError: (error) => {
          const { placed } = applyServerIssues(form, error, { fields: ['name'], message: (text) => studentMessage(text) ?? text });
          if (placed.length === 0) showError(null, failureOf(error));
        },
      },
    );
  return (
    <form onSubmit={(e) => void form.handleSubmit(submit)(e)} noValidate>
      <Group gap="xs" align="flex-start" wrap="wrap">
        <TextInput
          label={t('students.detail.name')}
          maxLength={STUDENT_NAME_MAX}
          autoComplete="off"
          miw={200}
          style={{ flex: 1 }}
          error={studentMessage(form.formState.errors.name?.message)}
          {...form.register('name')}
        />
        {/* Level with the field, below its label. */}
        <Button type="submit" variant="light" mt={25} loading={update.isPending} disabled={!form.formState.isDirty}>
          {t('students.detail.saveName')}
        </Button>
      </Group>
    </form>
  );
}

/** Deactivating signs the student out everywhere and keeps them out, so it asks first; reactivating does not. */
function StatusControl({ tenantId, student }: Props) {
  const { t } = useTranslation();
  const update = useUpdateStudent(tenantId, student.id);
  const [confirming, setConfirming] = useState(false);
  const setActive = (active: boolean) =>
    update.mutate(
      { active },
      {
        onSuccess: () => {
          showSuccess(t(active ? 'students.messages.reactivated' : 'students.messages.deactivated'));
          setConfirming(false);
        },
        onError: (error) => {
          showError(null, failureOf(error));
          setConfirming(false);
        },
      },
    );
  return (
    <Stack gap={6}>
      <Group gap="xs" wrap="wrap" justify="space-between">
        <Badge variant="light" color={student.active ? 'green' : 'gray'}>
          {student.active ? t('students.detail.active') : t('students.detail.inactive')}
        </Badge>
        {!student.staff &&
          (student.active ? (
            <Button size="xs" variant="light" color="red" onClick={() => setConfirming(true)} aria-haspopup="dialog">
              {t('students.detail.deactivate')}
            </Button>
          ) : (
            <Button size="xs" variant="light" onClick={() => setActive(true)} loading={update.isPending}>
              {t('students.detail.reactivate')}
            </Button>
          ))}
      </Group>
      {student.staff && (
        <Text size="sm" c="dimmed">
          {t('students.detail.staff')}
        </Text>
      )}
      <ConfirmModal
        opened={confirming}
        title={t('students.detail.deactivateTitle')}
        text={t('students.detail.deactivateText', { name: student.name })}
        confirm={t('students.detail.deactivateConfirm')}
        pending={update.isPending}
        onConfirm={() => setActive(false)}
        onClose={() => setConfirming(false)}
        zIndex={MODAL_Z_INDEX}
      />
    </Stack>
  );
}

/** A new welcome mail; an inactive student cannot sign in, so the server refuses one (and the button says why first). */
function InviteButton({ tenantId, student }: Props) {
  const { t } = useTranslation();
  const invite = useSendInvite(tenantId, student.id);
  const send = () =>
    invite.mutate(undefined, {
      onSuccess: () => showSuccess(t('students.messages.inviteSent')),
      onError: (error) => showError(null, failureOf(error)),
    });
  return (
    <Stack gap={4} align="flex-start">
      <Button
        variant="default"
        leftSection={<IconMail size={18} aria-hidden />}
        onClick={send}
        loading={invite.isPending}
        disabled={!student.active}
      >
        {t('students.detail.invite')}
      </Button>
      <Text size="xs" c="dimmed">
        {student.active ? t('students.detail.inviteHint', { days: WELCOME_LINK_DAYS }) : t('students.messages.inactiveNoInvite')}
      </Text>
    </Stack>
  );
}
