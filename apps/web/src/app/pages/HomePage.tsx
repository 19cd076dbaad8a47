import { Box, Container, Stack, Title, VisuallyHidden } from '@mantine/core';
import { IconMoodSmile } from '@tabler/icons-react';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusMessage } from '../../components/StatusMessage';
import { CustomHtmlBlocks } from '../../components/custom-html/CustomHtmlBlocks';
import { useBanners } from '../../features/banners/api/get-banners';
import { BannerSlideshow } from '../../features/banners/components/BannerSlideshow';
import { useMyCourses } from '../../features/catalog/api/get-my-courses';
import { MyCoursesShelf } from '../../features/catalog/components/MyCoursesShelf';
import { useHomeCarousels } from '../../features/home/api/get-home-carousels';
import { HomeCarousels } from '../../features/home/components/HomeCarousels';
import { HomeHero } from '../../features/home/components/HomeHero';
import { useOrderModeParam } from '../../features/home/use-order-mode';
import { useReleasePrepaint } from '../../lib/prepaint';
import { useMe } from '../../lib/session';
import { useTenant } from '../../lib/tenant';
import classes from './HomePage.module.css';

/**
 * /homepage (spec 000 §7, docs/home.md) puts three areas on one screen, so it is composed here: the
 * school's banners (or a greeting), its published carousels, then the student's own courses.
 */
export function HomePage() {
  const { t } = useTranslation();
  const tenantId = useTenant().data?.id;
  const user = useMe().data ?? undefined;
  const banners = useBanners(tenantId);
  const carousels = useHomeCarousels(tenantId);
  const courses = useMyCourses();
  const [ordering, setOrdering] = useOrderModeParam(user?.staff ?? false);

  // The page's first full draw (banner, rows, shelf) happens in a background render that yields to
  // the browser every few milliseconds: each query's answer re-renders at once, and drawing the whole
  // page in that urgent render was one long task on a phone.
  const ready = useDeferredValue(tenantId !== undefined && !banners.isPending, false);
  const hasBanners = (banners.data?.banners.length ?? 0) > 0;
  // The server's drawing of the first banner is the slideshow's to release; without one, it goes now.
  useReleasePrepaint(ready && (!hasBanners || ordering));

  if (tenantId === undefined || !ready) {
    return <Box className={classes.pending} role="status" aria-busy aria-label={t('homePage.loading')} />;
  }
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
          <HomeCarousels
            tenantId={tenantId}
            staff={user?.staff ?? false}
            carousels={carousels}
            ordering={ordering}
            setOrdering={setOrdering}
          />
          {nothing ? (
            <StatusMessage icon={<IconMoodSmile />} title={t('homePage.emptyTitle')} description={t('homePage.emptyText')} />
          ) : (
            !ordering && <MyCoursesShelf courses={courses} />
          )}
          {/* The school's own blocks close the page; the order mode is about the carousels alone. */}
          {!ordering && <CustomHtmlBlocks page="homepage" />}
        </Stack>
      </Container>
    </Box>
  );
}
