import { Code, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { integrationBody, type Integration, type IntegrationBody, type SaleProvider } from '@trilha/shared/sales/schemas';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CopyField } from '../../../components/CopyField';
import { SectionForm, useSectionForm } from '../../../components/SectionForm';
import { applyServerIssues } from '../../../lib/server-issues';
import { showError, showSuccess } from '../../../lib/toast';
import { useSaveIntegration } from '../api/save-integration';
import { fieldOfIssue, valuesOf } from './integration-form';
import { MappingsEditor, type ProductChoices } from './MappingsEditor';
import { failureOf, saleMessage } from './sale-messages';
import { SecretField } from './SecretField';

type Props = { tenantId: number; integration: Integration; products: ProductChoices };

/**
 * One platform: how to connect it, the switch, the URL to paste there, its secret and its product
 * mappings, saved together. The server's refusals go under the fields they name.
 */
export function ProviderCard({ tenantId, integration, products }: Props) {
  const { t } = useTranslation();
  const { provider } = integration;
  const titleId = useId();
  const save = useSaveIntegration(tenantId);
  const form = useSectionForm(integrationBody, valuesOf(integration));

  const submit = ({ secret, ...rest }: IntegrationBody) => {
    // Nothing typed or generated: the secret is left out, and the server keeps the saved one.
    const body: IntegrationBody = secret ? { ...rest, secret } : rest;
    save.mutate(
      { provider, body },
      {
        onSuccess: (saved) => {
          form.reset(valuesOf(saved));
          showSuccess(t('sales.messages.saved'));
        },
        onError: (error) => {
          const { placed } = applyServerIssues(form, error, {
            fields: fieldOfIssue,
            message: (text) => saleMessage(text) ?? text,
            shouldFocus: true,
          });
          if (placed.length === 0) showError(null, failureOf(error));
        },
      },
    );
  };

  return (
    <Paper component="section" withBorder radius="md" p={{ base: 'sm', sm: 'md' }} aria-labelledby={titleId} data-provider={provider}>
      <SectionForm form={form} onSubmit={submit} saving={save.isPending} gap="md">
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Title order={3} size="h4" id={titleId}>
            {t(`sales.providers.${provider}`)}
          </Title>
          <Controller
            control={form.control}
            name="enabled"
            render={({ field }) => (
              <Switch
                label={t('sales.card.enabled')}
                checked={field.value}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
                onBlur={field.onBlur}
                ref={field.ref}
              />
            )}
          />
        </Group>
        <HowTo provider={provider} />
        <CopyField
          label={t('sales.card.url')}
          description={t('sales.card.urlHint')}
          value={integration.url}
          copyLabel={t('sales.card.copyUrl')}
        />
        <SecretField provider={provider} hasSecret={integration.has_secret} />
        <MappingsEditor provider={provider} products={products} />
      </SectionForm>
    </Paper>
  );
}

/** The generic webhook's body, as its how-to describes it field by field. */
const WEBHOOK_EXAMPLE = JSON.stringify(
  {
    event: 'grant',
    transaction_id: 'pedido-1042',
    email: 'ana@exemplo.com',
    name: 'Ana Souza',
    external_id: 'curso-fotografia',
    expires_at: null,
  },
  null,
  2,
);

/** The school owner's steps on the platform's side; the webhook's come with an example to copy from. */
function HowTo({ provider }: { provider: SaleProvider }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {t(`sales.howTo.${provider}`)}
      </Text>
      {provider === 'webhook' && (
        <>
          <Text size="xs" c="dimmed">
            {t('sales.howTo.example')}
          </Text>
          <Code block style={{ overflowX: 'auto' }}>
            {WEBHOOK_EXAMPLE}
          </Code>
        </>
      )}
    </Stack>
  );
}
