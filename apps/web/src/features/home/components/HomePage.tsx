import '@mantine/carousel/styles.css';
import { Box, Button, Container, Group, Stack, VisuallyHidden, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowsSort, IconMoodSmile } from '@tabler/icons-react';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useMe } from '../../accounts/api/get-me';
import { useBanners } from '../../banners/api/get-banners';
import { BannerSlideshow } from '../../banners/components/BannerSlideshow';
import { useMyCourses } from '../../catalog/api/get-my-courses';
import { MyCoursesShelf } from '../../catalog/components/MyCoursesShelf';
import { StatusMessage } from '../../catalog/components/StatusMessage';
import { useTenant } from '../../tenancy/api/get-tenant';
import { useHomeCarousels } from '../api/get-home-carousels';
import { setCarouselOrderMode } from '../order-mode-store';
import { CarouselRow } from './CarouselRow';
import { CarouselRowsSkeleton } from './CarouselRowsSkeleton';
import { HomeHero } from './HomeHero';
import classes from './HomePage.module.css';

// Staff only: students never download dnd-kit.
const CarouselOrderMode = lazy(() => import('./CarouselOrderMode'));

/** ?ordenar=1 opens the carousel-order mode (the Vitrine's "Ordenar vitrine" links here). */
function useOrderModeParam(staff: boolean) {
  const [params, setParams] = useSearchParams();
  const ordering = staff && params.get('ordenar') === '1';
  useEffect(() => {
    setCarouselOrderMode(ordering);
    return () => setCarouselOrderMode(false);
  }, [ordering]);
  const setOrdering = (on: boolean) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (on) next.set('ordenar', '1');
      else next.delete('ordenar');
      return next;
    });
  return [ordering, setOrdering] as const;
}

/**
 * /homepage (spec 000 §7, issue 5): the school's banners (or a greeting), its published carousels
 * top to bottom, then the student's own courses. Staff can reorder the carousels in place.
 */
export function HomePage() {
  const { t } = useTranslation();
  const tenantId = useTenant().data?.id;
  const user = useMe().data ?? undefined;
  const banners = useBanners(tenantId);
  const carousels = useHomeCarousels(tenantId);
  const courses = useMyCourses();
  const [ordering, setOrdering] = useOrderModeParam(user?.staff ?? false);

  if (tenantId === undefined || banners.isPending) {
    return <Box className={classes.pending} aria-busy aria-label={t('homePage.loading')} />;
  }
  const hasBanners = (banners.data?.banners.length ?? 0) > 0;
  const nothing = carousels.isSuccess && carousels.data.length === 0 && courses.isSuccess && courses.data.length === 0;

  return (
    <Box pb="xl">
      {/* The order mode is the page's only subject (its panel holds the h1): no banner above the bars. */}
      {ordering ? null : hasBanners ? (
        <>
          <VisuallyHidden>
            <Title order={1}>{t('homePage.greeting', { name: user?.name.split(' ')[0] ?? '' })}</Title>
          </VisuallyHidden>
          <BannerSlideshow />
        </>
      ) : (
        <HomeHero name={user?.name} />
      )}
      <Container size="xl" px={{ base: 'md', md: 'xl' }} mt="xl">
        <Stack gap={48}>
          {user?.staff && !ordering && carousels.isSuccess && carousels.data.length > 1 && (
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
          {nothing ? (
            <StatusMessage icon={<IconMoodSmile />} title={t('homePage.emptyTitle')} description={t('homePage.emptyText')} />
          ) : (
            !ordering && <MyCoursesShelf courses={courses} />
          )}
        </Stack>
      </Container>
    </Box>
  );
}
