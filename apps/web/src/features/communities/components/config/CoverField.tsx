import { Box, Button, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { IconPhotoOff, IconTrash, IconUpload } from '@tabler/icons-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageCropper } from '../../../../components/ImageCropper';
import { isWithinUploadLimit, UPLOAD_TOO_LARGE_KEY } from '../../../../components/upload-limit';
import { showError } from '../../../../lib/toast';
import { COVER_OUTPUT, type CoverState } from './config-form';

type Props = {
  value: CoverState;
  onChange: (value: CoverState) => void;
  /** Lets the form hold its save while a crop is open. */
  onCropping: (cropping: boolean) => void;
};

/** What the server takes (docs/communities.md); the browser must also decode it to crop it. */
const COVER_ACCEPT = 'image/png,image/jpeg,image/webp,image/gif,image/heic,image/heif';
/** Spec 000 §9: config-form toasts last 4 s. */
const TOAST_MS = 4000;

/**
 * The community cover: pick (15 MB checked first, spec 000 §5), crop in place to 16:9, preview.
 * The cropped image stays in the browser until the form saves; nothing uploads here.
 */
export function CoverField({ value, onChange, onCropping }: Props) {
  const { t } = useTranslation();
  const [source, setSource] = useState<string | null>(null);
  const hintId = useId();
  const shown = value.kind === 'stored' ? value.url : value.kind === 'new' ? value.preview : null;
  const label = t('communities.config.cover');

  // The picked file's URL lives while the cropper shows it; the form owns the preview's URL.
  useEffect(
    () => () => {
      if (source) URL.revokeObjectURL(source);
    },
    [source],
  );
  useEffect(() => onCropping(source !== null), [source, onCropping]);

  const choose = (file: File | null) => {
    if (!file) return;
    if (!isWithinUploadLimit(file.size)) {
      showError(null, t(UPLOAD_TOO_LARGE_KEY), TOAST_MS);
      return;
    }
    setSource(URL.createObjectURL(file));
  };

  if (source) {
    return (
      <Stack gap="xs" data-testid="community-cover">
        <Text fw={600} size="sm">
          {t('communities.config.coverCropTitle')}
        </Text>
        <ImageCropper
          src={source}
          aspect={COVER_OUTPUT.width / COVER_OUTPUT.height}
          output={COVER_OUTPUT}
          zoomRange={[1, 5]}
          height={240}
          confirmLabel={t('communities.config.coverCropConfirm')}
          onCancel={() => setSource(null)}
          onCropped={(blob) => {
            onChange({ kind: 'new', blob, preview: URL.createObjectURL(blob) });
            setSource(null);
          }}
        />
      </Stack>
    );
  }

  const action = shown ? t('communities.config.coverReplace') : t('communities.config.coverChoose');
  return (
    <Stack gap={6} data-testid="community-cover">
      <Text fw={600} size="sm">
        {label}
      </Text>
      <Box
        w="100%"
        style={{
          aspectRatio: `${COVER_OUTPUT.width} / ${COVER_OUTPUT.height}`,
          borderRadius: 'var(--mantine-radius-md)',
          background: 'var(--mantine-color-dark-7)',
          border: '1px solid var(--mantine-color-dark-4)',
          display: 'grid',
          placeItems: 'center',
          overflow: 'hidden',
        }}
      >
        {shown ? (
          <Image src={shown} alt={t('communities.config.coverPreview')} w="100%" h="100%" fit="cover" />
        ) : (
          <Stack gap={2} align="center">
            <IconPhotoOff size={18} aria-hidden />
            <Text size="xs">{t('communities.config.coverNone')}</Text>
          </Stack>
        )}
      </Box>
      <Text size="xs" c="dimmed" id={hintId}>
        {t('communities.config.coverHint', COVER_OUTPUT)}
        {value.kind === 'new' && ` ${t('communities.config.coverPending')}`}
      </Text>
      <Group gap="xs">
        <FileButton onChange={choose} accept={COVER_ACCEPT}>
          {(props) => (
            <Button {...props} size="xs" variant="light" leftSection={<IconUpload size={14} aria-hidden />} aria-describedby={hintId}>
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
            onClick={() => onChange({ kind: 'none', removed: true })}
            aria-label={t('communities.config.coverRemoveLabel')}
          >
            {t('communities.config.coverRemove')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
