import { ActionIcon, Alert, Button, Center, Group, Loader, Paper, Stack, Text, Title, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { MARQUEE_LIST_TEXT_CUT, type Marquee } from '@trilha/shared/lesson-page/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { showError, showSuccess } from '../../../lib/toast';
import { useDeleteMarquee } from '../api/delete-marquee';
import { useMarquees } from '../api/get-marquees';
import { lessonText } from './lesson-messages';
import { MarqueeModal, type MarqueeModalState } from './MarqueeModal';

/** Spec 001 §2/§9: the list shows the text cut at 32 characters. */
export const cutText = (text: string) => (text.length > MARQUEE_LIST_TEXT_CUT ? `${text.slice(0, MARQUEE_LIST_TEXT_CUT)}…` : text);

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
    <Stack gap="md" component="section" aria-labelledby="marquee-list-title">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={4}>
          <Title order={3} fz="md" id="marquee-list-title">
            {t('lessonPage.marquee.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('lessonPage.marquee.intro')}
          </Text>
        </Stack>
        <Tooltip
          label={t('lessonPage.marquee.soon')}
          disabled={!locked}
          withArrow
          zIndex={400}
          events={{ hover: true, focus: true, touch: true }}
        >
          {/* aria-disabled, not disabled: a disabled button gets no hover or focus, so its tooltip could never show. */}
          <Button
            leftSection={<IconPlus size={18} aria-hidden />}
            flex="none"
            data-disabled={locked || undefined}
            aria-disabled={locked || undefined}
            aria-describedby={locked ? 'marquee-create-soon' : undefined}
            onClick={(e) => {
              if (locked) e.preventDefault();
              else setModal({ marquee: null });
            }}
          >
            {t('lessonPage.marquee.create')}
          </Button>
        </Tooltip>
        {locked && <VisuallyHidden id="marquee-create-soon">{t('lessonPage.marquee.soon')}</VisuallyHidden>}
      </Group>
      {list.isPending ? (
        <Center py="xl">
          <Loader aria-label={t('common.loading')} />
        </Center>
      ) : !marquees ? (
        <Alert color="red" role="alert">
          {t('lessonPage.marquee.loadFailed')}
        </Alert>
      ) : marquees.length === 0 ? (
        <Paper withBorder radius="md" p="lg">
          <Stack align="center" gap={4} ta="center">
            <Text fw={600}>{t('lessonPage.marquee.empty')}</Text>
            <Text size="sm" c="dimmed">
              {t('lessonPage.marquee.emptyText')}
            </Text>
          </Stack>
        </Paper>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('lessonPage.marquee.listLabel')}>
          {marquees.map((marquee) => (
            <MarqueeRow key={marquee.id} marquee={marquee} onEdit={() => setModal({ marquee })} onDelete={() => setDeleting(marquee)} />
          ))}
        </Stack>
      )}
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
    </Stack>
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
