import { Box, Button, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { IconPhotoOff, IconTrash, IconUpload } from '@tabler/icons-react';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { UploadProgress } from './UploadProgress';

type Props = {
  /** The field's name, shown above it. */
  label: string;
  testId: string;
  /** What the field holds now: an image's preview, a video's name and status. */
  preview: ReactNode;
  hint: ReactNode;
  accept: string;
  /** The pick button's text ("Escolher", "Substituir") and, when the text alone is vague, its accessible name. */
  action: string;
  actionLabel?: string;
  /** Takes a picked file, after checking it: a message returned refuses it and is shown under the field. */
  onFile: (file: File) => string | null | Promise<string | null>;
  /** A failure after the pick (an upload that did not finish), shown as a refusal is. */
  error?: string | null;
  /** The real progress of a file on its way. */
  progress?: { value: number; label: string } | null;
  /** A file is on its way: no other pick until it is done. */
  busy?: boolean;
  /** The remove button, while there is something to remove. */
  remove?: { text: string; label?: string; onRemove: () => void } | null;
  /** The crop step of a picked image: it takes the field's place until confirmed or cancelled. */
  crop?: { title: string; cropper: ReactNode } | null;
};

/**
 * The one upload field (a banner's image and video, a community's cover): a label, what the field
 * holds, a hint, pick and remove buttons, the check of a picked file and its message, the progress
 * of an upload. What the file becomes (cropped, sent at once, kept until the form saves) is the
 * caller's.
 */
export function UploadField({
  label,
  testId,
  preview,
  hint,
  accept,
  action,
  actionLabel,
  onFile,
  error,
  progress,
  busy = false,
  remove,
  crop,
}: Props) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const hintId = useId();
  const errorId = useId();
  const shownError = refusal ?? error ?? null;

  const pick = async (file: File | null) => {
    if (!file) return;
    setRefusal(null);
    setRefusal(await onFile(file));
  };

  if (crop) {
    return (
      <Stack gap="xs" data-testid={testId}>
        <Text fw={600} size="sm">
          {crop.title}
        </Text>
        {crop.cropper}
      </Stack>
    );
  }

  return (
    <Stack gap={6} data-testid={testId}>
      <Text fw={600} size="sm">
        {label}
      </Text>
      <Stack gap={4}>
        {preview}
        {progress && <UploadProgress value={progress.value} label={progress.label} />}
      </Stack>
      <Text size="xs" c="dimmed" id={hintId}>
        {hint}
      </Text>
      <Group gap="xs">
        <FileButton onChange={(file) => void pick(file)} accept={accept} disabled={busy}>
          {(props) => (
            <Button
              {...props}
              size="xs"
              variant="light"
              leftSection={<IconUpload size={14} aria-hidden />}
              aria-label={actionLabel}
              aria-describedby={shownError ? `${hintId} ${errorId}` : hintId}
              disabled={busy}
            >
              {action}
            </Button>
          )}
        </FileButton>
        {remove && (
          <Button
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={14} aria-hidden />}
            onClick={remove.onRemove}
            aria-label={remove.label}
          >
            {remove.text}
          </Button>
        )}
      </Group>
      {shownError && (
        <Text size="sm" c="red.4" role="alert" id={errorId}>
          {shownError}
        </Text>
      )}
    </Stack>
  );
}

type PreviewProps = {
  src: string | null;
  alt: string;
  /** The box's shape (the crop's output); its width in pixels, or the field's whole width. */
  size: { width: number; height: number };
  fill?: boolean;
  fit: 'cover' | 'contain';
  /** Said in the box while it is empty. */
  empty: string;
};

/** An image field's preview box: the picture in the output's shape, or a placeholder saying there is none. */
export function UploadImagePreview({ src, alt, size, fill = false, fit, empty }: PreviewProps) {
  return (
    <Box
      w={fill ? '100%' : size.width}
      maw="100%"
      style={{
        aspectRatio: `${size.width} / ${size.height}`,
        borderRadius: 'var(--mantine-radius-md)',
        background: 'var(--mantine-color-dark-7)',
        border: '1px solid var(--mantine-color-dark-4)',
        display: 'grid',
        placeItems: 'center',
        overflow: 'hidden',
      }}
    >
      {src ? (
        <Image src={src} alt={alt} w="100%" h="100%" fit={fit} />
      ) : (
        <Stack gap={2} align="center">
          <IconPhotoOff size={18} aria-hidden />
          <Text size="xs">{empty}</Text>
        </Stack>
      )}
    </Box>
  );
}

/**
 * A picked image waiting for its crop: its object URL lives exactly as long as the crop step, and
 * the form hears when a crop is open (it holds its save meanwhile).
 */
export function useCropSource<T extends { url: string }>(onCropping?: (cropping: boolean) => void) {
  const [source, setSource] = useState<T | null>(null);
  useEffect(
    () => () => {
      if (source) URL.revokeObjectURL(source.url);
    },
    [source],
  );
  useEffect(() => onCropping?.(source !== null), [source, onCropping]);
  return [source, setSource] as const;
}
