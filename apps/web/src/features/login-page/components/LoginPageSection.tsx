import { Accordion, Input, SegmentedControl, Select, Slider, Stack, Switch, TextInput, Title } from '@mantine/core';
import {
  LOGIN_PAGE_MESSAGES,
  LOGIN_THEMES,
  OVERLAY_MAX,
  OVERLAY_MIN,
  OVERLAY_STEP,
  loginPageUpdateBody,
  loginPlacements,
} from '@trilha/shared/login-page/schemas';
import type { TenantReply } from '@trilha/shared/tenancy/schemas';
import { useId } from 'react';
import { Controller, useWatch, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerIssues } from '../../../lib/server-issues';
import { showError, showSuccess } from '../../../lib/toast';
import { useTenant } from '../../../lib/tenant';
import { useUpdateLoginPage } from '../api/update-login-page';
import { CroppedImageField } from '../../../components/CroppedImageField';
import { DependentFields } from '../../../components/DependentFields';
import { LoginPreview, type LoginCard } from './LoginPreview';
import { RedirectFields } from './RedirectFields';
import { messageKey, toFormValues, toPreviewSettings, type LoginPageForm } from './login-page-form';
import { SaveBar } from '../../../components/SaveBar';
import { useSectionForm } from '../../../components/SectionForm';
import { SectionLoader } from '../../../components/SectionLoader';

/** Spec 002 §9: edit panel toasts last 3 to 5 seconds; validation advice gets the longer one. */
const TOAST_MS = 4000;
const ADVICE_MS = 5000;

/** Edit panel › "Página de login" (spec 002 §2): every setting of the school's login page, with a live preview. */
export function LoginPageSection({ loginCard }: { loginCard: LoginCard }) {
  const { t } = useTranslation();
  const tenant = useTenant();
  return (
    <SectionLoader query={tenant} failed={t('loginPage.section.loadFailed')}>
      {(school) => <LoginPageEditor tenant={school} loginCard={loginCard} />}
    </SectionLoader>
  );
}

const fieldNames = [
  'login_theme',
  'login_theme_placement',
  'overlay_banner_login',
  'login_text',
  'title_cta_login',
  'link_cta_login',
  'login_banner',
  'login_banner_vertical',
  'redirect_url',
] as const;

function LoginPageEditor({ tenant, loginCard }: { tenant: TenantReply; loginCard: LoginCard }) {
  const { t } = useTranslation();
  const save = useUpdateLoginPage();
  const placementLabel = useId();
  const form = useSectionForm(loginPageUpdateBody, toFormValues(tenant.id, tenant.login), 'onTouched');
  const { control, register, formState } = form;
  const draft = useWatch({ control }) as Partial<LoginPageForm>;
  const cta = Boolean(draft.cta_login);
  const errorText = (message: string | undefined) => {
    const key = messageKey(message);
    return key ? t(key) : message;
  };
  const school = { name: tenant.name, logo: tenant.logo, primaryColor: tenant.theme.primary_color };

  // Spec 002 §5, §8: the custom button's two messages are toasts, titled as the spec writes them.
  const onInvalid = (errors: FieldErrors<LoginPageForm>) => {
    const ctaIssues = [
      [errors.title_cta_login?.message, 'ctaTitleMissing'],
      [errors.link_cta_login?.message, 'ctaLinkMissing'],
    ] as const;
    for (const [message, title] of ctaIssues) {
      if (message === LOGIN_PAGE_MESSAGES[title])
        showError(`${t(`loginPage.section.${title}`)}: ${t(`loginPage.errors.${title}`)}`, undefined, ADVICE_MS);
    }
  };

  const submit = form.handleSubmit((values) => {
    // Spec 002 §5: redirect_url is sent only while the redirect is on, otherwise null.
    const body = { ...values, redirect_url: values.enable_redirect_login ? values.redirect_url : null };
    save.mutate(body, {
      onSuccess: ({ data }) => {
        form.reset(toFormValues(tenant.id, data));
        showSuccess(t('loginPage.section.saved'), TOAST_MS);
      },
      onError: (error) => {
        applyServerIssues(form, error, { fields: fieldNames });
        showError(t('loginPage.section.saveFailed'), undefined, ADVICE_MS);
      },
    });
  }, onInvalid);

  return (
    <Stack gap="lg">
      <Controller
        control={control}
        name="login_theme"
        render={({ field, fieldState }) => (
          <Select
            label={t('loginPage.section.theme')}
            data={LOGIN_THEMES.map((n) => ({ value: String(n), label: t(`loginPage.section.themes.${n}`) }))}
            value={String(field.value)}
            onChange={(value) => value && field.onChange(Number(value))}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            error={errorText(fieldState.error?.message)}
          />
        )}
      />
      <Controller
        control={control}
        name="login_theme_placement"
        render={({ field }) => (
          <Input.Wrapper label={t('loginPage.section.placement')} labelElement="div" id={placementLabel}>
            <SegmentedControl
              fullWidth
              mt={4}
              aria-labelledby={`${placementLabel}-label`}
              value={field.value ?? 'center'}
              onChange={field.onChange}
              data={loginPlacements.map((p) => ({ value: p, label: t(`loginPage.section.placements.${p}`) }))}
            />
          </Input.Wrapper>
        )}
      />

      <LoginPreview settings={toPreviewSettings(draft)} school={school} loginCard={loginCard} />

      <TextInput
        label={t('loginPage.section.title')}
        description={t('loginPage.section.titleDescription')}
        maxLength={191}
        withAsterisk
        {...register('login_text')}
        error={errorText(formState.errors.login_text?.message)}
      />

      <Stack gap="sm">
        <Controller
          control={control}
          name="cta_login"
          render={({ field }) => (
            <Switch
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              ref={field.ref}
              label={t('loginPage.section.cta')}
              description={t('loginPage.section.ctaDescription')}
            />
          )}
        />
        <DependentFields enabled={cta}>
          <TextInput
            label={t('loginPage.section.ctaTitle')}
            maxLength={191}
            disabled={!cta}
            {...register('title_cta_login')}
            error={errorText(formState.errors.title_cta_login?.message)}
          />
          <TextInput
            label={t('loginPage.section.ctaLink')}
            placeholder="https://"
            type="url"
            maxLength={2048}
            disabled={!cta}
            {...register('link_cta_login')}
            error={errorText(formState.errors.link_cta_login?.message)}
          />
        </DependentFields>
      </Stack>

      <Controller
        control={control}
        name="magic_link_enabled"
        render={({ field }) => (
          <Switch
            checked={field.value}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
            ref={field.ref}
            label={t('loginPage.section.magicLink')}
            description={t('loginPage.section.magicLinkDescription')}
          />
        )}
      />

      <Controller
        control={control}
        name="overlay_banner_login"
        render={({ field }) => (
          <Input.Wrapper label={t('loginPage.section.opacity')} description={t('loginPage.section.opacityDescription')} labelElement="div">
            <Slider
              mt="xs"
              mb="lg"
              min={OVERLAY_MIN}
              max={OVERLAY_MAX}
              step={OVERLAY_STEP}
              value={field.value ?? 0}
              onChange={field.onChange}
              label={(value) => `${value}%`}
              thumbLabel={t('loginPage.section.opacity')}
              marks={[0, 50, 100].map((value) => ({ value, label: `${value}%` }))}
            />
          </Input.Wrapper>
        )}
      />

      <Stack gap="md">
        <Title order={3} size="h5">
          {t('loginPage.section.backgrounds')}
        </Title>
        <Controller
          control={control}
          name="login_banner"
          render={({ field }) => (
            <CroppedImageField
              kind="login_banner"
              label={t('loginPage.section.desktopImage')}
              value={field.value}
              onChange={field.onChange}
              zoomRange={[1, 50]}
              outputType="image/jpeg"
            />
          )}
        />
        <Controller
          control={control}
          name="login_banner_vertical"
          render={({ field }) => (
            <CroppedImageField
              kind="login_banner_vertical"
              label={t('loginPage.section.mobileImage')}
              value={field.value}
              onChange={field.onChange}
              zoomRange={[1, 50]}
              outputType="image/jpeg"
            />
          )}
        />
      </Stack>

      <Accordion variant="separated" defaultValue={tenant.login.enable_redirect_login ? 'advanced' : null}>
        <Accordion.Item value="advanced">
          <Accordion.Control>{t('loginPage.section.advanced')}</Accordion.Control>
          <Accordion.Panel>
            <RedirectFields control={control} errorText={errorText} />
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>

      {/* Not a SectionForm: the preview holds the real sign-in form, and forms cannot nest. */}
      <SaveBar dirty={formState.isDirty} saving={save.isPending} onSave={() => void submit()} />
    </Stack>
  );
}
