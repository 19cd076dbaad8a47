import { ColorInput, Stack, Switch, Text, Title } from '@mantine/core';
import {
  APPEARANCE_REDIRECT_DELAY_MS,
  appearanceForm,
  BACKGROUND_PATHS,
  NO_BACKGROUND,
  type AppearanceForm,
  type AppearanceSettings,
} from '@trilha/shared/appearance/schemas';
import type { ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { showSuccess } from '../../../lib/toast';
import { useMe } from '../../../lib/session';
import { useAppearance } from '../../../lib/appearance';
import { useToggleLayoutSwitch, type LayoutSwitch } from '../api/toggle-layout-switch';
import { useTogglePageIndicator, type PageIndicator } from '../api/toggle-page-indicator';
import { useUpdateAppearance } from '../api/update-appearance';
import { isFontFamily } from '../../../lib/fonts';
import { BackgroundPicker } from './BackgroundPicker';
import { FontSelect } from './FontSelect';
import { CroppedImageField } from '../../../components/CroppedImageField';
import { SectionForm, useSectionForm } from '../../../components/SectionForm';
import { SectionLoader } from '../../../components/SectionLoader';

/** The settings as the form holds them: a background never set counts as "no background". */
function toForm(s: AppearanceSettings): AppearanceForm {
  const background =
    s.background_color_primary && BACKGROUND_PATHS.includes(s.background_color_primary) ? s.background_color_primary : NO_BACKGROUND;
  return {
    primary_color: s.primary_color,
    text_color: s.text_color,
    font_primary: isFontFamily(s.font_primary) ? s.font_primary : 'Poppins',
    background_color_primary: background,
    logo_square: s.logo_square,
    logo_horizontal: s.logo_horizontal,
    favicon: s.favicon,
  };
}

/** The colour inputs stand alone in the list, so their labels read like the section titles. */
const COLOR_LABEL = { labelProps: { fz: 'md', fw: 700, mb: 2 } } as const;

function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <Title order={3} fz="md" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** Spec 002 §2 Aparência, in the edit panel (the panel gives the title and the back button). */
export function AppearanceSection() {
  const { t } = useTranslation();
  const tenantId = useMe().data?.tenant_id ?? 0;
  const settings = useAppearance(tenantId);
  return (
    <SectionLoader query={settings} failed={t('appearance.loadFailed')}>
      {(loaded) => <AppearanceForm tenantId={tenantId} settings={loaded} />}
    </SectionLoader>
  );
}

function AppearanceForm({ tenantId, settings }: { tenantId: number; settings: AppearanceSettings }) {
  const { t } = useTranslation();
  const form = useSectionForm(appearanceForm, toForm(settings));
  const save = useUpdateAppearance(tenantId);
  const layout = useToggleLayoutSwitch(tenantId);
  const indicator = useTogglePageIndicator(tenantId);

  const submit = (values: AppearanceForm) =>
    save.mutate(values, {
      onSuccess: () => {
        showSuccess(t('appearance.saved'));
        // Spec 002 §9: /homepage after 1 s, as a full load so every page starts with the new theme.
        window.setTimeout(() => window.location.assign('/homepage'), APPEARANCE_REDIRECT_DELAY_MS);
      },
    });

  // While a switch saves it shows the value being sent; the answer then lands in the cache.
  const layoutChecked = (name: LayoutSwitch) =>
    layout.isPending && layout.variables.name === name ? layout.variables.on : settings[name] === 1;
  const indicatorChecked = (kind: PageIndicator) =>
    indicator.isPending && indicator.variables.kind === kind
      ? indicator.variables.on
      : kind === 'course'
        ? settings.course_page_indicator
        : settings.module_page_indicator;
  const toggleIndicator = (kind: PageIndicator, on: boolean) =>
    indicator.mutate(
      { kind, on },
      { onSuccess: () => showSuccess(t(kind === 'course' ? 'appearance.courseIndicatorSaved' : 'appearance.moduleIndicatorSaved')) },
    );

  const colorError = (field: 'primary_color' | 'text_color') => (form.formState.errors[field] ? t('appearance.colorInvalid') : undefined);

  return (
    <SectionForm form={form} onSubmit={submit} saving={save.isPending}>
      <Controller
        control={form.control}
        name="primary_color"
        render={({ field }) => (
          <ColorInput
            label={t('appearance.primaryColor')}
            {...COLOR_LABEL}
            description={t('appearance.primaryColorHint')}
            format="hex"
            eyeDropperButtonProps={{ 'aria-label': t('appearance.eyeDropper') }}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={colorError('primary_color')}
          />
        )}
      />

      <Section title={t('appearance.switchesTitle')} id="appearance-switches">
        {(['sidebar', 'showcase'] as const).map((name) => (
          <Switch
            key={name}
            label={t(`appearance.${name}`)}
            checked={layoutChecked(name)}
            disabled={layout.isPending}
            onChange={(e) => layout.mutate({ name, on: e.currentTarget.checked })}
          />
        ))}
      </Section>

      <Section title={t('appearance.indicatorsTitle')} id="appearance-indicators">
        {(['course', 'module'] as const).map((kind) => (
          <Switch
            key={kind}
            label={t(`appearance.${kind}Indicator`)}
            checked={indicatorChecked(kind)}
            disabled={indicator.isPending}
            onChange={(e) => toggleIndicator(kind, e.currentTarget.checked)}
          />
        ))}
      </Section>

      <Controller
        control={form.control}
        name="text_color"
        render={({ field }) => (
          <ColorInput
            label={t('appearance.textColor')}
            {...COLOR_LABEL}
            description={t('appearance.textColorHint')}
            format="hex"
            eyeDropperButtonProps={{ 'aria-label': t('appearance.eyeDropper') }}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={colorError('text_color')}
          />
        )}
      />

      <Section title={t('appearance.logosTitle')} id="appearance-logos">
        {(
          [
            ['logo_square', 'logoSquare'],
            ['logo_horizontal', 'logoHorizontal'],
            ['favicon', 'favicon'],
          ] as const
        ).map(([kind, key]) => (
          <Controller
            key={kind}
            control={form.control}
            name={kind}
            render={({ field }) => (
              <CroppedImageField
                kind={kind}
                label={t(`appearance.${key}`)}
                hint={t(`appearance.${key}Hint`)}
                value={field.value}
                onChange={field.onChange}
              />
            )}
          />
        ))}
      </Section>

      <Section title={t('appearance.backgroundTitle')} id="appearance-background">
        <Text size="xs">{t('appearance.backgroundHint')}</Text>
        <Controller
          control={form.control}
          name="background_color_primary"
          render={({ field }) => <BackgroundPicker value={field.value} onChange={field.onChange} labelId="appearance-background" />}
        />
      </Section>

      <Section title={t('appearance.fontTitle')} id="appearance-font">
        <Controller
          control={form.control}
          name="font_primary"
          render={({ field }) => <FontSelect value={field.value} onChange={field.onChange} />}
        />
      </Section>
    </SectionForm>
  );
}
