import { BANNER_DELETE_WORD, type Banner } from '@trilha/shared/banners/schemas';
import { useTranslation } from 'react-i18next';
import { TypeToConfirmModal } from '../../../components/TypeToConfirmModal';
import { ApiError } from '../../../lib/api/client';
import { showError, showSuccess } from '../../../lib/toast';
import { useDeleteBanner } from '../api/delete-banner';
import { bannerMessage, bannerText } from './banner-messages';
import { bannerName } from './SortableBannerRow';

type Props = { tenantId: number; banner: Banner | null; onClose: () => void };

/** Spec 001 §2/§5: the banner goes only after EXCLUIR is typed exactly. */
export function DeleteBannerModal({ tenantId, banner, onClose }: Props) {
  const { t } = useTranslation();
  const remove = useDeleteBanner(tenantId);
  const confirm = () => {
    if (!banner) return;
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
    <TypeToConfirmModal
      opened={banner !== null}
      texts={{
        title: t('banners.delete.title'),
        prompt: t('banners.delete.prompt', { word: BANNER_DELETE_WORD }),
        confirm: t('banners.delete.action'),
        cancel: t('banners.delete.cancel'),
        close: t('common.close'),
      }}
      pending={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    >
      {banner && t('banners.delete.text', { title: bannerName(banner, t('banners.untitled')) })}
    </TypeToConfirmModal>
  );
}
