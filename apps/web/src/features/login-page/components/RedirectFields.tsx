import { Select, Stack, Switch, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DependentFields } from '../../../components/DependentFields';
import type { LoginPageForm } from './login-page-form';

/** Student pages a school most often sends people to after signing in (spec 000 §2 routes). */
const REDIRECT_PAGES = [
  { path: '/homepage', key: 'homepage' },
  { path: '/favoritos', key: 'favoritos' },
  { path: '/dashboard/profile', key: 'profile' },
  { path: '/avaliacoes', key: 'avaliacoes' },
  { path: '/notifications', key: 'notifications' },
] as const;
const CUSTOM = 'custom';

type Props = { control: Control<LoginPageForm>; errorText: (message: string | undefined) => string | undefined };

/**
 * "Avançado": redirect after login. The target select (and the free address behind "Outro
 * endereço…") is enabled only while the switch is on (spec 002 §4).
 */
export function RedirectFields({ control, errorText }: Props) {
  const { t } = useTranslation();
  const enabled = useWatch({ control, name: 'enable_redirect_login' });
  const url = useWatch({ control, name: 'redirect_url' });
  const [custom, setCustom] = useState(() => Boolean(url) && !REDIRECT_PAGES.some((page) => page.path === url));
  const data = [
    ...REDIRECT_PAGES.map((page) => ({ value: page.path, label: `${t(`loginPage.section.pages.${page.key}`)} (${page.path})` })),
    { value: CUSTOM, label: t('loginPage.section.redirectCustom') },
  ];

  return (
    <Stack gap="sm">
      <Controller
        control={control}
        name="enable_redirect_login"
        render={({ field }) => (
          <Switch
            checked={field.value}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
            onBlur={field.onBlur}
            ref={field.ref}
            label={t('loginPage.section.redirect')}
            description={t('loginPage.section.redirectDescription')}
          />
        )}
      />
      <Controller
        control={control}
        name="redirect_url"
        render={({ field, fieldState }) => (
          <DependentFields enabled={enabled}>
            <Select
              label={t('loginPage.section.redirectTarget')}
              data={data}
              value={custom ? CUSTOM : (field.value ?? null)}
              onChange={(value) => {
                setCustom(value === CUSTOM);
                field.onChange(value === CUSTOM ? '' : value);
              }}
              disabled={!enabled}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
              error={custom ? undefined : errorText(fieldState.error?.message)}
            />
            {custom && (
              <TextInput
                label={t('loginPage.section.redirectAddress')}
                description={t('loginPage.section.redirectAddressHint')}
                placeholder="https://"
                value={field.value ?? ''}
                onChange={(event) => field.onChange(event.currentTarget.value)}
                onBlur={field.onBlur}
                ref={field.ref}
                disabled={!enabled}
                maxLength={2048}
                error={errorText(fieldState.error?.message)}
              />
            )}
          </DependentFields>
        )}
      />
    </Stack>
  );
}
