import { Box, Paper, Text, Textarea, TextInput } from '@mantine/core';
import { keyOfText } from '@trilha/shared/platform/translations';
import { SEO_TRANSLATIONS } from '@trilha/shared/seo/messages';
import { SEO_MAX_LENGTH, updateSeoBody, type UpdateSeoValues } from '@trilha/shared/seo/schemas';
import type { TenantReply } from '@trilha/shared/tenancy/schemas';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerIssues } from '../../../lib/server-issues';
import { showError, showSuccess } from '../../../lib/toast';
import { useTenant } from '../../../lib/tenant';
import { useUpdateSeo } from '../api/update-seo';
import { SectionForm, useSectionForm } from '../../../components/SectionForm';
import { SectionLoader } from '../../../components/SectionLoader';

/** Spec 002 §5: 192 characters turns the counter red and blocks saving. */
const BLOCKING_LENGTH = SEO_MAX_LENGTH + 1;

/** The shared schema's (and the server's) Portuguese messages, as the i18n key of the reader's language. */
const messageKey = (text: string) => {
  const key = keyOfText(SEO_TRANSLATIONS, text);
  return key ? `seo.${key}` : text;
};

/** Spec 002 "Informações & SEO": the platform's name and description for search engines. */
export function SeoSection() {
  const { t } = useTranslation();
  const tenant = useTenant();
  return (
    <SectionLoader query={tenant} failed={t('seo.failed')}>
      {(school) => <SeoForm tenant={school} />}
    </SectionLoader>
  );
}

function SeoForm({ tenant }: { tenant: TenantReply }) {
  const { t } = useTranslation();
  const update = useUpdateSeo();
  const form = useSectionForm(updateSeoBody, { name: tenant.name, description: tenant.description ?? '' }, 'onChange');
  const name = useWatch({ control: form.control, name: 'name' });
  const description = useWatch({ control: form.control, name: 'description' }) ?? '';
  const { errors } = form.formState;
  const blocked = name.length >= BLOCKING_LENGTH || description.length >= BLOCKING_LENGTH || name.trim() === '' || update.isPending;
  const message = (text: string | undefined) => (text ? t(messageKey(text)) : undefined);

  const submit = (body: UpdateSeoValues) =>
    update.mutate(
      { tenantId: tenant.id, body },
      {
        onSuccess: ({ data }) => {
          form.reset(data);
          showSuccess(t('seo.saved'));
        },
        // The spec's toast; a field the server refused also shows its reason under the field.
        onError: (error) => {
          applyServerIssues(form, error, { fields: ['name', 'description'] });
          showError(t('seo.failed'));
        },
      },
    );

  return (
    <SectionForm form={form} onSubmit={submit} saving={update.isPending} blocked={blocked}>
      <Text size="sm" c="dimmed">
        {t('seo.intro')}
      </Text>
      <Box>
        <TextInput
          label={t('seo.name')}
          placeholder={t('seo.namePlaceholder')}
          withAsterisk
          error={message(errors.name?.message)}
          {...form.register('name')}
        />
        <Counter length={name.length} />
      </Box>
      <Box>
        <Textarea
          label={t('seo.description')}
          placeholder={t('seo.descriptionPlaceholder')}
          rows={4}
          error={message(errors.description?.message)}
          {...form.register('description')}
        />
        <Counter length={description.length} />
      </Box>
      <SearchPreview name={name} description={description} />
    </SectionForm>
  );
}

function Counter({ length }: { length: number }) {
  const { t } = useTranslation();
  const over = length >= BLOCKING_LENGTH;
  return (
    <Text size="xs" ta="right" mt={4} c={over ? 'red.5' : 'dimmed'} fw={over ? 600 : undefined} data-over={over || undefined}>
      {t('seo.counter', { count: length, max: SEO_MAX_LENGTH })}
    </Text>
  );
}

/** How a results page would show the school: the reason the two fields matter. */
function SearchPreview({ name, description }: { name: string; description: string }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" radius="md" aria-label={t('seo.preview')} component="section">
      <Text size="xs" c="dimmed" mb={6}>
        {t('seo.preview')}
      </Text>
      <Text c="blue.4" fw={500} lineClamp={1}>
        {name.trim() || '—'}
      </Text>
      <Text size="sm" c="gray.4" lineClamp={2}>
        {description.trim() || '—'}
      </Text>
    </Paper>
  );
}
