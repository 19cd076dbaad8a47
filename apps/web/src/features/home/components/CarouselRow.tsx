import { Carousel } from '@mantine/carousel';
import { Box, Loader, Text, Title } from '@mantine/core';
import { useIntersection, useReducedMotion } from '@mantine/hooks';
import type { HomeCarousel } from '@trilha/shared/home/schemas';
import type { EmblaCarouselType } from 'embla-carousel';
import Autoplay from 'embla-carousel-autoplay';
import { useEffect, useId, useMemo, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { fontStack, isFontFamily, loadFont } from '../../../lib/fonts';
import { useCarouselItems } from '../api/get-carousel';
import { carouselTitle } from './carousel-title';
import { cardTypeOf, ContentCard, ContentCardSkeleton } from '../../../components/ContentCard';
import { slideSize } from './slide-size';
import classes from './CarouselRow.module.css';

/** The carousel's saved font, weight and size (spec 002 §5); an empty font keeps the school's. */
function textStyle(font: string | null, weight: number, size: number): CSSProperties {
  return { fontFamily: font && isFontFamily(font) ? fontStack(font) : undefined, fontWeight: weight, fontSize: size };
}

/** Asks for the rest of the items once the student reaches the end of the first ones. */
function useReachedEnd(embla: EmblaCarouselType | null) {
  const [reached, setReached] = useState(false);
  useEffect(() => {
    if (!embla) return;
    const check = () => {
      if (!embla.canScrollNext()) setReached(true);
    };
    // A row whose first items all fit on screen is already at its end.
    check();
    embla.on('select', check).on('reInit', check);
    return () => {
      embla.off('select', check).off('reInit', check);
    };
  }, [embla]);
  return reached;
}

/**
 * Rows past the first few arrive without items (docs/home.md): they load once the row comes
 * within a screen of the viewport, so a home of 50 carousels costs what the student looks at.
 */
function useNearViewport() {
  const { ref, entry } = useIntersection({ rootMargin: '600px 0px' });
  const [near, setNear] = useState(false);
  if (entry?.isIntersecting && !near) setNear(true);
  return { ref, near };
}

/** One home carousel (spec 000 §7, 002 §3): heading, description and its cards in an embla slider. */
export function CarouselRow({ carousel }: { carousel: HomeCarousel }) {
  const { t } = useTranslation();
  const headingId = useId();
  const title = carouselTitle(carousel, t);
  const cardType = cardTypeOf(carousel.card_type);
  const reducedMotion = useReducedMotion();
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const reachedEnd = useReachedEnd(embla);
  const deferred = carousel.items.length === 0 && carousel.total_items > 0;
  const { ref: rowRef, near } = useNearViewport();
  const rest = useCarouselItems(carousel.id, deferred ? near : reachedEnd && carousel.total_items > carousel.items.length);
  const items = rest.data ?? carousel.items;
  const waiting = deferred && !rest.data;

  useEffect(() => {
    for (const font of [carousel.font_title, carousel.font_description]) if (font) void loadFont(font);
  }, [carousel.font_title, carousel.font_description]);

  const playing = carousel.autoplay === 1 && !reducedMotion;
  // embla keeps plugins by identity: a new instance each render would restart it.
  const plugins = useMemo(
    () => (playing ? [Autoplay({ delay: carousel.autoplay_time * 1000, stopOnInteraction: false, stopOnMouseEnter: true })] : []),
    [playing, carousel.autoplay_time],
  );

  return (
    <div className={classes.row} data-carousel-id={carousel.id} ref={rowRef}>
      <div className={classes.heading}>
        <Title
          order={2}
          id={headingId}
          style={textStyle(carousel.font_title, carousel.weight_title, carousel.size_title)}
          className={classes.title}
        >
          {title}
        </Title>
        {carousel.description && (
          <Text
            c="dimmed"
            style={textStyle(carousel.font_description, carousel.weight_description, carousel.size_description)}
            className={classes.description}
          >
            {carousel.description}
          </Text>
        )}
      </div>
      {waiting ? (
        <div className={classes.skeletonTrack} aria-busy aria-label={t('homePage.loading')}>
          {Array.from({ length: 5 }, (_, card) => (
            <ContentCardSkeleton key={card} cardType={cardType} />
          ))}
        </div>
      ) : (
        <Carousel
          aria-labelledby={headingId}
          slideSize={slideSize(cardType, carousel.cards_per_group, carousel.cards_per_group_mobile)}
          slideGap={{ base: 'sm', sm: 'md' }}
          emblaOptions={{ align: 'start', slidesToScroll: 'auto', containScroll: 'trimSnaps' }}
          plugins={plugins}
          getEmblaApi={setEmbla}
          controlSize={40}
          controlsOffset="xs"
          previousControlProps={{ 'aria-label': t('homePage.previous', { title }) }}
          nextControlProps={{ 'aria-label': t('homePage.next', { title }) }}
          classNames={{ control: classes.control, viewport: classes.viewport }}
          data-card-type={cardType}
        >
          {items.map((item, index) => (
            <Carousel.Slide
              key={`${item.kind}-${item.id}`}
              aria-label={t('homePage.slide', { index: index + 1, count: carousel.total_items })}
            >
              <ContentCard item={item} cardType={cardType} />
            </Carousel.Slide>
          ))}
        </Carousel>
      )}
      {rest.isFetching && !waiting && (
        <Box className={classes.more} role="status">
          <Loader size="xs" aria-hidden />
          <Text size="xs" c="dimmed">
            {t('homePage.loadingMore')}
          </Text>
        </Box>
      )}
    </div>
  );
}
