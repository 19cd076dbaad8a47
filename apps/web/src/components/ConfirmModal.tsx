import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Props = {
  opened: boolean;
  title: string;
  text: string;
  confirm: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** Above the drawer it opens from, when that drawer sits above the edit panel. */
  zIndex?: number;
};

/**
 * A small "are you sure?" for what a member deletes of their own (a post, a comment) or a staff
 * member removes that is easily made again (a marquee, a live): one click
 * more, no word to type (TypeToConfirmModal is for what staff delete of the school's).
 */
export function ConfirmModal({ opened, title, text, confirm, pending, onConfirm, onClose, zIndex }: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      size="sm"
      zIndex={zIndex}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        <Text size="sm">{text}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={pending}>
            {t('common.cancel')}
          </Button>
          <Button color="red.9" onClick={onConfirm} loading={pending} data-autofocus>
            {confirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
