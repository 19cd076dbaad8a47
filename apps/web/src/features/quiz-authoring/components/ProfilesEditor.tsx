import { ActionIcon, Alert, Avatar, Button, Group, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconInfoCircle, IconPencil, IconPlus, IconTrash, IconUserStar } from '@tabler/icons-react';
import { QUIZ_MAX_PROFILES } from '@trilha/shared/quizzes/constants';
import type { Profile, Quiz } from '@trilha/shared/quizzes/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { showError, showSuccess } from '../../../lib/toast';
import { useDeleteProfile } from '../api/delete-profile';
import { useProfiles } from '../api/get-profiles';
import { ProfileModal, type ProfileModalState } from './ProfileModal';
import { failureText, quizMessage, quizText } from './quiz-messages';

/**
 * Issue 18, behavioural quizzes: the result profiles in the author's order. The profile with the
 * most points wins; a tie goes to the one that comes first here, and the page says so beside them.
 */
export function ProfilesEditor({ tenantId, quiz }: { tenantId: number; quiz: Quiz }) {
  const { t } = useTranslation();
  const profiles = useProfiles(tenantId, quiz.id, true);
  const remove = useDeleteProfile(tenantId, quiz.id);
  const [modal, setModal] = useState<ProfileModalState>(null);
  const [deleting, setDeleting] = useState<Profile | null>(null);
  const list = profiles.data;

  const openNew = () => {
    if ((list?.length ?? 0) >= QUIZ_MAX_PROFILES) showError(null, quizText('tooManyProfiles'));
    else setModal({ profile: null });
  };
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: (reply) => showSuccess(quizMessage(reply.message) || quizText('profileDeleted')),
      onError: (error) => showError(null, failureText(error, t('quizAuthoring.deleteProfileFailed'))),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <Stack gap="md" component="section" aria-labelledby="quiz-profiles-title">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={2}>
          <Title order={2} fz="xl" id="quiz-profiles-title">
            {t('quizAuthoring.profiles')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('quizAuthoring.profilesOf', { count: list?.length ?? 0, max: QUIZ_MAX_PROFILES })}
          </Text>
        </Stack>
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={openNew} disabled={!list} variant="light">
          {t('quizAuthoring.newProfile')}
        </Button>
      </Group>
      <Alert variant="light" color="blue" icon={<IconInfoCircle aria-hidden />} title={t('quizAuthoring.tieRuleTitle')}>
        {t('quizAuthoring.tieRule')}
      </Alert>
      {profiles.isPending ? (
        <Stack gap="xs" role="status" aria-busy="true" aria-label={t('common.loading')}>
          {[0, 1].map((i) => (
            <Skeleton key={i} height={56} radius="md" />
          ))}
        </Stack>
      ) : !list ? (
        <Alert color="red" role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('quizAuthoring.profilesLoadFailed')}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void profiles.refetch()}>
              {t('common.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : list.length === 0 ? (
        <Paper withBorder radius="md" p="lg">
          <Stack align="center" gap="xs" ta="center">
            <IconUserStar size={36} stroke={1.5} aria-hidden />
            <Text fw={600}>{t('quizAuthoring.noProfiles')}</Text>
            <Text size="sm" c="dimmed">
              {t('quizAuthoring.noProfilesText')}
            </Text>
          </Stack>
        </Paper>
      ) : (
        <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-labelledby="quiz-profiles-title">
          {list.map((profile, index) => (
            <Paper key={profile.id} component="li" withBorder radius="md" p="xs" data-profile-id={profile.id}>
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <ThemeIcon variant="light" radius="xl" size="md" aria-hidden style={{ flexShrink: 0 }}>
                  <Text size="xs" fw={700}>
                    {index + 1}
                  </Text>
                </ThemeIcon>
                {profile.image && <Avatar src={profile.image} alt="" radius="sm" size="md" />}
                <Stack gap={2} miw={0} style={{ flex: 1 }}>
                  <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {profile.title}
                  </Text>
                  {profile.description && (
                    <Text size="xs" c="dimmed" lineClamp={2}>
                      {profile.description}
                    </Text>
                  )}
                </Stack>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="lg"
                  aria-label={t('quizAuthoring.editProfile', { title: profile.title })}
                  onClick={() => setModal({ profile })}
                >
                  <IconPencil size={18} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  aria-label={t('quizAuthoring.deleteProfile', { title: profile.title })}
                  onClick={() => setDeleting(profile)}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      <ProfileModal tenantId={tenantId} quizId={quiz.id} state={modal} onClose={() => setModal(null)} />
      <ConfirmModal
        opened={deleting !== null}
        title={t('quizAuthoring.deleteProfileTitle')}
        text={t('quizAuthoring.deleteProfileText', { title: deleting?.title ?? '' })}
        confirm={t('quizAuthoring.deleteProfileConfirm')}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
