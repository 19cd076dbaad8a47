import { zodResolver } from '@hookform/resolvers/zod';
import { Group, NumberInput, Radio, Stack, Switch, Title } from '@mantine/core';
import { BANNER_REDIRECT_DELAY_MS, bannerSettings, type BannerSettings } from '@trilha/shared/banners/schemas';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { showError, showSuccess } from '../../../lib/toast';
import { useUpdateBannerSettings } from '../api/update-banner-settings';
import { bannerMessage, bannerText } from './banner-messages';
import { SaveBar } from '../../../components/SaveBar';

type Props = { tenantId: number; settings: BannerSettings };

/** Spec 002 §2 "Banner settings screen": transition type, the autoplay switch (1/0) and its time. */
export function BannerSettingsForm({ tenantId, settings }: Props) {
  const { t } = useTranslation();
  const save = useUpdateBannerSettings(tenantId);
  const form = useForm<z.input<typeof bannerSettings>, unknown, BannerSettings>({
    resolver: zodResolver(bannerSettings),
    defaultValues: settings,
  });
  const autoplay = useWatch({ control: form.control, name: 'banner_custom_autoplay' });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => {
        showSuccess(bannerText('settingsSaved'), BANNER_REDIRECT_DELAY_MS);
        // Spec 002 §2, §9: /homepage after 3 s, as a full load so the slideshow starts with the new settings.
        window.setTimeout(() => window.location.assign('/homepage'), BANNER_REDIRECT_DELAY_MS);
      },
      onError: () => showError(bannerText('settingsFailed')),
    }),
  );

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="md" component="section" aria-labelledby="banner-settings-title">
        <Title order={3} fz="md" id="banner-settings-title">
          {t('banners.settingsTitle')}
        </Title>
        <Controller
          control={form.control}
          name="banner_custom_transition_type"
          render={({ field }) => (
            <Radio.Group
              label={t('banners.transition')}
              value={field.value}
              onChange={field.onChange}
              error={bannerMessage(errors.banner_custom_transition_type?.message)}
            >
              <Group gap="lg" mt={6}>
                <Radio value="normal" label={t('banners.transitionNormal')} />
                <Radio value="fade" label={t('banners.transitionFade')} />
              </Group>
            </Radio.Group>
          )}
        />
        <Controller
          control={form.control}
          name="banner_custom_autoplay"
          render={({ field }) => (
            <Switch
              label={t('banners.autoplay')}
              checked={field.value === 1}
              onChange={(e) => field.onChange(e.currentTarget.checked ? 1 : 0)}
            />
          )}
        />
        <Controller
          control={form.control}
          name="banner_custom_autoplay_time"
          render={({ field }) => (
            <NumberInput
              label={t('banners.autoplayTime')}
              description={t('banners.autoplayTimeHint')}
              min={1}
              max={60}
              allowDecimal={false}
              maw={240}
              disabled={autoplay !== 1}
              value={field.value as number | undefined}
              onChange={(next) => field.onChange(next === '' ? undefined : Number(next))}
              onBlur={field.onBlur}
              error={bannerMessage(errors.banner_custom_autoplay_time?.message)}
            />
          )}
        />
        <SaveBar dirty={form.formState.isDirty} saving={save.isPending} />
      </Stack>
    </form>
  );
}
