import { ActionIcon, Switch, Text, TextInput } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { SIGNUP_TRANSLATIONS, signupSettingBody, type SignupSetting, type SignupSettingBody } from '@trilha/shared/accounts/signup';
import { keyOfText } from '@trilha/shared/platform/translations';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { OptionMultiSelect, type SelectOption } from '../../../components/OptionSelect';
import { SectionForm, useSectionForm } from '../../../components/SectionForm';
import { SectionLoader } from '../../../components/SectionLoader';
import { applyServerIssues } from '../../../lib/server-issues';
import { showError, showSuccess } from '../../../lib/toast';
import { useSaveSignupSetting } from '../api/save-signup-setting';
import { useSignupSetting } from '../api/get-signup-setting';

/** The school's products a sign-up may receive: the products feature owns that list, and the edit panel hands it in. */
export type SignupProductChoices = { options: SelectOption[] | undefined; loading: boolean; failed: boolean };

type Props = { tenantId: number; products: SignupProductChoices };

/** The sign-up page's path, as the router registers it. */
const SIGNUP_PAGE = '/cadastro';

/** The shared schema's (and the server's) Portuguese messages, as the i18n key of the reader's language. */
const messageKey = (text: string) => {
  const key = keyOfText(SIGNUP_TRANSLATIONS, text);
  return key ? `signupAdmin.messages.${key}` : text;
};

/**
 * The edit panel's "Cadastro": open sign-up (CONTRACT "Products, students and access"). The switch
 * lets anyone create an account from the login page, confirmed by e-mail; the products are what each
 * such account receives; the link is the page to share.
 */
export function SignupSettings({ tenantId, products }: Props) {
  const { t } = useTranslation();
  const setting = useSignupSetting(tenantId);
  return (
    <SectionLoader query={setting} failed={t('signupAdmin.failed')}>
      {(loaded) => <SignupSettingsForm tenantId={tenantId} setting={loaded} products={products} />}
    </SectionLoader>
  );
}

function SignupSettingsForm({ tenantId, setting, products }: Props & { setting: SignupSetting }) {
  const { t } = useTranslation();
  const save = useSaveSignupSetting(tenantId);
  const form = useSectionForm(signupSettingBody, { mode: setting.mode, product_ids: setting.product_ids });
  const { errors } = form.formState;
  const message = (text: string | undefined) => (text ? t(messageKey(text)) : undefined);

  const submit = (body: SignupSettingBody) =>
    save.mutate(body, {
      onSuccess: (saved) => {
        form.reset(saved);
        showSuccess(t('signupAdmin.messages.saved'));
      },
      // A field the server refused shows its reason under the field; the toast says the save failed.
      onError: (error) => {
        const { placed } = applyServerIssues(form, error, { fields: ['mode', 'product_ids'] });
        if (placed.length > 0) showError(null, t('signupAdmin.saveFailed'));
        else showError(error, t('signupAdmin.saveFailed'));
      },
    });

  return (
    <SectionForm form={form} onSubmit={submit} saving={save.isPending}>
      <Text size="sm" c="dimmed">
        {t('signupAdmin.intro')}
      </Text>
      <Controller
        control={form.control}
        name="mode"
        render={({ field }) => (
          <Switch
            label={t('signupAdmin.open')}
            description={t('signupAdmin.openHint')}
            checked={field.value === 'open'}
            onChange={(e) => field.onChange(e.currentTarget.checked ? 'open' : 'closed')}
            onBlur={field.onBlur}
            error={message(errors.mode?.message)}
          />
        )}
      />
      <Controller
        control={form.control}
        name="product_ids"
        // Numbers here; the schema's input type (coerced ids, as a route's params) is wider.
        render={({ field }) => (
          <OptionMultiSelect
            label={t('signupAdmin.products')}
            description={products.failed ? t('signupAdmin.productsFailed') : t('signupAdmin.productsHint')}
            options={products.options}
            loading={products.loading}
            value={field.value as number[]}
            onChange={field.onChange}
            error={message(errors.product_ids?.message ?? errors.product_ids?.root?.message)}
          />
        )}
      />
      <SignupLink />
    </SectionForm>
  );
}

/** The page to share, with the school's own address: read-only, with a button that copies it. */
function SignupLink() {
  const { t } = useTranslation();
  const url = `${window.location.origin}${SIGNUP_PAGE}`;
  const copy = async () => {
    // The clipboard needs a secure context; without it the toast shows the link.
    try {
      await navigator.clipboard.writeText(url);
      showSuccess(t('signupAdmin.copied'));
    } catch {
      showError(null, t('signupAdmin.copyFailed', { url }), 8000);
    }
  };
  return (
    <TextInput
      label={t('signupAdmin.link')}
      description={t('signupAdmin.linkHint')}
      value={url}
      readOnly
      onFocus={(e) => e.currentTarget.select()}
      rightSection={
        <ActionIcon variant="subtle" aria-label={t('signupAdmin.copy')} onClick={() => void copy()}>
          <IconCopy size={18} aria-hidden />
        </ActionIcon>
      }
    />
  );
}
