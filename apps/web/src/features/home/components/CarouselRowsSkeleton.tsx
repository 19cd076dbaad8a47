import { Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ContentCardSkeleton } from '../../../components/ContentCard';
import classes from './CarouselRow.module.css';

/** Placeholder rows of the carousels' usual size while they load (or bars, for the order mode). */
export function CarouselRowsSkeleton({ rows = 3, bars = false }: { rows?: number; bars?: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack gap={bars ? 'xs' : 48} role="status" aria-busy aria-label={t('homePage.loading')}>
      {Array.from({ length: rows }, (_, row) =>
        bars ? (
          <Skeleton key={row} height={66} radius="md" />
        ) : (
          <div key={row} className={classes.row}>
            <Skeleton height={28} width={240} radius="sm" />
            <div className={classes.skeletonTrack}>
              {Array.from({ length: 5 }, (_, card) => (
                <ContentCardSkeleton key={card} cardType="horizontal" />
              ))}
            </div>
          </div>
        ),
      )}
    </Stack>
  );
}
