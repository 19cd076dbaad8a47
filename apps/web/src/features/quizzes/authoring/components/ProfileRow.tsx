import { ActionIcon, Avatar, Stack, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { Profile } from '@trilha/shared/quizzes/schemas';
import { useTranslation } from 'react-i18next';
import { SortableRow } from '../../../../components/SortableRow';

type Props = { profile: Profile; position: number; onEdit: () => void; onDelete: () => void };

/** One result profile: its place (which wins a tie), image, title and description; only the handle drags. */
export function ProfileRow({ profile, position, onEdit, onDelete }: Props) {
  const { t } = useTranslation();
  return (
    <SortableRow
      id={profile.id}
      handleLabel={t('quizAuthoring.dragProfileHandle', { position, title: profile.title })}
      data-profile-id={profile.id}
    >
      <ThemeIcon variant="light" radius="xl" size="md" aria-hidden style={{ flexShrink: 0 }}>
        <Text size="xs" fw={700}>
          {position}
        </Text>
      </ThemeIcon>
      {profile.image && <Avatar src={profile.image} alt="" radius="sm" size="md" />}
      <Stack gap={2} miw={0} style={{ flex: 1 }}>
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          <VisuallyHidden>{t('quizAuthoring.profileNumber', { position })} </VisuallyHidden>
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
        onClick={onEdit}
      >
        <IconPencil size={18} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="red"
        size="lg"
        aria-label={t('quizAuthoring.deleteProfile', { title: profile.title })}
        onClick={onDelete}
      >
        <IconTrash size={18} aria-hidden />
      </ActionIcon>
    </SortableRow>
  );
}
