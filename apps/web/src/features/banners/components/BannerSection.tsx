import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Button, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { BANNER_DELETE_WORD, MAX_BANNERS, type Banner, type BannerSettings } from '@trilha/shared/banners/schemas';
import { useState } from 'react';
import { useDragTexts } from '../../../components/drag-texts';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { SectionLoader, SectionLoading } from '../../../components/SectionLoader';
import { ApiError } from '../../../lib/api/client';
import { showError, showSuccess } from '../../../lib/toast';
import { useTenant } from '../../../lib/tenant';
import { useBanners } from '../api/get-banners';
import { useDeleteBanner } from '../api/delete-banner';
import { useOrderBanners } from '../api/order-banners';
import { bannerMessage, bannerText } from './banner-messages';
import { BannerModal, type BannerModalState } from './BannerModal';
import { BannerSettingsForm } from './BannerSettingsForm';
import { bannerName, SortableBannerRow } from './SortableBannerRow';

/** Spec 002 §2 Banner principal, in the edit panel: the slideshow's settings and its banners. */
export function BannerSection() {
  const { t } = useTranslation();
  const tenantId = useTenant().data?.id;
  const banners = useBanners(tenantId);
  if (tenantId === undefined) return <SectionLoading />;
  return (
    <SectionLoader query={banners} failed={t('banners.loadFailed')}>
      {(data) => <BannerEditor tenantId={tenantId} banners={data.banners} settings={data.settings} />}
    </SectionLoader>
  );
}

function BannerEditor({ tenantId, banners, settings }: { tenantId: number; banners: Banner[]; settings: BannerSettings }) {
  const { t } = useTranslation();
  const order = useOrderBanners(tenantId);
  const [modal, setModal] = useState<BannerModalState>(null);
  const [deleting, setDeleting] = useState<Banner | null>(null);
  const remove = useDeleteBanner(tenantId);
  // A small move before a drag starts, so a click on the handle stays a click.
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const accessibility = useDragTexts(banners, 'banners.drag', (banner) => bannerName(banner, t('banners.untitled')));

  const openNew = () => {
    if (banners.length >= MAX_BANNERS) {
      showError(bannerText('limit'));
      return;
    }
    setModal({ id: null });
  };

  // Spec 001 §2, §5: the banner goes only after EXCLUIR is typed exactly.
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        showSuccess(bannerText('deleted'));
        setDeleting(null);
      },
      // Spec 001 §8: the server's error or message.
      onError: (error) =>
        showError((error instanceof ApiError && error.message ? bannerMessage(error.message) : undefined) ?? t('errors.generic')),
    });
  };

  const drop = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = banners.findIndex((b) => b.id === active.id);
    const to = banners.findIndex((b) => b.id === over.id);
    if (from < 0 || to < 0) return;
    order.mutate(arrayMove(banners, from, to), { onError: () => showError(t('banners.orderFailed')) });
  };

  return (
    <Stack gap="lg">
      <BannerSettingsForm tenantId={tenantId} settings={settings} />
      <Divider />
      <Stack gap="sm" component="section" aria-labelledby="banner-list-title">
        <Group justify="space-between" wrap="nowrap">
          <Title order={3} fz="md" id="banner-list-title">
            {t('banners.listTitle')}
          </Title>
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={openNew}>
            {t('banners.newBanner')}
          </Button>
        </Group>
        {banners.length === 0 ? (
          <Text size="sm" c="dimmed" ta="center" py="lg">
            {t('banners.empty')}
          </Text>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              {t('banners.listHint')}
            </Text>
            <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={drop} accessibility={accessibility}>
              <SortableContext items={banners.map((b) => b.id)} strategy={verticalListSortingStrategy}>
                <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('banners.listLabel')}>
                  {banners.map((banner) => (
                    <SortableBannerRow
                      key={banner.id}
                      banner={banner}
                      onEdit={() => setModal({ id: banner.id })}
                      onDelete={() => setDeleting(banner)}
                    />
                  ))}
                </Stack>
              </SortableContext>
            </DndContext>
          </>
        )}
      </Stack>
      <BannerModal tenantId={tenantId} state={modal} onClose={() => setModal(null)} />
      <ConfirmModal
        opened={deleting !== null}
        title={t('banners.delete.title')}
        text={deleting && t('banners.delete.text', { title: bannerName(deleting, t('banners.untitled')) })}
        prompt={t('banners.delete.prompt', { word: BANNER_DELETE_WORD })}
        word={BANNER_DELETE_WORD}
        confirm={t('banners.delete.action')}
        cancel={t('banners.delete.cancel')}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
