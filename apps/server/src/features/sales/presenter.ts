import type { Language } from '@trilha/shared/platform/languages';
import { salePaths } from '@trilha/shared/sales/paths';
import type { Delivery, Integration } from '@trilha/shared/sales/schemas';
import type { DeliveryOutcome, SaleProvider } from '@trilha/shared/sales/constants';
import type { DeliveryRow } from './repo';
import { isSaleMessageKey, saleText } from './messages';

/** An integration as staff see it: the URL to paste on this host's origin, never the secret. */
export function presentIntegration(
  integration: { provider: SaleProvider; enabled: boolean; key: string; secret: string | null; mappings: Integration['mappings'] },
  origin: string,
): Integration {
  return {
    provider: integration.provider,
    enabled: integration.enabled,
    url: `${origin}${salePaths.webhook({ provider: integration.provider, key: integration.key })}`,
    has_secret: Boolean(integration.secret),
    mappings: integration.mappings,
  };
}

/** A delivery of the log; its error told in the reader's language, with what it names. */
export function presentDelivery(row: DeliveryRow, lang: Language): Delivery {
  const error = row.error && isSaleMessageKey(row.error) ? saleText(lang, row.error) : row.error;
  return {
    id: row.id,
    provider: row.provider as SaleProvider,
    event: row.event,
    transaction: row.transaction,
    email: row.email,
    outcome: row.outcome as DeliveryOutcome,
    error: error && row.errorDetail ? `${error} (${row.errorDetail})` : error,
    received_at: row.receivedAt.toISOString(),
  };
}
