import { ActionIcon, Box, Text } from '@mantine/core';
import { IconPencil, IconPhotoOff, IconTrash } from '@tabler/icons-react';
import type { Banner } from '@trilha/shared/banners/schemas';
import { useTranslation } from 'react-i18next';
import { SortableRow } from '../../../components/SortableRow';

type Props = { banner: Banner; onEdit: () => void; onDelete: () => void };

export const bannerName = (banner: Banner, untitled: string) => banner.title || banner.category || untitled;

/** One banner of the list: only the handle starts a drag, so Edit and Remove stay plain buttons. */
export function SortableBannerRow({ banner, onEdit, onDelete }: Props) {
  const { t } = useTranslation();
  const name = bannerName(banner, t('banners.untitled'));
  const thumbnail = banner.url_image ?? banner.url_image_vertical;
  return (
    <SortableRow id={banner.id} handleLabel={t('banners.dragHandle', { title: name })} data-banner-id={banner.id}>
      <Box
        w={72}
        h={40}
        style={{
          flexShrink: 0,
          borderRadius: 6,
          overflow: 'hidden',
          background: 'var(--mantine-color-dark-7)',
          display: 'grid',
          placeItems: 'center',
        }}
      >
        {thumbnail ? (
          <img
            src={thumbnail}
            alt={t('banners.thumbnail', { title: name })}
            width={72}
            height={40}
            loading="lazy"
            style={{ objectFit: 'cover', display: 'block' }}
          />
        ) : (
          <IconPhotoOff size={16} aria-label={t('banners.noImage')} />
        )}
      </Box>
      <Text fw={600} size="sm" truncate="end" miw={0} style={{ flex: 1 }} data-banner-title>
        {name}
      </Text>
      <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('banners.edit', { title: name })} onClick={onEdit}>
        <IconPencil size={18} aria-hidden />
      </ActionIcon>
      <ActionIcon variant="subtle" color="red" size="lg" aria-label={t('banners.remove', { title: name })} onClick={onDelete}>
        <IconTrash size={18} aria-hidden />
      </ActionIcon>
    </SortableRow>
  );
}
