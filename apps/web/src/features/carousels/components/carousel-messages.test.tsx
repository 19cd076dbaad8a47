import { act, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CAROUSEL_MESSAGES } from '@trilha/shared/carousels/constants';
import { CAROUSEL_TRANSLATIONS, type CarouselMessageKey } from '@trilha/shared/carousels/messages';
import { languages } from '@trilha/shared/platform/languages';
import i18n from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showError } from '../../../lib/toast';
import { renderShell } from '../../../test/render-app';
import { useCarouselMessages } from './carousel-messages';
import { CarouselModal } from './CarouselModal';
import { resourceRoutes, serve } from './test-server';

vi.mock('../../../lib/toast', () => ({ showSuccess: vi.fn(), showError: vi.fn() }));

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  await i18n.changeLanguage('pt');
});

describe("carousel messages in the reader's language (spec 000 §8; docs/decisions/0005: one shared table)", { timeout: 20_000 }, () => {
  it('every CAROUSEL_MESSAGES text, and every key, reads the shared table in pt, en and es', async () => {
    renderShell(null);
    const { result, rerender } = renderHook(() => useCarouselMessages());
    for (const lang of languages) {
      await act(() => i18n.changeLanguage(lang));
      rerender();
      for (const [key, text] of Object.entries(CAROUSEL_MESSAGES)) {
        const expected = CAROUSEL_TRANSLATIONS[key as CarouselMessageKey][lang];
        expect(result.current.translate(text), `${key}.${lang}`).toBe(expected);
        expect(result.current.text(key as CarouselMessageKey), `${key}.${lang}`).toBe(expected);
      }
    }
    // A server reply already in the reader's language is shown as it came.
    expect(result.current.translate(CAROUSEL_TRANSLATIONS.system.es)).toBe(CAROUSEL_TRANSLATIONS.system.es);
  });

  it('"Next" with an empty title shows the shared schema\'s errors and toast in English', async () => {
    serve(resourceRoutes);
    renderShell(<CarouselModal tenantId={1} carouselId={null} opened onClose={vi.fn()} />);
    await act(() => i18n.changeLanguage('en'));
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Required field')).toBeInTheDocument();
    expect(screen.getByText('Select a carousel type.')).toBeInTheDocument();
    expect(showError).toHaveBeenCalledWith('The carousel cannot be created without a title!');
  });
});
