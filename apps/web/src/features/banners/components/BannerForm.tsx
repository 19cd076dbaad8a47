import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Divider, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import {
  BANNER_CROPS,
  bannerFields,
  type Banner,
  type BannerFields,
  type BannerFieldsInput,
  type BannerImageField as ImageFieldName,
} from '@trilha/shared/banners/schemas';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api/client';
import { applyServerIssues } from '../../../lib/server-issues';
import { showError, showSuccess } from '../../../lib/toast';
import { UploadProgress } from '../../../components/UploadProgress';
import { useSaveBanner } from '../api/save-banner';
import { bannerMessage, bannerText } from './banner-messages';
import { formHasMedia, toFormData, toFormValues, toImages, type BannerImages, type ImageState } from './banner-form';
import { BannerFontsTab, FONT_BLOCKS } from './BannerFontsTab';
import { BannerImageField } from './BannerImageField';
import { BannerTextFields, isDescriptionTooLong } from './BannerTextFields';
import { BannerVideoField } from './BannerVideoField';

type Props = { tenantId: number; banner: Banner | null; onDone: () => void };

const FONT_FIELDS = new Set<string>(FONT_BLOCKS.flatMap((b) => [b.family, b.weight, b.size]));

/** The banner form: Basic and Fonts tabs, saved as one multipart request with its upload progress. */
export function BannerForm({ tenantId, banner, onDone }: Props) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<string | null>('basic');
  const form = useForm<BannerFieldsInput, unknown, BannerFields>({
    resolver: zodResolver(bannerFields),
    defaultValues: toFormValues(banner),
  });
  const { errors } = form.formState;
  const [images, setImages] = useState<BannerImages>(() => toImages(banner));
  const [uploadingVideos, setUploadingVideos] = useState({ url_video: false, url_video_vertical: false });
  const [cropping, setCropping] = useState({ url_image: false, url_image_vertical: false });
  const save = useSaveBanner(tenantId);
  const description = useWatch({ control: form.control, name: 'subtitle' });
  const videos = useWatch({ control: form.control, name: ['url_video', 'url_video_vertical'] });
  // Shown once a save was tried without media, and gone as soon as a picture or video is added.
  const [triedWithoutMedia, setTriedWithoutMedia] = useState(false);
  const mediaMissing = triedWithoutMedia && !formHasMedia({ url_video: videos[0], url_video_vertical: videos[1] }, images);

  // The previews of new images are object URLs: freed when replaced and when the modal closes.
  const current = useRef(images);
  useEffect(() => {
    current.current = images;
  }, [images]);
  useEffect(
    () => () => {
      for (const image of Object.values(current.current)) if (image.kind === 'new') URL.revokeObjectURL(image.preview);
    },
    [],
  );
  const setImage = (field: ImageFieldName) => (next: ImageState) =>
    setImages((all) => {
      const previous = all[field];
      if (previous.kind === 'new' && (next.kind !== 'new' || next.preview !== previous.preview)) URL.revokeObjectURL(previous.preview);
      // `remove_<field>=1` only matters when the banner had a stored image to clear.
      const stored = Boolean(banner?.[field]);
      return { ...all, [field]: next.kind === 'none' ? { kind: 'none', removed: stored } : next };
    });
  const onCroppingDesktop = useCallback((on: boolean) => setCropping((c) => ({ ...c, url_image: on })), []);
  const onCroppingMobile = useCallback((on: boolean) => setCropping((c) => ({ ...c, url_image_vertical: on })), []);

  const busy = uploadingVideos.url_video || uploadingVideos.url_video_vertical;
  const blocked = busy || cropping.url_image || cropping.url_image_vertical || isDescriptionTooLong(description);

  const submit = form.handleSubmit(
    (fields) => {
      if (!formHasMedia(fields, images)) {
        setTriedWithoutMedia(true);
        setTab('basic');
        return;
      }
      save.mutate(
        { id: banner?.id ?? null, form: toFormData(tenantId, fields, images) },
        {
          onSuccess: () => {
            showSuccess(bannerText(banner ? 'updated' : 'created'));
            onDone();
          },
          onError: (error) => {
            applyServerIssues(form, error);
            // Spec 001 §8: the server's error, in the reader's language when it is a banner message.
            const known = error instanceof ApiError && error.status !== 0 && error.status < 500 ? error.message : '';
            showError((known ? bannerMessage(known) : undefined) ?? t('banners.modal.saveFailed'));
          },
        },
      );
    },
    // A refused field may sit on the other tab: show the tab where it is.
    (invalid) =>
      setTab(
        Object.keys(invalid).some((name) => FONT_FIELDS.has(name)) && !Object.keys(invalid).some((name) => !FONT_FIELDS.has(name))
          ? 'fonts'
          : 'basic',
      ),
  );

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Tabs value={tab} onChange={setTab} keepMounted>
        <Tabs.List grow mb="md">
          <Tabs.Tab value="basic">{t('banners.modal.tabBasic')}</Tabs.Tab>
          <Tabs.Tab value="fonts">{t('banners.modal.tabFonts')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="basic">
          <Stack gap="lg">
            <BannerTextFields control={form.control} register={form.register} errors={errors} />
            <Divider />
            <Title order={3} fz="md">
              {t('banners.modal.imagesTitle')}
            </Title>
            {mediaMissing && (
              <Text c="var(--mantine-color-error)" size="sm" role="alert" data-testid="banner-media-missing">
                {bannerText('mediaRequired')}
              </Text>
            )}
            <BannerImageField
              testId="banner-image-desktop"
              label={t('banners.image.desktop')}
              hint={t('banners.image.desktopHint')}
              crop={BANNER_CROPS.desktop}
              value={images.url_image}
              onChange={setImage('url_image')}
              onCropping={onCroppingDesktop}
            />
            <BannerImageField
              testId="banner-image-mobile"
              label={t('banners.image.mobile')}
              hint={t('banners.image.mobileHint')}
              crop={BANNER_CROPS.mobile}
              value={images.url_image_vertical}
              onChange={setImage('url_image_vertical')}
              onCropping={onCroppingMobile}
            />
            <BannerImageField
              testId="banner-image-headline"
              label={t('banners.image.headline')}
              hint={t('banners.image.headlineHint')}
              value={images.headline_image}
              onChange={setImage('headline_image')}
            />
            <Divider />
            <Title order={3} fz="md">
              {t('banners.modal.videosTitle')}
            </Title>
            {(['url_video', 'url_video_vertical'] as const).map((name) => (
              <Controller
                key={name}
                control={form.control}
                name={name}
                render={({ field }) => (
                  <BannerVideoField
                    testId={`banner-video-${name === 'url_video' ? 'desktop' : 'mobile'}`}
                    label={t(name === 'url_video' ? 'banners.video.desktop' : 'banners.video.mobile')}
                    value={field.value ?? ''}
                    onChange={field.onChange}
                    onBusy={(on) => setUploadingVideos((u) => ({ ...u, [name]: on }))}
                  />
                )}
              />
            ))}
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="fonts">
          <BannerFontsTab control={form.control} errors={errors} />
        </Tabs.Panel>
      </Tabs>
      <Stack gap="sm" mt="xl">
        {save.progress !== null && <UploadProgress value={save.progress} label={t('banners.modal.saving')} />}
        {busy && (
          <Text size="sm" c="dimmed" role="status">
            {t('banners.modal.busyMedia')}
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={save.isPending}>
            {t('banners.modal.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending} disabled={blocked}>
            {t('banners.modal.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
