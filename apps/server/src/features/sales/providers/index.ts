import type { SaleProvider } from '@trilha/shared/sales/constants';
import type { SaleReader } from '../sale-event';
import { readHotmart } from './hotmart';
import { readStripe } from './stripe';
import { readWebhook } from './webhook';

/** Each platform's way of proving a call and saying what it means. */
export const saleReaders: Record<SaleProvider, SaleReader> = { hotmart: readHotmart, stripe: readStripe, webhook: readWebhook };
