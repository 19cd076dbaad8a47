import { ActionIcon, Badge, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { Live } from '@trilha/shared/lesson-page/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../../components/ConfirmModal';
import { ApiError } from '../../../../lib/api/client';
import { showError, showSuccess } from '../../../../lib/toast';
import { useDeleteLive } from '../api/delete-live';
import { useLives } from '../api/get-lives';
import { lessonMessage, lessonText } from './lesson-messages';
import { LiveForm } from './LiveForm';
import { SettingsListPanel } from './SettingsListPanel';

/** The staff's lives (docs/lives.md): while one is on, its students see the header's live alert. */
export function LivesPanel({ tenantId }: { tenantId: number }) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 40em)');
  const list = useLives(tenantId);
  const [editing, setEditing] = useState<{ live: Live | null } | null>(null);
  const [deleting, setDeleting] = useState<Live | null>(null);
  const remove = useDeleteLive(tenantId);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => showSuccess(t('lessonPage.lives.deleted')),
      onError: (error) =>
        showError(null, error instanceof ApiError && error.status < 500 ? lessonMessage(error.message) : lessonText('actionFailed')),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <SettingsListPanel
      titleId="lives-title"
      title={t('lessonPage.lives.title')}
      intro={t('lessonPage.lives.intro')}
      createLabel={t('lessonPage.lives.create')}
      onCreate={() => setEditing({ live: null })}
      list={list}
      messages={{
        loadFailed: t('lessonPage.lives.loadFailed'),
        empty: t('lessonPage.lives.empty'),
        emptyText: t('lessonPage.lives.emptyText'),
        listLabel: t('lessonPage.lives.listLabel'),
      }}
      dialogs={
        <>
          <Modal
            opened={editing !== null}
            onClose={() => setEditing(null)}
            title={t(editing?.live ? 'lessonPage.lives.editTitle' : 'lessonPage.lives.createTitle')}
            size={520}
            fullScreen={phone}
            centered
            closeOnClickOutside={false}
            closeButtonProps={{ 'aria-label': t('common.close') }}
          >
            {editing !== null && (
              <LiveForm key={editing.live?.id ?? 'new'} tenantId={tenantId} live={editing.live} onDone={() => setEditing(null)} />
            )}
          </Modal>
          <ConfirmModal
            opened={deleting !== null}
            title={t('lessonPage.lives.delete')}
            text={t('lessonPage.lives.deleteText', { title: deleting?.title ?? '' })}
            confirm={t('lessonPage.lives.deleteConfirm')}
            pending={remove.isPending}
            onConfirm={confirmDelete}
            onClose={() => setDeleting(null)}
          />
        </>
      }
    >
      {list.data?.map((live) => (
        <LiveRow key={live.id} live={live} onEdit={() => setEditing({ live })} onDelete={() => setDeleting(live)} />
      ))}
    </SettingsListPanel>
  );
}

function LiveRow({ live, onEdit, onDelete }: { live: Live; onEdit: () => void; onDelete: () => void }) {
  const { t, i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  const when = format.formatRange(new Date(live.starts_at), new Date(live.ends_at));
  const audience = live.products.length ? live.products.map((p) => p.title).join(', ') : t('lessonPage.lives.wholeSchool');
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Stack gap={2} miw={0}>
          <Group gap="xs" wrap="nowrap" miw={0}>
            <Text size="sm" fw={600} truncate="end" title={live.title}>
              {live.title}
            </Text>
            {live.on_air && (
              <Badge color="red.9" variant="filled" size="sm" flex="none">
                {t('lessonPage.lives.onAir')}
              </Badge>
            )}
          </Group>
          <Text size="xs">{when}</Text>
          <Text size="xs" c="dimmed" truncate="end" title={audience}>
            {audience}
          </Text>
        </Stack>
        <Group gap={4} wrap="nowrap">
          <ActionIcon variant="subtle" color="gray" size="lg" onClick={onEdit} aria-label={`${t('lessonPage.lives.edit')}: ${live.title}`}>
            <IconPencil size={18} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            onClick={onDelete}
            aria-label={`${t('lessonPage.lives.delete')}: ${live.title}`}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
      </Group>
    </Paper>
  );
}
