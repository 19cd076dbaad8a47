import { Alert, Center, Loader, Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useBanner } from '../api/get-banner';
import { BannerForm } from './BannerForm';

/** Spec 002 §4: closed (null), or open to create (id null) or to edit one banner (loaded by id). */
export type BannerModalState = { id: number | null } | null;

type Props = { tenantId: number; state: BannerModalState; onClose: () => void };

export function BannerModal({ tenantId, state, onClose }: Props) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 40em)');
  const editing = state?.id ?? null;
  return (
    <Modal
      opened={state !== null}
      onClose={onClose}
      title={t(editing === null ? 'banners.modal.createTitle' : 'banners.modal.editTitle')}
      size={560}
      fullScreen={phone}
      centered
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {/* Mounted per opening, so the form starts from the banner (or empty) each time. */}
      {state !== null &&
        (editing === null ? (
          <BannerForm tenantId={tenantId} banner={null} onDone={onClose} />
        ) : (
          <EditBanner tenantId={tenantId} id={editing} onDone={onClose} />
        ))}
    </Modal>
  );
}

function EditBanner({ tenantId, id, onDone }: { tenantId: number; id: number; onDone: () => void }) {
  const { t } = useTranslation();
  const banner = useBanner(tenantId, id);
  if (banner.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('banners.modal.loading')} />
      </Center>
    );
  }
  if (!banner.data) return <Alert color="red">{t('banners.loadFailed')}</Alert>;
  return <BannerForm tenantId={tenantId} banner={banner.data} onDone={onDone} />;
}
