import { carouselPaths } from '@trilha/shared/carousels/paths';
import type { CarouselItem } from '@trilha/shared/carousels/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { vitrineKey } from './keys';

type Target = { tenantId: number; carouselId: number; type: number };

const getCarouselItems = ({ tenantId, carouselId, type }: Target) =>
  api<{ data: CarouselItem[] }>(carouselPaths.items({ tenant: tenantId, carouselId, type })).then((r) => r.data);

/** One carousel's stored items; spec 002 §2: loaded only when its row is expanded. */
export const carouselItemsQuery = (target: Target) =>
  queryOptions({ queryKey: [...vitrineKey(target.tenantId), 'items', target.carouselId], queryFn: () => getCarouselItems(target) });

export const useCarouselItems = (target: Target, enabled: boolean) => useQuery({ ...carouselItemsQuery(target), enabled });
