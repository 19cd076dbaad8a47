import { Button, VisuallyHidden } from '@mantine/core';
import { IconExternalLink, IconPlayerPlayFilled } from '@tabler/icons-react';
import type { Banner } from '@trilha/shared/banners/schemas';
import { useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fontStack } from '../../../lib/fonts';
import { BannerVideo, type BannerVideoHandle } from './BannerVideo';
import classes from './BannerSlideshow.module.css';

type Props = {
  banner: Banner;
  index: number;
  count: number;
  active: boolean;
  /** The first slide's picture is the page's largest: fetched at once, the others when needed. */
  eager: boolean;
  desktop: boolean;
  /** The student pressed play: the slideshow stops turning. */
  onWatch: () => void;
};

/** Spec 002 §3: a text block in its saved font, weight and size (smaller on phones, never tiny). */
function textStyle(font: string | null, weight: number, size: number): CSSProperties {
  return {
    fontFamily: font ? fontStack(font) : undefined,
    fontWeight: weight,
    fontSize: `max(${Math.min(size, 14)}px, calc(${size}px * var(--banner-text-scale)))`,
  };
}

const isInternal = (url: string) => url.startsWith('/') && !url.startsWith('//');
/** The first address set: an empty one counts as none. */
const firstSet = (...urls: (string | null)[]) => urls.find(Boolean) ?? null;

export function BannerSlide({ banner, index, count, active, eager, desktop, onWatch }: Props) {
  const { t } = useTranslation();
  const video = useRef<BannerVideoHandle>(null);
  const [watching, setWatching] = useState(false);
  const desktopImage = banner.url_image ?? banner.url_image_vertical;
  const mobileImage = banner.url_image_vertical ?? banner.url_image;
  const videoSrc = desktop ? firstSet(banner.url_video, banner.url_video_vertical) : firstSet(banner.url_video_vertical, banner.url_video);
  const name = banner.title || banner.category || t('banners.slideshow.label');

  // Leaving the slide ends the watching (adjusted while rendering, not after an extra commit).
  if (!active && watching) setWatching(false);

  const watch = () => {
    setWatching(true);
    onWatch();
    video.current?.watch();
  };

  const link = banner.url_primary ?? '';
  const buttonStyle = textStyle(banner.font_button, banner.weight_text_button, banner.size_text_button);
  const cta =
    banner.text_button && link ? (
      isInternal(link) ? (
        <Button component={Link} to={link} size="md" radius="md" styles={{ label: buttonStyle }}>
          {banner.text_button}
        </Button>
      ) : (
        <Button
          component="a"
          href={link}
          target="_blank"
          rel="noopener noreferrer"
          size="md"
          radius="md"
          styles={{ label: buttonStyle }}
          rightSection={<IconExternalLink size={16} aria-hidden />}
        >
          {banner.text_button}
          <VisuallyHidden>{t('banners.slideshow.opensInNewTab')}</VisuallyHidden>
        </Button>
      )
    ) : null;

  return (
    <div
      className={`${classes.slide} ${watching ? classes.watching : ''}`}
      role="group"
      aria-roledescription={t('banners.slideshow.slideRole')}
      aria-label={t('banners.slideshow.goTo', { index: index + 1, count })}
      aria-hidden={!active}
      inert={!active}
      data-testid="banner-slide"
    >
      <div className={classes.media}>
        {desktopImage && (
          <picture>
            {banner.url_image && <source media="(min-width: 768px)" srcSet={banner.url_image} />}
            <img
              className={classes.image}
              src={mobileImage ?? undefined}
              alt=""
              loading={eager ? 'eager' : 'lazy'}
              fetchPriority={eager ? 'high' : 'auto'}
              decoding="async"
            />
          </picture>
        )}
        {videoSrc && (
          <BannerVideo ref={video} src={videoSrc} active={active} className={classes.video} onEnded={() => setWatching(false)} />
        )}
        <div className={classes.shade} />
        <div className={classes.content}>
          {banner.headline_image && (
            <img className={classes.headlineImage} src={banner.headline_image} alt="" loading={eager ? 'eager' : 'lazy'} />
          )}
          {banner.category && (
            <p className={classes.category} style={textStyle(banner.font_headline, banner.weight_headline, banner.size_headline)}>
              {banner.category}
            </p>
          )}
          {banner.title && (
            <h2 className={classes.title} style={textStyle(banner.font_title, banner.weight_title, banner.size_title)}>
              {banner.title}
            </h2>
          )}
          {banner.subtitle && (
            <p className={classes.description} style={textStyle(banner.font_subtitle, banner.weight_subtitle, banner.size_subtitle)}>
              {banner.subtitle}
            </p>
          )}
          {(cta ?? videoSrc) && (
            <div className={classes.actions}>
              {cta}
              {videoSrc && (
                <Button
                  variant="white"
                  color="dark"
                  size="md"
                  radius="md"
                  leftSection={<IconPlayerPlayFilled size={16} aria-hidden />}
                  onClick={watch}
                  aria-label={t('banners.slideshow.playVideo', { title: name })}
                >
                  {t('banners.slideshow.watch')}
                </Button>
              )}
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
