import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SectionLoader } from '../../../components/SectionLoader';
import { useIntegrations } from '../api/get-integrations';
import { DeliveriesLog } from './DeliveriesLog';
import type { ProductChoices } from './MappingsEditor';
import { ProviderCard } from './ProviderCard';

type Props = { tenantId: number; products: ProductChoices };

/**
 * The edit panel's "Integrações": selling through Hotmart, Stripe or any platform that can call a
 * signed webhook. One card a platform, then the log of the calls they made.
 */
export function IntegrationsPanel({ tenantId, products }: Props) {
  const { t } = useTranslation();
  const integrations = useIntegrations(tenantId);
  return (
    <Stack gap="lg">
      <Text size="sm" c="dimmed">
        {t('sales.panel.intro')}
      </Text>
      <SectionLoader query={integrations} failed={t('sales.panel.loadFailed')}>
        {(list) => (
          <Stack gap="lg">
            {list.map((integration) => (
              <ProviderCard key={integration.provider} tenantId={tenantId} integration={integration} products={products} />
            ))}
          </Stack>
        )}
      </SectionLoader>
      <DeliveriesLog tenantId={tenantId} />
    </Stack>
  );
}
