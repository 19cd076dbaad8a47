import { Alert, Button, FileButton, Group, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconFilePlus, IconMovie, IconPhotoPlus } from '@tabler/icons-react';
import { POST_FILES_MAX, POST_IMAGES_MAX, POST_TEXT_MAX, POST_TITLE_MAX } from '@trilha/shared/communities/feed-constants';
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { UploadProgress } from '../../../../components/UploadProgress';
import { showSuccess } from '../../../../lib/toast';
import { useCreatePost, type UploadStage } from '../../api/feed-create-post';
import type { CommunityView } from '../../api/feed-types';
import { ComposerAttachments } from './ComposerAttachments';
import { ImageCropModal } from './ImageCropModal';
import {
  addPicked,
  FILE_ACCEPT,
  filesRules,
  IMAGE_ACCEPT,
  imagesRules,
  VIDEO_ACCEPT,
  videoProblem,
  type PickedImage,
} from './composer-files';
import { feedError, feedText } from './feed-text';

type Props = { tenant: number; view: CommunityView };

/** Characters typed of the most allowed, under a field and read with it (aria-describedby). */
function Counter({ id, count, max }: { id: string; count: number; max: number }) {
  const { t } = useTranslation();
  return (
    <Text id={id} size="xs" c="dimmed" ta="right" aria-label={t('communities.feed.composer.counter', { count, max })}>
      {count}/{max}
    </Text>
  );
}

/**
 * The composer, shaped by the community's content settings (staff always may everything): title
 * and text, up to 10 images, 5 files and one video. Each pick is checked at once (type, the
 * 15 MB rule, the counts), the upload shows its progress, and the post joins the top of the feed.
 */
export function Composer({ tenant, view }: Props) {
  const { t } = useTranslation();
  const allow = {
    text: view.text || view.can_moderate,
    images: view.images || view.can_moderate,
    files: view.allow_files || view.can_moderate,
    videos: view.videos || view.can_moderate,
  };
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const [images, setImages] = useState<PickedImage[]>([]);
  const [files, setFiles] = useState<File[]>([]);
  const [video, setVideo] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<{ stage: UploadStage; fraction: number } | null>(null);
  const create = useCreatePost(tenant, view.id, (stage, fraction) => setProgress({ stage, fraction }));
  const ids = { heading: useId(), title: useId(), text: useId(), error: useId() };
  const resetImages = useRef<() => void>(null);
  const resetFiles = useRef<() => void>(null);
  const resetVideo = useRef<() => void>(null);
  const busy = create.isPending;

  // The thumbnails' object URLs go with the composer.
  const shown = useRef(images);
  useEffect(() => {
    shown.current = images;
  }, [images]);
  useEffect(() => () => shown.current.forEach((image) => URL.revokeObjectURL(image.url)), []);

  const pickImages = (picked: File[]) => {
    const wrap = (file: File) => ({ file, url: URL.createObjectURL(file) });
    const { items, error: problem } = addPicked(images, picked, { ...imagesRules(), max: POST_IMAGES_MAX, wrap });
    setImages(items);
    setError(problem);
    resetImages.current?.();
  };
  const pickFiles = (picked: File[]) => {
    const { items, error: problem } = addPicked(files, picked, { ...filesRules(), max: POST_FILES_MAX, wrap: (file: File) => file });
    setFiles(items);
    setError(problem);
    resetFiles.current?.();
  };
  const pickVideo = (file: File | null) => {
    resetVideo.current?.();
    if (!file) return;
    const problem = videoProblem(file);
    setError(problem);
    if (!problem) setVideo(file);
  };
  const [cropping, setCropping] = useState<number | null>(null);
  const cropped = (file: File) => {
    if (cropping === null) return;
    setImages(
      images.map((image, i) => {
        if (i !== cropping) return image;
        URL.revokeObjectURL(image.url);
        return { file, url: URL.createObjectURL(file) };
      }),
    );
    setCropping(null);
  };

  const removeImage = (index: number) => {
    const gone = images[index];
    if (gone) URL.revokeObjectURL(gone.url);
    setImages(images.filter((_, i) => i !== index));
  };

  const reset = () => {
    images.forEach((image) => URL.revokeObjectURL(image.url));
    setTitle('');
    setText('');
    setImages([]);
    setFiles([]);
    setVideo(null);
  };

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    if (busy) return;
    const post = { title: title.trim(), text: text.trim(), images: images.map((i) => i.file), files, video };
    if (!post.title && !post.text && post.images.length === 0 && files.length === 0 && !video) {
      setError(feedText('postEmpty'));
      return;
    }
    setError(null);
    create.mutate(post, {
      onSuccess: () => {
        reset();
        showSuccess(t('communities.feed.composer.posted'));
      },
      onError: (failure) => setError(feedError(failure)),
      onSettled: () => setProgress(null),
    });
  };

  const stageLabel = progress?.stage === 'video' ? t('communities.feed.composer.sendingVideo') : t('communities.feed.composer.sendingPost');
  return (
    <Paper component="section" aria-labelledby={ids.heading} withBorder radius="md" p="md" data-testid="composer">
      <Title order={2} size="h5" id={ids.heading} mb="sm">
        {t('communities.feed.composer.heading')}
      </Title>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <div>
            <TextInput
              label={t('communities.feed.composer.title')}
              value={title}
              maxLength={POST_TITLE_MAX}
              onChange={(e) => setTitle(e.currentTarget.value)}
              disabled={busy}
              aria-describedby={ids.title}
            />
            <Counter id={ids.title} count={title.length} max={POST_TITLE_MAX} />
          </div>
          {allow.text ? (
            <div>
              <Textarea
                label={t('communities.feed.composer.text')}
                placeholder={t('communities.feed.composer.placeholder')}
                value={text}
                maxLength={POST_TEXT_MAX}
                autosize
                minRows={3}
                maxRows={14}
                onChange={(e) => setText(e.currentTarget.value)}
                disabled={busy}
                aria-describedby={ids.text}
              />
              <Counter id={ids.text} count={text.length} max={POST_TEXT_MAX} />
            </div>
          ) : (
            <Text size="sm" c="dimmed">
              {t('communities.feed.composer.mediaOnly')}
            </Text>
          )}
          <ComposerAttachments
            images={images}
            files={files}
            video={video}
            disabled={busy}
            onRemoveImage={removeImage}
            onCropImage={setCropping}
            onRemoveFile={(index) => setFiles(files.filter((_, i) => i !== index))}
            onRemoveVideo={() => setVideo(null)}
          />
          {error && (
            <Alert color="red" variant="light" role="alert" id={ids.error} data-testid="composer-error">
              {error}
            </Alert>
          )}
          {progress && <UploadProgress value={progress.fraction} label={stageLabel} />}
          <Group justify="space-between" gap="xs">
            <Group gap={4}>
              {allow.images && (
                <FileButton
                  onChange={pickImages}
                  accept={IMAGE_ACCEPT}
                  multiple
                  resetRef={resetImages}
                  inputProps={{ 'aria-label': t('communities.feed.composer.pickImages') }}
                >
                  {(props) => (
                    <Button
                      {...props}
                      variant="subtle"
                      size="compact-md"
                      leftSection={<IconPhotoPlus size={18} aria-hidden />}
                      disabled={busy}
                    >
                      {t('communities.feed.composer.addImages')}
                    </Button>
                  )}
                </FileButton>
              )}
              {allow.files && (
                <FileButton
                  onChange={pickFiles}
                  accept={FILE_ACCEPT}
                  multiple
                  resetRef={resetFiles}
                  inputProps={{ 'aria-label': t('communities.feed.composer.pickFiles') }}
                >
                  {(props) => (
                    <Button
                      {...props}
                      variant="subtle"
                      size="compact-md"
                      leftSection={<IconFilePlus size={18} aria-hidden />}
                      disabled={busy}
                    >
                      {t('communities.feed.composer.addFiles')}
                    </Button>
                  )}
                </FileButton>
              )}
              {allow.videos && (
                <FileButton
                  onChange={pickVideo}
                  accept={VIDEO_ACCEPT}
                  resetRef={resetVideo}
                  inputProps={{ 'aria-label': t('communities.feed.composer.pickVideo') }}
                >
                  {(props) => (
                    <Button
                      {...props}
                      variant="subtle"
                      size="compact-md"
                      leftSection={<IconMovie size={18} aria-hidden />}
                      disabled={busy || video !== null}
                    >
                      {t('communities.feed.composer.addVideo')}
                    </Button>
                  )}
                </FileButton>
              )}
            </Group>
            <Button type="submit" loading={busy}>
              {t('communities.feed.composer.submit')}
            </Button>
          </Group>
          {(allow.images || allow.files || allow.videos) && (
            <Text size="xs" c="dimmed">
              {t('communities.feed.composer.hint')}
            </Text>
          )}
        </Stack>
      </form>
      <ImageCropModal image={cropping === null ? null : (images[cropping] ?? null)} onClose={() => setCropping(null)} onCropped={cropped} />
    </Paper>
  );
}
