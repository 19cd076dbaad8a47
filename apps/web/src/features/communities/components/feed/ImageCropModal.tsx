import { Modal, SegmentedControl, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageCropper } from '../../../../components/ImageCropper';
import type { PickedImage } from './composer-files';

/** The frames a post picture may be cut to; "original" keeps the picture's own proportion. */
const FRAMES = ['original', '1:1', '4:5', '16:9'] as const;
type Frame = (typeof FRAMES)[number];
/** The longest side a cut picture keeps: the server stores posts' pictures no larger (docs/communities.md "Post media"). */
const LONG_SIDE = 2048;

const ratioOf = (frame: Frame, natural: number) => {
  if (frame === 'original') return natural;
  const [w, h] = frame.split(':').map(Number) as [number, number];
  return w / h;
};

/** Output size for an aspect, never larger than the source's own long side (no upscaling). */
function outputFor(aspect: number, sourceLong: number) {
  const long = Math.min(LONG_SIDE, sourceLong);
  return aspect >= 1
    ? { width: long, height: Math.max(1, Math.round(long / aspect)) }
    : { width: Math.max(1, Math.round(long * aspect)), height: long };
}

type Props = { image: PickedImage | null; onClose: () => void; onCropped: (file: File) => void };

/** Optional cropping of one picked picture before it is posted (react-easy-crop through the shared cropper). */
export function ImageCropModal({ image, onClose, onCropped }: Props) {
  const { t } = useTranslation();
  return (
    <Modal opened={image !== null} onClose={onClose} title={t('communities.feed.composer.cropTitle')} size="lg" centered>
      {/* Keyed by the picture: another picture starts from its own frame and size. */}
      {image && <CropBody key={image.url} image={image} onClose={onClose} onCropped={onCropped} />}
    </Modal>
  );
}

function CropBody({ image, onClose, onCropped }: Props & { image: PickedImage }) {
  const { t } = useTranslation();
  const [frame, setFrame] = useState<Frame>('original');
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);

  // The picture's own size: the "original" frame and the output's bound.
  useEffect(() => {
    const probe = new Image();
    probe.onload = () => setSize({ width: probe.naturalWidth, height: probe.naturalHeight });
    probe.src = image.url;
  }, [image.url]);

  if (!size) return null;
  const aspect = ratioOf(frame, size.width / size.height);
  return (
    <Stack gap="md">
      <SegmentedControl
        fullWidth
        value={frame}
        onChange={(value) => setFrame(FRAMES.find((f) => f === value) ?? 'original')}
        aria-label={t('communities.feed.composer.cropFrame')}
        data={FRAMES.map((value) => ({ value, label: value === 'original' ? t('communities.feed.composer.cropOriginal') : value }))}
      />
      <ImageCropper
        key={frame}
        src={image.url}
        aspect={aspect}
        output={outputFor(aspect, Math.max(size.width, size.height))}
        zoomRange={[1, 4]}
        confirmLabel={t('communities.feed.composer.cropConfirm')}
        onCancel={onClose}
        onCropped={(blob) => {
          const name = image.file.name.replace(/\.[^.]+$/, '') + '.jpg';
          onCropped(new File([blob], name, { type: blob.type || 'image/jpeg' }));
        }}
      />
    </Stack>
  );
}
