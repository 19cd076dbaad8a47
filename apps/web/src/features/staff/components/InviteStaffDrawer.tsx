import { Button, Drawer, Radio, Stack, TextInput } from '@mantine/core';
import { STUDENT_NAME_MAX } from '@trilha/shared/students/constants';
import { staffInviteBody, type InvitableRole, type StaffInviteBody } from '@trilha/shared/staff/schemas';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSectionForm } from '../../../components/SectionForm';
import { applyServerIssues } from '../../../lib/server-issues';
import { showError, showSuccess } from '../../../lib/toast';
import { useInviteStaff } from '../api/invite-staff';
import { failureOf, staffMessage } from './staff-messages';

const FIELDS = ['email', 'name', 'role'] as const;
/** Spec 000 §9: drawers are at most 484 px wide (the whole width on a phone); above the edit panel, a drawer at 200. */
const DRAWER_WIDTH = 484;
const DRAWER_Z_INDEX = 250;

type Props = {
  tenantId: number;
  opened: boolean;
  /** The roles the viewer may give, most trusted first (never empty while open). */
  roles: InvitableRole[];
  onClose: () => void;
};

/** "Convidar": a drawer with the form, mounted per opening so each invitation starts from blank fields. */
export function InviteStaffDrawer({ tenantId, opened, roles, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={DRAWER_WIDTH}
      zIndex={DRAWER_Z_INDEX}
      title={t('staff.invite.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      closeOnClickOutside={false}
    >
      {opened && <InviteForm tenantId={tenantId} roles={roles} onInvited={onClose} />}
    </Drawer>
  );
}

type FormProps = { tenantId: number; roles: InvitableRole[]; onInvited: () => void };

/**
 * E-mail, a name for an e-mail the school does not know yet, and the role, checked by the schema the
 * route checks with; the server's refusals go under the fields they name.
 */
function InviteForm({ tenantId, roles, onInvited }: FormProps) {
  const { t } = useTranslation();
  const invite = useInviteStaff(tenantId);
  // The least trusted role by default: giving more is a choice.
  const form = useSectionForm(staffInviteBody, { email: '', role: roles.at(-1) ?? 'moderator' });
  const { errors } = form.formState;
  const message = (field: (typeof FIELDS)[number]) => staffMessage(errors[field]?.message);

  const submit = (values: StaffInviteBody) =>
    invite.mutate(values, {
      onSuccess: () => {
        showSuccess(t('staff.messages.invited'));
        onInvited();
      },
      onError: (error) => {
        const { placed } = applyServerIssues(form, error, {
          fields: FIELDS,
          message: (text) => staffMessage(text) ?? text,
          shouldFocus: true,
        });
        if (placed.length === 0) showError(null, failureOf(error));
      },
    });

  return (
    <form onSubmit={(e) => void form.handleSubmit(submit)(e)} noValidate>
      <Stack gap="md">
        <TextInput
          type="email"
          inputMode="email"
          label={t('staff.invite.email')}
          withAsterisk
          autoComplete="off"
          data-autofocus
          error={message('email')}
          {...form.register('email')}
        />
        <TextInput
          label={t('staff.invite.name')}
          description={t('staff.invite.nameHint')}
          maxLength={STUDENT_NAME_MAX}
          autoComplete="off"
          error={message('name')}
          // An empty field is no name at all: the school's existing account keeps its own.
          {...form.register('name', { setValueAs: (value?: string) => (value?.trim() ? value : undefined) })}
        />
        <Controller
          control={form.control}
          name="role"
          render={({ field }) => (
            <Radio.Group label={t('staff.invite.role')} withAsterisk value={field.value} onChange={field.onChange} error={message('role')}>
              <Stack gap="sm" mt={6}>
                {roles.map((role) => (
                  <Radio
                    key={role}
                    value={role}
                    label={t(`staff.roles.${role}`)}
                    description={t(role === 'admin' ? 'staff.invite.adminHint' : 'staff.invite.moderatorHint')}
                    onBlur={field.onBlur}
                  />
                ))}
              </Stack>
            </Radio.Group>
          )}
        />
        <Button type="submit" loading={invite.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('staff.invite.submit')}
        </Button>
      </Stack>
    </form>
  );
}
