import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { BANNER_DELETE_WORD, type Banner } from '@trilha/shared/banners/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api/client';
import { showError, showSuccess } from '../../../lib/toast';
import { useDeleteBanner } from '../api/delete-banner';
import { bannerMessage, bannerText } from './banner-messages';
import { bannerName } from './SortableBannerRow';

type Props = { tenantId: number; banner: Banner | null; onClose: () => void };

/** Spec 001 §2/§5: the banner goes only after EXCLUIR is typed exactly. */
export function DeleteBannerModal({ tenantId, banner, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={banner !== null}
      onClose={onClose}
      title={t('banners.delete.title')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {banner && <DeleteBannerForm tenantId={tenantId} banner={banner} onClose={onClose} />}
    </Modal>
  );
}

function DeleteBannerForm({ tenantId, banner, onClose }: { tenantId: number; banner: Banner; onClose: () => void }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const remove = useDeleteBanner(tenantId);
  const confirmed = typed === BANNER_DELETE_WORD;
  const submit = () => {
    if (!confirmed) return;
    remove.mutate(banner.id, {
      onSuccess: () => {
        showSuccess(bannerText('deleted'));
        onClose();
      },
      // Spec 001 §8: the server's error or message.
      onError: (error) =>
        showError((error instanceof ApiError && error.message ? bannerMessage(error.message) : undefined) ?? t('errors.generic')),
    });
  };
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        <Text size="sm">{t('banners.delete.text', { title: bannerName(banner, t('banners.untitled')) })}</Text>
        <TextInput
          label={t('banners.delete.prompt', { word: BANNER_DELETE_WORD })}
          value={typed}
          onChange={(e) => setTyped(e.currentTarget.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          data-autofocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('banners.delete.cancel')}
          </Button>
          <Button type="submit" color="red.9" disabled={!confirmed} loading={remove.isPending}>
            {t('banners.delete.action')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
