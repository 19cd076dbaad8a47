import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { CustomLink } from '@trilha/shared/links/schemas';
import { useTranslation } from 'react-i18next';
import { showError, showSuccess } from '../../../lib/toast';
import { useDeleteLink } from '../api/delete-link';

type Props = { tenantId: number; link: CustomLink | null; onClose: () => void };

/** Asks before a link disappears from every student's header. */
export function DeleteLinkModal({ tenantId, link, onClose }: Props) {
  const { t } = useTranslation();
  const remove = useDeleteLink(tenantId);
  const confirm = () => {
    if (!link) return;
    remove.mutate(
      { tenantId, id: link.id },
      {
        onSuccess: () => {
          showSuccess(t('links.deleted'));
          onClose();
        },
        onError: (error) => showError(error),
      },
    );
  };
  return (
    <Modal
      opened={link !== null}
      onClose={onClose}
      title={t('links.deleteTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="lg">
        <Text size="sm">{t('links.deleteConfirm', { title: link?.title ?? '' })}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('links.cancel')}
          </Button>
          <Button color="red" onClick={confirm} loading={remove.isPending} data-autofocus>
            {t('links.deleteAction')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
