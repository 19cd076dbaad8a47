import { ActionIcon, Group, Image, Stack, Text } from '@mantine/core';
import { IconCrop, IconFile, IconMovie, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { fileSize } from '../../../../lib/file-size';
import { canCrop, type PickedImage } from './composer-files';

type Props = {
  images: PickedImage[];
  files: File[];
  video: File | null;
  disabled: boolean;
  onRemoveImage: (index: number) => void;
  onCropImage: (index: number) => void;
  onRemoveFile: (index: number) => void;
  onRemoveVideo: () => void;
};

/** What the post will carry: image thumbnails, files and the video, each with its remove button. */
export function ComposerAttachments({ images, files, video, disabled, onRemoveImage, onCropImage, onRemoveFile, onRemoveVideo }: Props) {
  const { t, i18n } = useTranslation();
  if (images.length === 0 && files.length === 0 && !video) return null;
  const remove = (name: string) => t('communities.feed.composer.remove', { name });
  return (
    <Stack gap="xs" aria-label={t('communities.feed.composer.attachments')} role="group">
      {images.length > 0 && (
        <Group gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }} data-testid="composer-images">
          {images.map((image, i) => (
            <li key={image.url} style={{ position: 'relative' }}>
              <Image
                src={image.url}
                alt={t('communities.feed.composer.imageAlt', { name: image.file.name })}
                w={84}
                h={84}
                radius="sm"
                fit="cover"
              />
              <ActionIcon
                size="sm"
                radius="xl"
                color="dark"
                variant="filled"
                pos="absolute"
                top={4}
                right={4}
                aria-label={remove(image.file.name)}
                disabled={disabled}
                onClick={() => onRemoveImage(i)}
              >
                <IconX size={14} aria-hidden />
              </ActionIcon>
              {canCrop(image.file) && (
                <ActionIcon
                  size="sm"
                  radius="xl"
                  color="dark"
                  variant="filled"
                  pos="absolute"
                  bottom={4}
                  right={4}
                  aria-label={t('communities.feed.composer.crop', { name: image.file.name })}
                  disabled={disabled}
                  onClick={() => onCropImage(i)}
                >
                  <IconCrop size={14} aria-hidden />
                </ActionIcon>
              )}
            </li>
          ))}
        </Group>
      )}
      {[
        ...files.map((file, i) => ({ file, icon: <IconFile size={18} aria-hidden />, onRemove: () => onRemoveFile(i) })),
        ...(video ? [{ file: video, icon: <IconMovie size={18} aria-hidden />, onRemove: onRemoveVideo }] : []),
      ].map(({ file, icon, onRemove }) => (
        <Group key={`${file.name}-${file.size}-${file.lastModified}`} gap="xs" wrap="nowrap" data-testid="composer-file">
          {icon}
          <Text size="sm" truncate="end" style={{ flex: 1, minWidth: 0 }}>
            {file.name}
          </Text>
          <Text size="xs" c="dimmed">
            {fileSize(file.size, i18n.language)}
          </Text>
          <ActionIcon variant="subtle" color="gray" aria-label={remove(file.name)} disabled={disabled} onClick={onRemove}>
            <IconX size={16} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
    </Stack>
  );
}
