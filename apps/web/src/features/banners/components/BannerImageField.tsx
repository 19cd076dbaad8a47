import { Box, Button, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { IconPhotoOff, IconTrash, IconUpload } from '@tabler/icons-react';
import { BANNER_ZOOM } from '@trilha/shared/banners/schemas';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageCropper } from '../../../components/ImageCropper';
import type { ImageState } from './banner-form';
import { canDecodeImage, IMAGE_ACCEPT, isBannerImageType } from './image-file';

type Crop = { width: number; height: number; preview: { width: number; height: number } };
type Props = {
  label: string;
  hint: string;
  /** The crop step's output and the preview box (spec 002 §2); absent: the file goes as is. */
  crop?: Crop;
  value: ImageState;
  onChange: (value: ImageState) => void;
  /** Lets the modal block saving while a crop is open. */
  onCropping?: (cropping: boolean) => void;
  testId: string;
};

const PREVIEW_FALLBACK = { width: 160, height: 90 };

/**
 * One banner image: pick (png/jpeg/webp/heic), crop in place to the exact output, preview. The result
 * stays in the browser until the modal saves; nothing uploads here.
 */
export function BannerImageField({ label, hint, crop, value, onChange, onCropping, testId }: Props) {
  const { t } = useTranslation();
  const [source, setSource] = useState<{ url: string; name: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const hintId = useId();
  const errorId = useId();
  const preview = crop?.preview ?? PREVIEW_FALLBACK;
  const shown = value.kind === 'stored' ? value.url : value.kind === 'new' ? value.preview : null;

  // The picked file's URL lives while the cropper shows it; the form owns the previews' URLs.
  useEffect(
    () => () => {
      if (source) URL.revokeObjectURL(source.url);
    },
    [source],
  );
  useEffect(() => onCropping?.(source !== null), [source, onCropping]);

  const choose = async (file: File | null) => {
    if (!file) return;
    setError(null);
    if (!isBannerImageType(file)) {
      setError(t('banners.image.wrongType'));
      return;
    }
    const url = URL.createObjectURL(file);
    if (!(await canDecodeImage(url))) {
      URL.revokeObjectURL(url);
      setError(t('banners.image.undecodable', { name: file.name }));
      return;
    }
    if (crop) {
      setSource({ url, name: file.name });
      return;
    }
    onChange({ kind: 'new', blob: file, preview: url, name: file.name });
  };

  const remove = () => onChange({ kind: 'none', removed: true });
  const action = shown ? t('banners.image.replace') : t('banners.image.choose');

  if (source && crop) {
    return (
      <Stack gap="xs" data-testid={testId}>
        <Text fw={600} size="sm">
          {t('banners.image.cropTitle', { name: label })}
        </Text>
        <ImageCropper
          src={source.url}
          aspect={crop.width / crop.height}
          output={{ width: crop.width, height: crop.height, type: 'image/jpeg' }}
          zoomRange={[BANNER_ZOOM.min, BANNER_ZOOM.max]}
          height={crop.height > crop.width ? 410 : 256}
          confirmLabel={t('banners.image.cropConfirm')}
          onCancel={() => setSource(null)}
          onCropped={(blob) => {
            onChange({ kind: 'new', blob, preview: URL.createObjectURL(blob), name: source.name });
            setSource(null);
          }}
        />
      </Stack>
    );
  }

  return (
    <Stack gap={6} data-testid={testId}>
      <Text fw={600} size="sm">
        {label}
      </Text>
      <Box
        w={preview.width}
        maw="100%"
        style={{
          aspectRatio: `${preview.width} / ${preview.height}`,
          borderRadius: 'var(--mantine-radius-md)',
          background: 'var(--mantine-color-dark-7)',
          border: '1px solid var(--mantine-color-dark-4)',
          display: 'grid',
          placeItems: 'center',
          overflow: 'hidden',
        }}
      >
        {shown ? (
          <Image src={shown} alt={t('banners.image.preview', { name: label })} w="100%" h="100%" fit={crop ? 'cover' : 'contain'} />
        ) : (
          <Stack gap={2} align="center">
            <IconPhotoOff size={18} aria-hidden />
            <Text size="xs">{t('banners.image.none')}</Text>
          </Stack>
        )}
      </Box>
      <Text size="xs" c="dimmed" id={hintId}>
        {hint} · {t('banners.image.formats')}
      </Text>
      <Group gap="xs">
        <FileButton onChange={(file) => void choose(file)} accept={IMAGE_ACCEPT}>
          {(props) => (
            <Button
              {...props}
              size="xs"
              variant="light"
              leftSection={<IconUpload size={14} aria-hidden />}
              aria-label={t('banners.image.chooseLabel', { action, name: label })}
              aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            >
              {action}
            </Button>
          )}
        </FileButton>
        {shown && (
          <Button
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={14} aria-hidden />}
            onClick={remove}
            aria-label={t('banners.image.removeLabel', { name: label })}
          >
            {t('banners.image.remove')}
          </Button>
        )}
      </Group>
      {error && (
        <Text size="sm" c="red.4" role="alert" id={errorId}>
          {error}
        </Text>
      )}
    </Stack>
  );
}
