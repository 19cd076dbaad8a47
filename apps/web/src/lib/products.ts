import { catalogPaths } from '@trilha/shared/catalog/paths';
import type { productsReply } from '@trilha/shared/catalog/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from './api/client';
import { CACHE } from './api/query-client';
import { productsKey } from './query-keys';

type ProductsReply = z.infer<typeof productsReply>;

/** One product a form may offer: its id and title (components/OptionSelect's SelectOption has this shape). */
export type ProductOption = { value: number; label: string };

/**
 * The school's products (spec 000 §3 "Option lists"). The Página de aula forms (marquee, live), the
 * Comunidade forms and the course studio share this one key, so the list is fetched once for all.
 *
 * Kept 30 minutes: the community side may keep its data up to an hour (spec 000 §9), the lesson
 * page 30 minutes, and one cached reply has one lifetime, so the shorter one holds both to their
 * bound. Nothing invalidates the list (products are edited elsewhere), so this lifetime alone
 * bounds how long a product made inactive is still offered; the server refuses it either way.
 */
const productsQuery = (tenantId: number) =>
  queryOptions({
    queryKey: productsKey(tenantId),
    queryFn: () => api<ProductsReply>(catalogPaths.products()),
    staleTime: CACHE.thirtyMinutes,
  });

/** The active products as options (spec 001 §3 "Product (read only)": inactive products are excluded). */
const activeOptions = (reply: ProductsReply): ProductOption[] =>
  reply.data.filter((p) => p.status === 'active').map((p) => ({ value: p.id, label: p.title }));

export const useActiveProducts = (tenantId: number) => useQuery({ ...productsQuery(tenantId), select: activeOptions });

/** Every product with its status: where a list names the products already chosen, inactive ones included (the course studio). */
export const useSchoolProducts = (tenantId: number) => useQuery({ ...productsQuery(tenantId), select: (reply) => reply.data });

/** Mantine's Select and MultiSelect hold string values: the same options with the id as text. */
export const withTextValues = (options: readonly ProductOption[]) => options.map((o) => ({ value: String(o.value), label: o.label }));
