import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { CarouselSettings } from '@trilha/shared/carousels/schemas';
import { useTranslation } from 'react-i18next';
import { showError, showSuccess } from '../../../lib/toast';
import { useDeleteCarousel } from '../api/delete-carousel';
import { useCarouselMessages } from './carousel-messages';

type Props = { tenantId: number; carousel: CarouselSettings | null; onClose: () => void };

/** Asks before a carousel leaves every student's home page. */
export function DeleteCarouselModal({ tenantId, carousel, onClose }: Props) {
  const { t } = useTranslation();
  const messages = useCarouselMessages();
  const remove = useDeleteCarousel(tenantId);
  const confirm = () => {
    if (!carousel) return;
    remove.mutate(carousel.id, {
      onSuccess: () => {
        showSuccess(messages.text('deleted'));
        onClose();
      },
      onError: () => showError(messages.text('deleteFailed')),
    });
  };
  return (
    <Modal
      opened={carousel !== null}
      onClose={onClose}
      title={t('vitrine.removeTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="lg">
        <Text size="sm">{t('vitrine.removeConfirm', { title: carousel?.title ?? '' })}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('vitrine.cancel')}
          </Button>
          <Button color="red" onClick={confirm} loading={remove.isPending} data-autofocus>
            {t('vitrine.remove')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
