import { Box, Button, FileButton, Group, Image, Modal, Stack, Text } from '@mantine/core';
import { IconPhotoOff, IconTrash, IconUpload } from '@tabler/icons-react';
import { IMAGE_CROPS, type ImageKind } from '@trilha/shared/media/schemas';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageCropper } from './ImageCropper';
import { showError } from '../lib/toast';
import { UploadProgress } from './UploadProgress';
import { isWithinUploadLimit, UPLOAD_TOO_LARGE_KEY } from './upload-limit';
import { useUploadSchoolImage } from './upload-school-image';

type Props = {
  kind: ImageKind;
  label: string;
  /** Defaults to the crop size ("Recortada em 1920 x 1080 px"). */
  hint?: string;
  value: string | null;
  onChange: (url: string | null) => void;
  /** Spec 002: banners zoom 1 to 50; logos need far less. */
  zoomRange?: [number, number];
  /** PNG keeps a logo's transparency; photos travel lighter as JPEG. The server re-encodes to WebP either way. */
  outputType?: 'image/png' | 'image/jpeg';
};

/**
 * The one school-image field (logos, favicon, login backgrounds): pick a file (15 MB checked in the
 * browser first), crop it to the kind's exact size, upload it with a progress bar, and hand the
 * returned URL to the form; "Remover" clears it. Saving is the form's.
 */
export function CroppedImageField({ kind, label, hint, value, onChange, zoomRange = [1, 3], outputType = 'image/png' }: Props) {
  const { t } = useTranslation();
  const crop = IMAGE_CROPS[kind];
  const [source, setSource] = useState<string | null>(null);
  const upload = useUploadSchoolImage(kind);
  const hintId = useId();
  const aspect = crop.width / crop.height;
  const vertical = aspect < 1;

  // The picked file lives as an object URL only while the cropper shows it.
  useEffect(
    () => () => {
      if (source) URL.revokeObjectURL(source);
    },
    [source],
  );

  const choose = (file: File | null) => {
    if (!file) return;
    if (!isWithinUploadLimit(file.size)) {
      showError(null, t(UPLOAD_TOO_LARGE_KEY));
      return;
    }
    setSource(URL.createObjectURL(file));
  };

  const send = (image: Blob) =>
    upload.mutate(image, {
      onSuccess: ({ url }) => {
        onChange(url);
        setSource(null);
      },
    });

  const chooseText = value ? t('imageField.replace') : t('imageField.choose');
  return (
    <Stack gap={6} data-testid={`image-field-${kind}`}>
      <Text fw={600} size="sm">
        {label}
      </Text>
      <Group gap="md" wrap="nowrap" align="center">
        <Box
          w={Math.round(Math.min(128, Math.max(40, 64 * aspect)))}
          h={64}
          style={{
            flexShrink: 0,
            borderRadius: 'var(--mantine-radius-md)',
            background: 'var(--mantine-color-dark-7)',
            border: '1px solid var(--mantine-color-dark-4)',
            display: 'grid',
            placeItems: 'center',
            overflow: 'hidden',
          }}
        >
          {value ? (
            <Image
              src={value}
              alt={t('imageField.preview', { name: label })}
              fit={kind.startsWith('login') ? 'cover' : 'contain'}
              w="100%"
              h="100%"
            />
          ) : (
            <Stack gap={2} align="center">
              <IconPhotoOff size={16} aria-hidden />
              <Text size="xs" ta="center" px={4}>
                {t('imageField.none')}
              </Text>
            </Stack>
          )}
        </Box>
        <Stack gap={6} miw={0}>
          <Text size="xs" c="dimmed" id={hintId}>
            {hint ?? t('imageField.size', crop)}
          </Text>
          <Group gap="xs">
            <FileButton onChange={choose} accept="image/png,image/jpeg,image/webp,image/gif">
              {(props) => (
                <Button
                  {...props}
                  size="xs"
                  variant="light"
                  leftSection={<IconUpload size={14} aria-hidden />}
                  aria-label={`${chooseText}: ${label}`}
                  aria-describedby={hintId}
                  disabled={upload.isPending}
                >
                  {chooseText}
                </Button>
              )}
            </FileButton>
            {value && (
              <Button
                size="xs"
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={14} aria-hidden />}
                onClick={() => onChange(null)}
                aria-label={t('imageField.removeLabel', { name: label })}
              >
                {t('imageField.remove')}
              </Button>
            )}
          </Group>
        </Stack>
      </Group>
      <Modal
        opened={source !== null}
        onClose={() => !upload.isPending && setSource(null)}
        title={t('imageField.cropTitle', { name: label })}
        size="lg"
        centered
        zIndex={300}
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        {source && (
          <Stack gap="md">
            <ImageCropper
              src={source}
              aspect={aspect}
              output={{ width: crop.width, height: crop.height, type: outputType }}
              zoomRange={zoomRange}
              height={vertical ? 420 : 300}
              confirmLabel={t('imageField.cropConfirm')}
              busy={upload.isPending}
              onCancel={() => setSource(null)}
              onCropped={send}
            />
            {upload.progress !== null && <UploadProgress value={upload.progress} />}
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
