import { Button, Group } from '@mantine/core';
import { IconAlertTriangle, IconArrowsSort } from '@tabler/icons-react';
import type { HomeCarousel } from '@trilha/shared/home/schemas';
import type { UseQueryResult } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusMessage } from '../../../components/StatusMessage';
import { CarouselRow } from './CarouselRow';
import { CarouselRowsSkeleton } from './CarouselRowsSkeleton';

// Staff only: students never download dnd-kit.
const CarouselOrderMode = lazy(() => import('./CarouselOrderMode'));

type Props = {
  tenantId: number;
  staff: boolean;
  carousels: UseQueryResult<HomeCarousel[]>;
  ordering: boolean;
  setOrdering: (on: boolean) => void;
};

/** The home's published carousels top to bottom; staff get "Ordenar" and the in-place order mode. */
export function HomeCarousels({ tenantId, staff, carousels, ordering, setOrdering }: Props) {
  const { t } = useTranslation();
  return (
    <>
      {staff && !ordering && carousels.isSuccess && carousels.data.length > 1 && (
        <Group justify="flex-end" mb={-24}>
          <Button variant="light" leftSection={<IconArrowsSort size={18} aria-hidden />} onClick={() => setOrdering(true)}>
            {t('homePage.order.open')}
          </Button>
        </Group>
      )}
      {carousels.isPending ? (
        <CarouselRowsSkeleton />
      ) : carousels.isError ? (
        <StatusMessage
          tone="error"
          icon={<IconAlertTriangle />}
          title={t('homePage.errorTitle')}
          description={t('homePage.errorText')}
          onRetry={() => void carousels.refetch()}
        />
      ) : ordering ? (
        <Suspense fallback={<CarouselRowsSkeleton bars />}>
          <CarouselOrderMode tenantId={tenantId} carousels={carousels.data} onClose={() => setOrdering(false)} />
        </Suspense>
      ) : (
        carousels.data.map((carousel) => <CarouselRow key={carousel.id} carousel={carousel} />)
      )}
    </>
  );
}
