import { ActionIcon, Box, Group, Loader, Text, Title, VisuallyHidden } from '@mantine/core';
import { useIntersection, useReducedMotion } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { HomeCarousel } from '@trilha/shared/home/schemas';
import type { EmblaCarouselType } from 'embla-carousel';
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { useEffect, useId, useMemo, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAfterPaint, useTurn } from '../../../lib/after-paint';
import { fontStack, isFontFamily, loadFont } from '../../../lib/fonts';
import { useCarouselItems } from '../api/get-carousel';
import { carouselTitle } from './carousel-title';
import { cardTypeOf, ContentCard, ContentCardSkeleton } from '../../../components/ContentCard';
import { slideSizeVariables } from './slide-size';
import classes from './CarouselRow.module.css';

/** The carousel's saved font, weight and size (spec 002 §5); an empty font keeps the school's. */
function textStyle(font: string | null, weight: number, size: number): CSSProperties {
  return { fontFamily: font && isFontFamily(font) ? fontStack(font) : undefined, fontWeight: weight, fontSize: size };
}

/** Asks for the rest of the items once the student reaches the end of the first ones. */
function useReachedEnd(embla: EmblaCarouselType | undefined) {
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

/** Where the track stands: which arrows work and the first card in view, kept in step with embla. */
function useTrackState(embla: EmblaCarouselType | undefined) {
  const [state, setState] = useState({ prev: false, next: false, first: 0 });
  useEffect(() => {
    if (!embla) return;
    const read = () => setState({ prev: embla.canScrollPrev(), next: embla.canScrollNext(), first: embla.slidesInView()[0] ?? 0 });
    read();
    embla.on('select', read).on('reInit', read).on('slidesInView', read);
    return () => {
      embla.off('select', read).off('reInit', read).off('slidesInView', read);
    };
  }, [embla]);
  return state;
}

/**
 * One home carousel (spec 000 §7, spec 002 §3): heading, description and its cards on an embla track.
 * Embla is used directly, not through a ready-made carousel component, so that every word a
 * screen reader hears is the school's language (the one we used announced "Slide 1 of 1" in
 * English whatever the language). The arrows sit in the heading row, so they never cover a card's
 * picture or title, at any width.
 */
export function CarouselRow({ carousel, drawn = true }: { carousel: HomeCarousel; drawn?: boolean }) {
  const { t } = useTranslation();
  const headingId = useId();
  const title = carouselTitle(carousel, t);
  const cardType = cardTypeOf(carousel.card_type);
  const reducedMotion = useReducedMotion();
  const deferred = carousel.items.length === 0 && carousel.total_items > 0;
  const { ref: rowRef, near } = useNearViewport();

  useEffect(() => {
    for (const font of [carousel.font_title, carousel.font_description]) if (font) void loadFont(font);
  }, [carousel.font_title, carousel.font_description]);

  const playing = carousel.autoplay === 1 && !reducedMotion;
  // embla keeps plugins by identity: a new instance each render would restart it.
  const plugins = useMemo(
    () => (playing ? [Autoplay({ delay: carousel.autoplay_time * 1000, stopOnInteraction: false, stopOnMouseEnter: true })] : []),
    [playing, carousel.autoplay_time],
  );
  // The cards show as laid out; embla takes over the track once the row is painted and near the
  // screen, one row per frame (useTurn): a row far below starts when the student scrolls to it.
  const started = useTurn(useAfterPaint() && near);
  const [viewportRef, embla] = useEmblaCarousel(
    { align: 'start', slidesToScroll: 'auto', containScroll: 'trimSnaps', inViewThreshold: 0.6, active: started },
    plugins,
  );
  // An inactive embla still answers canScrollNext(): the arrows wait for the started one, or a
  // click on a row not yet started would do nothing.
  const track = useTrackState(started ? embla : undefined);
  const reachedEnd = useReachedEnd(started ? embla : undefined);
  const rest = useCarouselItems(carousel.id, deferred ? near : reachedEnd && carousel.total_items > carousel.items.length);
  const items = rest.data ?? carousel.items;
  const waiting = deferred && !rest.data;
  // HomeCarousels draws the rows below the first screen just after the first paint (`drawn`).
  const cardsShown = !waiting && drawn;
  const sizes = slideSizeVariables(cardType, carousel.cards_per_group, carousel.cards_per_group_mobile);

  // The arrow keys move the track while focus is inside it, as the arrows do.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') embla?.scrollNext();
    else if (event.key === 'ArrowLeft') embla?.scrollPrev();
  };

  return (
    <section
      className={classes.row}
      data-carousel-id={carousel.id}
      ref={rowRef}
      aria-labelledby={headingId}
      aria-roledescription={t('homePage.carousel')}
    >
      <div className={classes.headingRow}>
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
        <Group gap={6} wrap="nowrap" className={classes.controls}>
          {rest.isFetching && !waiting && (
            <Box className={classes.more} role="status">
              <Loader size="xs" aria-hidden />
              <Text size="xs" c="dimmed">
                {t('homePage.loadingMore')}
              </Text>
            </Box>
          )}
          {!waiting && (track.prev || track.next) && (
            <>
              <ActionIcon
                className={classes.control}
                size={40}
                radius="xl"
                aria-label={t('homePage.previous', { title })}
                aria-controls={`${headingId}-track`}
                disabled={!track.prev}
                onClick={() => embla?.scrollPrev()}
              >
                <IconChevronLeft size={20} aria-hidden />
              </ActionIcon>
              <ActionIcon
                className={classes.control}
                size={40}
                radius="xl"
                aria-label={t('homePage.next', { title })}
                aria-controls={`${headingId}-track`}
                disabled={!track.next}
                onClick={() => embla?.scrollNext()}
              >
                <IconChevronRight size={20} aria-hidden />
              </ActionIcon>
            </>
          )}
        </Group>
      </div>
      {!cardsShown ? (
        // Placeholders for a moment: the row's heading is what a screen reader needs meanwhile.
        <div className={classes.skeletonTrack} aria-hidden>
          {Array.from({ length: 5 }, (_, card) => (
            <ContentCardSkeleton key={card} cardType={cardType} />
          ))}
        </div>
      ) : (
        <div id={`${headingId}-track`} className={classes.viewport} ref={viewportRef} onKeyDown={onKeyDown} data-card-type={cardType}>
          <div className={classes.container} style={sizes}>
            {items.map((item, index) => (
              <div
                key={`${item.kind}-${item.id}`}
                className={classes.slide}
                role="group"
                aria-roledescription={t('homePage.slideRole')}
                aria-label={t('homePage.slide', { index: index + 1, count: carousel.total_items })}
              >
                <ContentCard item={item} cardType={cardType} />
              </div>
            ))}
          </div>
          {/* Where the arrows took the student, in their language; silent while the row turns by itself. */}
          <VisuallyHidden role="status" aria-live={playing ? 'off' : 'polite'} aria-atomic>
            {items.length > 0 && t('homePage.slide', { index: track.first + 1, count: carousel.total_items })}
          </VisuallyHidden>
        </div>
      )}
    </section>
  );
}
