import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { PROFILE_DESCRIPTION_MAX, PROFILE_TITLE_MAX } from '@trilha/shared/quizzes/constants';
import { profileBody, type Profile, type ProfileBody, type ProfileBodyInput } from '@trilha/shared/quizzes/schemas';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CroppedImageField } from '../../../../components/CroppedImageField';
import { applyServerIssues } from '../../../../lib/server-issues';
import { showError, showSuccess } from '../../../../lib/toast';
import { useSaveProfile } from '../api/save-profile';
import { failureText, quizMessage, quizText } from './quiz-messages';

/** Closed (null), or open to create (profile null) or edit one. */
export type ProfileModalState = { profile: Profile | null } | null;

type Props = { tenantId: number; quizId: number; state: ProfileModalState; onClose: () => void };

export function ProfileModal({ tenantId, quizId, state, onClose }: Props) {
  const { t } = useTranslation();
  const profile = state?.profile ?? null;
  return (
    <Modal
      opened={state !== null}
      onClose={onClose}
      title={t(profile ? 'quizAuthoring.editProfileTitle' : 'quizAuthoring.newProfileTitle')}
      centered
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {state !== null && <ProfileForm tenantId={tenantId} quizId={quizId} profile={profile} onDone={onClose} />}
    </Modal>
  );
}

/**
 * A result profile: title, description (what the student reads as the result) and an optional
 * picture, uploaded to the school's storage and cropped to 16:9 (an outside address would be refused
 * by the page's image policy, on the author's screen and on the student's result alike).
 */
function ProfileForm({
  tenantId,
  quizId,
  profile,
  onDone,
}: {
  tenantId: number;
  quizId: number;
  profile: Profile | null;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const form = useForm<ProfileBodyInput, unknown, ProfileBody>({
    resolver: zodResolver(profileBody),
    defaultValues: { title: profile?.title ?? '', description: profile?.description ?? '', image: profile?.image ?? '' },
  });
  const { errors } = form.formState;
  const save = useSaveProfile(tenantId, quizId, profile?.id ?? null);
  const submit = form.handleSubmit((body) =>
    save.mutate(body, {
      onSuccess: (reply) => {
        showSuccess(quizMessage(reply.message) || quizText(profile ? 'profileUpdated' : 'profileCreated'));
        onDone();
      },
      onError: (error) => {
        applyServerIssues(form, error, { fields: ['title', 'description', 'image'] });
        showError(null, failureText(error, t('quizAuthoring.profileSaveFailed')));
      },
    }),
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('quizAuthoring.profileTitle')}
          withAsterisk
          maxLength={PROFILE_TITLE_MAX}
          data-autofocus
          error={quizMessage(errors.title?.message)}
          {...form.register('title')}
        />
        <Textarea
          label={t('quizAuthoring.profileDescription')}
          description={t('quizAuthoring.profileDescriptionHint')}
          autosize
          minRows={3}
          maxRows={8}
          maxLength={PROFILE_DESCRIPTION_MAX}
          error={quizMessage(errors.description?.message)}
          {...form.register('description')}
        />
        <Controller
          control={form.control}
          name="image"
          render={({ field }) => (
            <CroppedImageField
              kind="quiz_profile"
              label={t('quizAuthoring.profileImage')}
              value={field.value === '' ? null : (field.value ?? null)}
              onChange={(url) => field.onChange(url ?? '')}
              outputType="image/jpeg"
            />
          )}
        />
        {errors.image && (
          <Text size="sm" c="red" role="alert">
            {quizMessage(errors.image.message)}
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={save.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
