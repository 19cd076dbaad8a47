import { Alert, Badge, Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconKey } from '@tabler/icons-react';
import { SALE_SECRET_MAX, type SaleProvider } from '@trilha/shared/sales/schemas';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CopyField } from '../../../components/CopyField';
import { randomSecret, type IntegrationInput } from './integration-form';
import { saleMessage } from './sale-messages';

type Props = { provider: SaleProvider; hasSecret: boolean };

/**
 * The secret the platform signs its calls with. Hotmart's hottok and Stripe's whsec_… are pasted;
 * the webhook's is made here. Either way the saved one is never shown: an empty field keeps it.
 */
export function SecretField({ provider, hasSecret }: Props) {
  return provider === 'webhook' ? <GeneratedSecret hasSecret={hasSecret} /> : <PastedSecret provider={provider} hasSecret={hasSecret} />;
}

function PastedSecret({ provider, hasSecret }: { provider: Exclude<SaleProvider, 'webhook'>; hasSecret: boolean }) {
  const { t } = useTranslation();
  const form = useFormContext<IntegrationInput>();
  return (
    <PasswordInput
      label={t(`sales.card.secret.${provider}`)}
      placeholder={hasSecret ? t('sales.card.secretSaved') : t(`sales.card.secretPaste.${provider}`)}
      autoComplete="off"
      maxLength={SALE_SECRET_MAX}
      visibilityToggleButtonProps={{ 'aria-label': t('sales.card.showSecret') }}
      error={saleMessage(form.formState.errors.secret?.message)}
      {...form.register('secret')}
    />
  );
}

/** "Gerar segredo": the school's script needs the same secret, so it is shown once, to copy, before it is saved. */
function GeneratedSecret({ hasSecret }: { hasSecret: boolean }) {
  const { t } = useTranslation();
  const form = useFormContext<IntegrationInput>();
  const secret = useWatch({ control: form.control, name: 'secret' });
  const error = saleMessage(form.formState.errors.secret?.message);

  const generate = () => {
    form.setValue('secret', randomSecret(), { shouldDirty: true });
    form.clearErrors('secret');
  };

  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Text size="sm" fw={500}>
          {t('sales.card.secret.webhook')}
        </Text>
        {hasSecret && (
          <Badge color="green" variant="light" leftSection={<IconCheck size={12} aria-hidden />} style={{ textTransform: 'none' }}>
            {t('sales.card.secretSavedNote')}
          </Badge>
        )}
      </Group>
      {!hasSecret && !secret && (
        <Text size="sm" c="dimmed">
          {t('sales.card.secretMissing')}
        </Text>
      )}
      {secret ? (
        <>
          <CopyField label={t('sales.card.generated')} value={secret} copyLabel={t('sales.card.copySecret')} error={error} />
          <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
            {t('sales.card.generatedWarning')}
          </Alert>
        </>
      ) : (
        error && (
          <Text size="sm" c="red" role="alert">
            {error}
          </Text>
        )
      )}
      <Button variant="light" leftSection={<IconKey size={16} aria-hidden />} onClick={generate} w="fit-content">
        {t('sales.card.generate')}
      </Button>
    </Stack>
  );
}
