import { Button, Group } from '@mantine/core';
import { IconAlertTriangle, IconArrowsSort } from '@tabler/icons-react';
import type { HomeCarousel } from '@trilha/shared/home/schemas';
import type { UseQueryResult } from '@tanstack/react-query';
import { lazy, startTransition, Suspense, useDeferredValue, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusMessage } from '../../../components/StatusMessage';
import { CarouselRow } from './CarouselRow';
import { CarouselRowsSkeleton } from './CarouselRowsSkeleton';

// Staff only: students never download dnd-kit.
const CarouselOrderMode = lazy(() => import('./CarouselOrderMode'));

/** The rows that fill a first screen under the banner draw their cards at once; the rest just after (useRestDrawn). */
const EAGER_ROWS = 2;

/**
 * False for the first paint, then true, set in a transition: React renders the rows below the first
 * screen in slices that yield to the browser, so a phone's first paint does not wait for every card
 * of the page and no single task blocks input for long. Every row is in the page a moment later,
 * whether the student scrolls or a screen reader reads on.
 */
function useRestDrawn() {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => startTransition(() => setDrawn(true)), 0);
    return () => window.clearTimeout(timer);
  }, []);
  return drawn;
}

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
  const restDrawn = useRestDrawn();
  // The rows are drawn from a deferred copy of the list: the render that follows the list's arrival
  // only settles the page, and React draws the rows in a background render that yields to the
  // browser every few milliseconds instead of one long task (a phone's blocking time).
  const rows = useDeferredValue(carousels.data, undefined);
  return (
    <>
      {staff && !ordering && carousels.isSuccess && carousels.data.length > 1 && (
        <Group justify="flex-end" mb={-24}>
          <Button variant="light" leftSection={<IconArrowsSort size={18} aria-hidden />} onClick={() => setOrdering(true)}>
            {t('homePage.order.open')}
          </Button>
        </Group>
      )}
      {carousels.isPending || (carousels.isSuccess && rows === undefined) ? (
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
          <CarouselOrderMode tenantId={tenantId} onClose={() => setOrdering(false)} />
        </Suspense>
      ) : (
        (rows ?? carousels.data).map((carousel, index) => (
          <CarouselRow key={carousel.id} carousel={carousel} drawn={index < EAGER_ROWS || restDrawn} />
        ))
      )}
    </>
  );
}
