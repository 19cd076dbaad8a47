import { Box, Button, Group, Slider, Stack, Text } from '@mantine/core';
import { IconZoomIn, IconZoomOut } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
// Its styles as a stylesheet of this origin, not a runtime <style> the page's CSP would refuse.
import 'react-easy-crop/react-easy-crop.css';
import { useTranslation } from 'react-i18next';
import { cropImage, type CropOutput } from './crop-image';

export type ImageCropperProps = {
  /** Object URL or address of the picture to crop. */
  src: string;
  /** Width / height of the crop frame: 1 for avatars, 16 / 9 for banners. */
  aspect: number;
  /** Exact size of the image produced, e.g. 400x400 for avatars, 1920x1080 for banners. */
  output: CropOutput;
  /** Zoom slider range; avatars use 1 to 3, banners 1 to 50. */
  zoomRange?: [min: number, max: number];
  cropShape?: 'rect' | 'round';
  /** Height of the cropping area in px; the frame fits inside it. */
  height?: number;
  confirmLabel?: string;
  /** Disables the controls while the caller uploads the result. */
  busy?: boolean;
  onCancel: () => void;
  onCropped: (image: Blob) => void;
};

/**
 * Drag to position, slider or wheel to zoom, then the chosen area is drawn to a canvas at the
 * requested size and handed back as a Blob, ready for uploadWithProgress.
 */
export function ImageCropper({
  src,
  aspect,
  output,
  zoomRange = [1, 3],
  cropShape = 'rect',
  height = 320,
  confirmLabel,
  busy = false,
  onCancel,
  onCropped,
}: ImageCropperProps) {
  const { t } = useTranslation();
  const [min, max] = zoomRange;
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(min);
  const [area, setArea] = useState<Area | null>(null);
  const [working, setWorking] = useState(false);
  const [failed, setFailed] = useState(false);

  const onCropComplete = useCallback((_: Area, pixels: Area) => setArea(pixels), []);

  const confirm = async () => {
    if (!area) return;
    setWorking(true);
    setFailed(false);
    try {
      onCropped(await cropImage(src, area, output));
    } catch {
      setFailed(true);
    } finally {
      setWorking(false);
    }
  };

  // Large ranges (banners zoom to 50x) need finer steps at the low end to stay usable.
  const step = max - min > 10 ? 0.5 : 0.05;
  return (
    <Stack gap="md">
      <Box pos="relative" h={height} bg="dark.8" style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}>
        <Cropper
          image={src}
          crop={crop}
          zoom={zoom}
          minZoom={min}
          maxZoom={max}
          aspect={aspect}
          cropShape={cropShape}
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={onCropComplete}
          disableAutomaticStylesInjection
          // The crop frame takes focus and moves with the arrow keys, so it needs a role and a name.
          cropperProps={{ role: 'group', 'aria-label': t('crop.area') }}
          mediaProps={{ alt: t('crop.imageAlt') }}
        />
      </Box>
      <Group gap="sm" wrap="nowrap">
        <IconZoomOut size={18} aria-hidden />
        <Slider
          flex={1}
          min={min}
          max={max}
          step={step}
          value={zoom}
          onChange={setZoom}
          label={(value) => `${value.toFixed(1)}x`}
          thumbLabel={t('crop.zoom')}
          disabled={busy}
        />
        <IconZoomIn size={18} aria-hidden />
      </Group>
      {failed && (
        <Text c="red.4" size="sm" role="alert">
          {t('crop.failed')}
        </Text>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={busy || working}>
          {t('common.cancel')}
        </Button>
        <Button onClick={() => void confirm()} loading={busy || working} disabled={!area}>
          {confirmLabel ?? t('crop.confirm')}
        </Button>
      </Group>
    </Stack>
  );
}
