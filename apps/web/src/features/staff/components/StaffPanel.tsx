import { Button, Group, Stack, Text } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import type { InvitableRole, StaffMember } from '@trilha/shared/staff/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { SectionLoader } from '../../../components/SectionLoader';
import { useMe } from '../../../lib/session';
import { showError, showSuccess } from '../../../lib/toast';
import { useStaff } from '../api/get-staff';
import { useHandOver } from '../api/hand-over';
import { useRemoveStaff } from '../api/remove-staff';
import { useUpdateStaffRole } from '../api/update-staff-role';
import { InviteStaffDrawer } from './InviteStaffDrawer';
import { failureOf } from './staff-messages';
import { actionsOn, managerOf, rolesGivenBy } from './staff-rules';
import { StaffRow } from './StaffRow';

/** What waits for a confirmation: a removal or handing the school on, and to whom. */
type Pending = { kind: 'remove' | 'handOver'; member: StaffMember };

/**
 * The edit panel's "Equipe": the school's owner, administrators and moderators. The owner invites,
 * changes and removes administrators and moderators and hands the school on; an administrator
 * invites and removes moderators. What the signed-in user may not do is not offered.
 */
export function StaffPanel({ tenantId }: { tenantId: number }) {
  const { t } = useTranslation();
  const me = useMe().data;
  const manager = managerOf(me);
  const givable = rolesGivenBy(manager);
  const list = useStaff(tenantId);
  const updateRole = useUpdateStaffRole(tenantId);
  const remove = useRemoveStaff(tenantId);
  const handOver = useHandOver(tenantId);
  const [inviting, setInviting] = useState(false);
  const [pending, setPending] = useState<Pending | null>(null);

  const changeRole = (member: StaffMember, role: InvitableRole) =>
    updateRole.mutate(
      { id: member.id, role },
      { onSuccess: () => showSuccess(t('staff.messages.roleChanged')), onError: (error) => showError(null, failureOf(error)) },
    );

  const confirm = () => {
    if (!pending) return;
    const mutation = pending.kind === 'remove' ? remove : handOver;
    mutation.mutate(pending.member.id, {
      onSuccess: () => showSuccess(t(pending.kind === 'remove' ? 'staff.messages.removed' : 'staff.messages.handedOn')),
      onError: (error) => showError(null, failureOf(error)),
      onSettled: () => setPending(null),
    });
  };

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('staff.section.intro')}
        {manager === 'admin' && ` ${t('staff.section.adminNote')}`}
      </Text>
      {givable.length > 0 && (
        <Group gap="xs">
          <Button leftSection={<IconUserPlus size={18} aria-hidden />} onClick={() => setInviting(true)} aria-haspopup="dialog">
            {t('staff.section.invite')}
          </Button>
        </Group>
      )}
      <SectionLoader query={list} failed={t('staff.section.loadFailed')}>
        {(members) => (
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('staff.section.listLabel')}>
            {members.map((member) => (
              <StaffRow
                key={member.id}
                member={member}
                self={member.id === me?.id}
                actions={actionsOn(manager, me?.id, member)}
                onRole={(role) => changeRole(member, role)}
                onRemove={() => setPending({ kind: 'remove', member })}
                onHandOver={() => setPending({ kind: 'handOver', member })}
              />
            ))}
          </Stack>
        )}
      </SectionLoader>
      <InviteStaffDrawer tenantId={tenantId} opened={inviting} roles={givable} onClose={() => setInviting(false)} />
      <ConfirmModal
        opened={pending?.kind === 'remove'}
        title={t('staff.remove.title')}
        text={pending && t('staff.remove.text', { name: pending.member.name })}
        confirm={t('staff.remove.confirm')}
        pending={remove.isPending}
        onConfirm={confirm}
        onClose={() => setPending(null)}
      />
      <ConfirmModal
        opened={pending?.kind === 'handOver'}
        title={t('staff.handOver.title')}
        text={pending && t('staff.handOver.text', { name: pending.member.name })}
        confirm={t('staff.handOver.confirm')}
        pending={handOver.isPending}
        onConfirm={confirm}
        onClose={() => setPending(null)}
      />
    </Stack>
  );
}
