import { productsKey } from '../../../lib/query-keys';

/**
 * The staff's products, under the school's shared products key: a write that invalidates that key
 * refreshes the option lists other sections offer and this list alike.
 */
export const productKeys = {
  admin: (tenantId: number) => [...productsKey(tenantId), 'admin'] as const,
};
