import { ActionIcon, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight, IconPlayerPauseFilled, IconPlayerPlayFilled } from '@tabler/icons-react';
import type { Banner, BannerSettings } from '@trilha/shared/banners/schemas';
import type { EmblaCarouselType, EmblaPluginsType } from 'embla-carousel';
import Autoplay from 'embla-carousel-autoplay';
import Fade from 'embla-carousel-fade';
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAfterPaint, useTurn } from '../../../lib/after-paint';
import { useEditPanelOpen } from '../../../lib/edit-panel';
import { useTenant } from '../../../lib/tenant';
import { loadFont } from '../../../lib/fonts';
import { releasePrepaintAfter } from '../../../lib/prepaint';
import { useBanners } from '../api/get-banners';
import { BannerSlide } from './BannerSlide';
import classes from './BannerSlideshow.module.css';

const DESKTOP = '(min-width: 768px)';

/** The plugins the carousel was given: embla's types list autoplay always, but it is there only when the slides turn. */
const pluginsOf = (embla: EmblaCarouselType | undefined): Partial<EmblaPluginsType> => embla?.plugins() ?? {};

/** The student home's banners (spec 002 §3, §4): nothing at all when the school has none. */
export function BannerSlideshow() {
  const tenantId = useTenant().data?.id;
  const banners = useBanners(tenantId);
  if (!banners.data || banners.data.banners.length === 0) return null;
  return <Slideshow banners={banners.data.banners} settings={banners.data.settings} />;
}

function Slideshow({ banners, settings }: { banners: Banner[]; settings: BannerSettings }) {
  const { t } = useTranslation();
  const count = banners.length;
  const fade = settings.banner_custom_transition_type === 'fade';
  const autoplay = settings.banner_custom_autoplay === 1 && count > 1;
  const delay = settings.banner_custom_autoplay_time * 1000;
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', false, { getInitialValueInEffect: false });
  const desktop = useMediaQuery(DESKTOP, true, { getInitialValueInEffect: false });
  const plugins = useMemo(
    () => [
      ...(fade ? [Fade()] : []),
      // Spec 002 §3: turns every autoplay_time seconds; any touch, click or key stops it for good.
      ...(autoplay ? [Autoplay({ delay, stopOnInteraction: true, stopOnFocusIn: true, playOnInit: !reducedMotion })] : []),
    ],
    [fade, autoplay, delay, reducedMotion],
  );
  // The first slide shows as laid out; embla takes over the track once it is painted (useAfterPaint).
  const started = useTurn(useAfterPaint());
  const [viewportRef, embla] = useEmblaCarousel({ loop: count > 1, duration: 28, active: started }, plugins);
  const [selected, setSelected] = useState(0);
  const [playing, setPlaying] = useState(false);
  // Embla re-creates its plugins on every re-layout (a resize), and autoplay would start over.
  const stopped = useRef(false);
  // The server drew the first slide's picture over the page (lib/prepaint.ts): it goes once ours can paint.
  const rootRef = useRef<HTMLElement>(null);
  useEffect(() => {
    releasePrepaintAfter(rootRef.current?.querySelector('img') ?? null);
  }, []);

  useEffect(() => {
    for (const banner of banners) {
      for (const font of [banner.font_headline, banner.font_title, banner.font_subtitle, banner.font_button]) if (font) void loadFont(font);
    }
  }, [banners]);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    const onReInit = () => {
      if (stopped.current) pluginsOf(embla).autoplay?.stop();
    };
    const onPointer = () => {
      stopped.current = true;
    };
    const onPlay = () => setPlaying(true);
    const onStop = () => setPlaying(false);
    onSelect();
    // Autoplay started with embla, before this subscription: its state so far is read once, the rest arrives as events.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- syncs from the external carousel on subscribing
    setPlaying(pluginsOf(embla).autoplay?.isPlaying() ?? false);
    embla
      .on('select', onSelect)
      .on('reInit', onSelect)
      .on('reInit', onReInit)
      .on('pointerDown', onPointer)
      .on('autoplay:play', onPlay)
      .on('autoplay:stop', onStop);
    return () => {
      embla
        .off('select', onSelect)
        .off('reInit', onSelect)
        .off('reInit', onReInit)
        .off('pointerDown', onPointer)
        .off('autoplay:play', onPlay)
        .off('autoplay:stop', onStop);
    };
  }, [embla]);

  // Spec 002 §3 turns the slides, but not while staff edit beside them (docs/appearance.md "Edit panel"): the panel's
  // open state holds autoplay, and closing it lets the slideshow go on unless someone stopped it.
  const panelOpen = useEditPanelOpen();
  useEffect(() => {
    if (!embla) return;
    const apply = () => {
      const plugin = pluginsOf(embla).autoplay;
      if (!plugin) return;
      if (panelOpen) plugin.stop();
      else if (!stopped.current && !reducedMotion) plugin.play();
    };
    apply();
    // Embla starts after the first paint and re-creates its plugins on a re-layout: hold them again then.
    embla.on('init', apply).on('reInit', apply);
    return () => {
      embla.off('init', apply).off('reInit', apply);
    };
  }, [embla, panelOpen, reducedMotion]);

  const stopAutoplay = useCallback(() => {
    stopped.current = true;
    pluginsOf(embla).autoplay?.stop();
  }, [embla]);
  const go = useCallback(
    (move: 'previous' | 'next' | number) => {
      if (!embla) return;
      stopAutoplay();
      if (move === 'previous') embla.scrollPrev();
      else if (move === 'next') embla.scrollNext();
      else embla.scrollTo(move);
    },
    [embla, stopAutoplay],
  );
  const toggleAutoplay = () => {
    const plugin = pluginsOf(embla).autoplay;
    if (!plugin) return;
    stopped.current = plugin.isPlaying();
    if (stopped.current) plugin.stop();
    else plugin.play();
  };

  const keyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go('previous');
    else if (event.key === 'ArrowRight') go('next');
    else return;
    event.preventDefault();
  };

  const current = banners[selected];
  return (
    <section
      ref={rootRef}
      className={`${classes.root} ${banners.some((b) => Boolean(b.url_image_vertical) || Boolean(b.url_video_vertical)) ? classes.tall : ''}`}
      aria-roledescription={t('banners.slideshow.role')}
      aria-label={t('banners.slideshow.label')}
      tabIndex={count > 1 ? 0 : undefined}
      onKeyDown={count > 1 ? keyDown : undefined}
      data-testid="banner-slideshow"
    >
      <div className={classes.viewport} ref={viewportRef}>
        <div className={classes.container}>
          {banners.map((banner, index) => (
            <BannerSlide
              key={banner.id}
              banner={banner}
              index={index}
              count={count}
              active={index === selected}
              eager={index === 0}
              desktop={desktop}
              onWatch={stopAutoplay}
            />
          ))}
        </div>
      </div>
      {count > 1 && (
        <>
          <ActionIcon
            className={classes.arrow}
            data-side="previous"
            variant="filled"
            color="dark"
            size={44}
            radius="xl"
            onClick={() => go('previous')}
            aria-label={t('banners.slideshow.previous')}
          >
            <IconChevronLeft size={24} aria-hidden />
          </ActionIcon>
          <ActionIcon
            className={classes.arrow}
            data-side="next"
            variant="filled"
            color="dark"
            size={44}
            radius="xl"
            onClick={() => go('next')}
            aria-label={t('banners.slideshow.next')}
          >
            <IconChevronRight size={24} aria-hidden />
          </ActionIcon>
          <div className={classes.bar}>
            {autoplay && (
              <ActionIcon
                variant="subtle"
                color="gray.0"
                size={28}
                radius="xl"
                onClick={toggleAutoplay}
                aria-label={t(playing ? 'banners.slideshow.pause' : 'banners.slideshow.resume')}
              >
                {playing ? <IconPlayerPauseFilled size={14} aria-hidden /> : <IconPlayerPlayFilled size={14} aria-hidden />}
              </ActionIcon>
            )}
            {banners.map((banner, index) => (
              <button
                key={banner.id}
                type="button"
                className={classes.dot}
                aria-label={t('banners.slideshow.goTo', { index: index + 1, count })}
                aria-current={index === selected ? 'true' : undefined}
                onClick={() => go(index)}
              />
            ))}
          </div>
          <VisuallyHidden aria-live="polite">
            {!playing && current
              ? t('banners.slideshow.status', { index: selected + 1, count, title: current.title || current.category })
              : ''}
          </VisuallyHidden>
        </>
      )}
    </section>
  );
}
