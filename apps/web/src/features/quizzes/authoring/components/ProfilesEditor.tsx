import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle, IconPlus, IconUserStar } from '@tabler/icons-react';
import { QUIZ_MAX_PROFILES } from '@trilha/shared/quizzes/constants';
import type { Profile, Quiz } from '@trilha/shared/quizzes/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../../components/ConfirmModal';
import { SortableList } from '../../../../components/SortableList';
import { SectionFailed } from '../../../../components/SectionLoader';
import { showError, showSuccess } from '../../../../lib/toast';
import { useDeleteProfile } from '../api/delete-profile';
import { useProfiles } from '../api/get-profiles';
import { useOrderProfiles } from '../api/order-items';
import { ProfileModal, type ProfileModalState } from './ProfileModal';
import { ProfileRow } from './ProfileRow';
import { EmptyCard, LoadingRows } from './ListStates';
import { failureText, quizMessage, quizText } from './quiz-messages';

/**
 * Behavioural quizzes (docs/quizzes.md "Questions and profiles"): the result profiles in the author's order,
 * reordered like the questions. The profile with the most points wins; a tie goes to the one that comes first
 * here, and the page says so beside them.
 */
export function ProfilesEditor({ tenantId, quiz }: { tenantId: number; quiz: Quiz }) {
  const { t } = useTranslation();
  const profiles = useProfiles(tenantId, quiz.id, true);
  const remove = useDeleteProfile(tenantId, quiz.id);
  const order = useOrderProfiles(tenantId, quiz.id);
  const [modal, setModal] = useState<ProfileModalState>(null);
  const [deleting, setDeleting] = useState<Profile | null>(null);
  const list = profiles.data;

  const openNew = () => {
    if ((list?.length ?? 0) >= QUIZ_MAX_PROFILES) showError(null, quizText('tooManyProfiles'));
    else setModal({ profile: null });
  };
  const reorder = (ordered: Profile[]) =>
    order.mutate(ordered, { onError: (error) => showError(null, failureText(error, t('quizAuthoring.profileOrderFailed'))) });
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
        <LoadingRows rows={2} height={56} />
      ) : !list ? (
        <SectionFailed text={t('quizAuthoring.profilesLoadFailed')} onRetry={() => void profiles.refetch()} />
      ) : list.length === 0 ? (
        <EmptyCard
          icon={<IconUserStar size={36} stroke={1.5} aria-hidden />}
          title={t('quizAuthoring.noProfiles')}
          text={t('quizAuthoring.noProfilesText')}
        />
      ) : (
        <SortableList items={list} label={t('quizAuthoring.profiles')} dragTexts="quizAuthoring.dragProfile" onReorder={reorder}>
          {(profile) => (
            <ProfileRow
              key={profile.id}
              profile={profile}
              position={list.indexOf(profile) + 1}
              onEdit={() => setModal({ profile })}
              onDelete={() => setDeleting(profile)}
            />
          )}
        </SortableList>
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
