import { ActionIcon, Group, Modal, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconDownload, IconFileText } from '@tabler/icons-react';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Post } from '../../api/feed-types';
import { fileSize } from '../../../../lib/file-size';
import classes from './PostMedia.module.css';

const SHOWN = 4;

/** A post's media: its pictures (a larger view on click), its video and its files to download. */
export function PostMedia({ post }: { post: Post }) {
  if (post.images.length === 0 && post.videos.length === 0 && post.files.length === 0) return null;
  return (
    <Stack gap="sm">
      {post.images.length > 0 && <PostImages post={post} />}
      {post.videos.map((video) => (
        <PostVideo key={video.url} url={video.url} name={video.name} />
      ))}
      {post.files.length > 0 && <PostFiles files={post.files} />}
    </Stack>
  );
}

function PostImages({ post }: { post: Post }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
  const { images } = post;
  const total = images.length;
  const alt = (i: number) => t('communities.post.imageAlt', { n: i + 1, total, name: post.user.name });
  const shown = images.slice(0, SHOWN);
  return (
    <>
      <ul
        className={classes.grid}
        data-count={Math.min(total, SHOWN)}
        aria-label={t('communities.post.images')}
        style={{ listStyle: 'none', margin: 0, padding: 0 }}
      >
        {shown.map((image, i) => (
          <li key={image.url}>
            <button
              type="button"
              className={classes.thumb}
              onClick={() => setOpen(i)}
              aria-label={t('communities.post.openImage', { n: i + 1, total })}
            >
              <img src={image.url} alt={alt(i)} loading="lazy" decoding="async" />
              {i === SHOWN - 1 && total > SHOWN && (
                <span className={classes.more} aria-hidden>
                  {t('communities.post.moreImages', { count: total - SHOWN })}
                </span>
              )}
            </button>
          </li>
        ))}
      </ul>
      <ImageViewer images={images} index={open} alt={alt} onChange={setOpen} />
    </>
  );
}

type ViewerProps = { images: Post['images']; index: number | null; alt: (i: number) => string; onChange: (index: number | null) => void };

/** The larger view: one picture at a time, with previous and next (buttons and arrow keys). */
function ImageViewer({ images, index, alt, onChange }: ViewerProps) {
  const { t } = useTranslation();
  const total = images.length;
  const image = index === null ? undefined : images[index];
  const go = (step: number) => index !== null && onChange((index + step + total) % total);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(-1);
    if (event.key === 'ArrowRight') go(1);
  };
  return (
    <Modal
      opened={image !== undefined}
      onClose={() => onChange(null)}
      title={index === null ? '' : t('communities.post.viewer', { n: index + 1, total })}
      size="xl"
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {image && index !== null && (
        <Stack gap="sm" onKeyDown={onKeyDown}>
          <img className={classes.viewer} src={image.url} alt={alt(index)} />
          {total > 1 && (
            <Group justify="center" gap="md">
              <ActionIcon variant="default" size="lg" aria-label={t('communities.post.previous')} onClick={() => go(-1)}>
                <IconChevronLeft size={20} aria-hidden />
              </ActionIcon>
              <ActionIcon variant="default" size="lg" aria-label={t('communities.post.next')} onClick={() => go(1)}>
                <IconChevronRight size={20} aria-hidden />
              </ActionIcon>
            </Group>
          )}
        </Stack>
      )}
    </Modal>
  );
}

function PostVideo({ url, name }: { url: string; name: string }) {
  const { t } = useTranslation();
  // The member's own video: no captions to offer; the player's controls are the browser's.
  return <video className={classes.video} src={url} controls preload="metadata" aria-label={t('communities.post.video', { name })} />;
}

function PostFiles({ files }: { files: Post['files'] }) {
  const { t, i18n } = useTranslation();
  return (
    <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('communities.post.files')}>
      {files.map((file) => (
        <li key={file.url}>
          {/* Served as an attachment (docs/communities.md): the browser saves it, never opens it on the school's site. */}
          <a className={classes.file} href={file.url} download={file.name} data-testid="post-file">
            <IconFileText size={22} aria-hidden />
            <VisuallyHidden>{t('communities.post.download')}</VisuallyHidden>
            <Text size="sm" fw={600} truncate="end" style={{ flex: 1, minWidth: 0 }}>
              {file.name}
            </Text>
            <Text size="xs" c="dimmed">
              {fileSize(file.size_bytes, i18n.language)}
            </Text>
            <IconDownload size={18} aria-hidden />
          </a>
        </li>
      ))}
    </Stack>
  );
}
