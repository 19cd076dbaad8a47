import { ActionIcon, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { MARQUEE_LIST_TEXT_CUT, type Marquee } from '@trilha/shared/lesson-page/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../../components/ConfirmModal';
import { showError, showSuccess } from '../../../../lib/toast';
import { useDeleteMarquee } from '../api/delete-marquee';
import { useMarquees } from '../api/get-marquees';
import { lessonText } from './lesson-messages';
import { MarqueeModal, type MarqueeModalState } from './MarqueeModal';
import { SettingsListPanel } from './SettingsListPanel';

/** Spec 001 §2, §9: the list shows the text cut at 32 characters. */
const cutText = (text: string) => (text.length > MARQUEE_LIST_TEXT_CUT ? `${text.slice(0, MARQUEE_LIST_TEXT_CUT)}…` : text);

/** Spec 001 §2 "Marquee (Letreiro)": the list, 'Criar letreiro', the form with its preview, the delete confirmation. */
export function MarqueePanel({ tenantId }: { tenantId: number }) {
  const { t } = useTranslation();
  const list = useMarquees(tenantId);
  const [modal, setModal] = useState<MarqueeModalState>(null);
  const [deleting, setDeleting] = useState<Marquee | null>(null);
  const remove = useDeleteMarquee(tenantId);
  const marquees = list.data;
  // Spec 001 §2: disabled while a marquee exists, though the database allows one per product.
  const locked = (marquees?.length ?? 0) > 0;

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        showSuccess(lessonText('marqueeDeleted'));
        setDeleting(null);
      },
      onError: () => {
        showError(null, lessonText('marqueeDeleteFailed'));
        setDeleting(null);
      },
    });
  };

  return (
    <SettingsListPanel
      titleId="marquee-list-title"
      title={t('lessonPage.marquee.title')}
      intro={t('lessonPage.marquee.intro')}
      createLabel={t('lessonPage.marquee.create')}
      onCreate={() => setModal({ marquee: null })}
      createLocked={locked ? t('lessonPage.marquee.soon') : undefined}
      list={list}
      messages={{
        loadFailed: t('lessonPage.marquee.loadFailed'),
        empty: t('lessonPage.marquee.empty'),
        emptyText: t('lessonPage.marquee.emptyText'),
        listLabel: t('lessonPage.marquee.listLabel'),
      }}
      dialogs={
        <>
          <MarqueeModal tenantId={tenantId} state={modal} onClose={() => setModal(null)} />
          <ConfirmModal
            opened={deleting !== null}
            title={t('lessonPage.marquee.delete')}
            text={t('lessonPage.marquee.deleteText', { text: deleting ? cutText(deleting.text) : '' })}
            confirm={t('lessonPage.marquee.deleteConfirm')}
            pending={remove.isPending}
            onConfirm={confirmDelete}
            onClose={() => setDeleting(null)}
          />
        </>
      }
    >
      {marquees?.map((marquee) => (
        <MarqueeRow key={marquee.id} marquee={marquee} onEdit={() => setModal({ marquee })} onDelete={() => setDeleting(marquee)} />
      ))}
    </SettingsListPanel>
  );
}

function MarqueeRow({ marquee, onEdit, onDelete }: { marquee: Marquee; onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation();
  const shown = cutText(marquee.text);
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Stack gap={2} miw={0}>
          <Text size="sm" fw={600} title={marquee.text} truncate="end">
            {shown}
          </Text>
          <Text size="xs" c="dimmed" truncate="end">
            {marquee.product_title}
          </Text>
        </Stack>
        <Group gap={4} wrap="nowrap">
          <ActionIcon variant="subtle" color="gray" size="lg" onClick={onEdit} aria-label={`${t('lessonPage.marquee.edit')}: ${shown}`}>
            <IconPencil size={18} aria-hidden />
          </ActionIcon>
          <ActionIcon variant="subtle" color="red" size="lg" onClick={onDelete} aria-label={`${t('lessonPage.marquee.delete')}: ${shown}`}>
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
      </Group>
    </Paper>
  );
}
