import { act, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderShell } from '../../../test/render-app';
import { BannerSlideshow } from './BannerSlideshow';
import { makeBanner, serveBanners, SETTINGS } from './test-banners';

beforeAll(() => {
  // Embla watches the slides with IntersectionObserver, which jsdom lacks.
  // oxlint-disable-next-line typescript/no-unnecessary-condition -- missing in jsdom despite the DOM types
  window.IntersectionObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  } as unknown as typeof IntersectionObserver;
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('pt');
});

const internal = makeBanner({
  id: 1,
  title: 'Fotografia do zero',
  url_primary: '/cursos',
  url_image: '/files/h.webp',
  url_image_vertical: '/files/v.webp',
  font_title: 'Montserrat',
  size_title: 40,
});
const external = makeBanner({
  id: 2,
  title: 'Encontros ao vivo',
  text_button: 'Ver agenda',
  url_primary: 'https://example.com/agenda',
  order: 2,
});

describe('Student slideshow (spec 002 §3, §4)', () => {
  it('draws nothing when the school has no banners', async () => {
    const { fetch } = serveBanners([]);
    const { container } = renderShell(<BannerSlideshow />);
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(container.querySelector('[data-testid="banner-slideshow"]')).toBeNull();
  });

  it("speaks the reader's language in every word, the roles screen readers announce included (issue 12)", async () => {
    serveBanners([internal, external], {}, { ...SETTINGS, banner_custom_autoplay: 0 });
    renderShell(<BannerSlideshow />);
    const expected = {
      pt: ['Destaques', 'carrossel', 'Banner 1 de 2'],
      en: ['Highlights', 'carousel', 'Banner 1 of 2'],
      es: ['Destacados', 'carrusel', 'Banner 1 de 2'],
    };
    for (const [lang, [label, role, first]] of Object.entries(expected)) {
      await act(() => i18n.changeLanguage(lang));
      const slideshow = await screen.findByRole('region', { name: label });
      expect(slideshow).toHaveAttribute('aria-roledescription', role);
      expect(screen.getAllByTestId('banner-slide')[0]).toHaveAttribute('aria-label', first);
      expect(screen.getAllByTestId('banner-slide')[0]).toHaveAttribute('aria-roledescription', 'banner');
    }
  });

  it("removes the server's drawing of the first slide once its own picture can paint (issue 11)", async () => {
    const drawing = Object.assign(document.createElement('div'), { id: 'prepaint' });
    document.body.append(drawing);
    serveBanners([internal, external], {}, { ...SETTINGS, banner_custom_autoplay: 0 });
    renderShell(<BannerSlideshow />);
    await screen.findByRole('region', { name: 'Destaques' });
    await waitFor(() => expect(document.getElementById('prepaint')).toBeNull());
  });

  it('names the slides and dots, picks the picture by viewport and opens outside links in a new tab', async () => {
    serveBanners([internal, external], {}, { ...SETTINGS, banner_custom_autoplay: 0 });
    renderShell(<BannerSlideshow />);
    const slideshow = await screen.findByRole('region', { name: 'Destaques' });
    expect(within(slideshow).getByRole('button', { name: 'Banner 1 de 2' })).toHaveAttribute('aria-current', 'true');
    expect(within(slideshow).getByRole('button', { name: 'Próximo banner' })).toBeInTheDocument();
    // No autoplay: no pause button.
    expect(within(slideshow).queryByRole('button', { name: /troca automática/ })).toBeNull();
    const [first, second] = screen.getAllByTestId('banner-slide');
    expect(first!.querySelector('source')).toHaveAttribute('media', '(min-width: 768px)');
    expect(first!.querySelector('source')).toHaveAttribute('srcset', '/files/h.webp');
    expect(first!.querySelector('img')).toHaveAttribute('src', '/files/v.webp');
    expect(within(first!).getByRole('heading', { level: 2, name: 'Fotografia do zero' }).style.fontFamily).toContain('Montserrat');
    expect(within(first!).getByRole('link', { name: 'Assistir' })).toHaveAttribute('href', '/cursos');
    // The hidden slide is out of the tab order and of the accessibility tree.
    expect(second).toHaveAttribute('aria-hidden', 'true');
    const outside = second!.querySelector('a')!;
    expect(outside).toHaveAttribute('target', '_blank');
    expect(outside).toHaveAttribute('rel', 'noopener noreferrer');
    expect(outside).toHaveTextContent('Ver agenda(abre em nova aba)');
  });

  it('offers a pause button while autoplay is on', async () => {
    serveBanners([internal, external]);
    renderShell(<BannerSlideshow />);
    const slideshow = await screen.findByRole('region', { name: 'Destaques' });
    // The button says "Pausar" once embla has started and autoplay runs (its start waits its turn: lib/after-paint useTurn).
    const toggle = await within(slideshow).findByRole('button', { name: 'Pausar a troca automática dos banners' });
    await userEvent.click(toggle);
    expect(within(slideshow).getByRole('button', { name: 'Retomar a troca automática dos banners' })).toBeInTheDocument();
  });
});
