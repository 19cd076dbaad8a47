import { Badge, Group, Menu, Paper, Stack, Text } from '@mantine/core';
import { IconCrown, IconTrash, IconUserShield } from '@tabler/icons-react';
import type { InvitableRole, StaffMember, StaffRole } from '@trilha/shared/staff/schemas';
import { useTranslation } from 'react-i18next';
import { RelativeTime } from '../../../components/RelativeTime';
import { RowMenu } from '../../../components/RowMenu';
import { hasActions, type MemberActions } from './staff-rules';

const ROLE_COLORS: Record<StaffRole, string> = { owner: 'grape', admin: 'blue', moderator: 'teal' };

type Props = {
  member: StaffMember;
  /** The signed-in user's own row: marked, and never given a menu. */
  self: boolean;
  actions: MemberActions;
  onRole: (role: InvitableRole) => void;
  onRemove: () => void;
  onHandOver: () => void;
};

/** One person of the staff: who, their role, whether they have come in yet (or when last), and what the viewer may do to them. */
export function StaffRow({ member, self, actions, onRole, onRemove, onHandOver }: Props) {
  const { t } = useTranslation();
  return (
    <Paper component="li" withBorder radius="md" px="sm" py={8} data-staff-id={member.id}>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Stack gap={4} miw={0} style={{ flex: 1 }}>
          <Group gap={6} wrap="wrap">
            <Text fw={600} size="sm" miw={0} style={{ overflowWrap: 'anywhere' }}>
              {member.name}
            </Text>
            <Badge size="sm" variant="light" color={ROLE_COLORS[member.role]}>
              {t(`staff.roles.${member.role}`)}
            </Badge>
            {self && (
              <Badge size="sm" variant="outline" color="gray">
                {t('staff.row.you')}
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {member.email}
          </Text>
          {member.last_seen_at === null ? (
            <Badge size="sm" variant="light" color="yellow" style={{ alignSelf: 'flex-start' }}>
              {t('staff.row.pending')}
            </Badge>
          ) : (
            <Text size="xs" c="dimmed">
              {t('staff.row.lastSeen')} <RelativeTime iso={member.last_seen_at} />
            </Text>
          )}
        </Stack>
        {hasActions(actions) && (
          <RowMenu label={t('staff.row.more', { name: member.name })}>
            {actions.roles.map((role) => (
              <Menu.Item key={role} leftSection={<IconUserShield size={16} aria-hidden />} onClick={() => onRole(role)}>
                {t(role === 'admin' ? 'staff.actions.makeAdmin' : 'staff.actions.makeModerator')}
              </Menu.Item>
            ))}
            {actions.handOver && (
              <Menu.Item leftSection={<IconCrown size={16} aria-hidden />} onClick={onHandOver} aria-haspopup="dialog">
                {t('staff.actions.handOver')}
              </Menu.Item>
            )}
            {actions.remove && (
              <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={onRemove} aria-haspopup="dialog">
                {t('staff.actions.remove')}
              </Menu.Item>
            )}
          </RowMenu>
        )}
      </Group>
    </Paper>
  );
}
