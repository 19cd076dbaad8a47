import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BANNER_MESSAGES } from '@trilha/shared/banners/constants';
import { BANNER_TRANSLATIONS, type BannerMessageKey } from '@trilha/shared/banners/messages';
import { languages } from '@trilha/shared/platform/languages';
import i18n from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderShell } from '../../../test/render-app';
import { bannerMessage, bannerText } from './banner-messages';
import { BannerSection } from './BannerSection';
import { serveBanners } from './test-banners';

vi.mock('../../../lib/toast', () => ({ showSuccess: vi.fn(), showError: vi.fn() }));

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  await i18n.changeLanguage('pt');
});

describe("banner messages in the reader's language (spec 000 §8; docs/decisions/0005: one shared table)", { timeout: 20_000 }, () => {
  it('every BANNER_MESSAGES text, and every key, reads the shared table in pt, en and es', async () => {
    renderShell(null);
    for (const lang of languages) {
      await i18n.changeLanguage(lang);
      for (const [key, text] of Object.entries(BANNER_MESSAGES)) {
        const expected = BANNER_TRANSLATIONS[key as BannerMessageKey][lang];
        expect(bannerMessage(text), `${key}.${lang}`).toBe(expected);
        expect(bannerText(key as BannerMessageKey), `${key}.${lang}`).toBe(expected);
      }
    }
    // A server reply already in the reader's language, or any other text, is shown as it came.
    expect(bannerMessage(BANNER_TRANSLATIONS.limit.es)).toBe(BANNER_TRANSLATIONS.limit.es);
  });

  it('shows the description limit of the form in Spanish', async () => {
    serveBanners([]);
    renderShell(<BannerSection />);
    await act(() => i18n.changeLanguage('es'));
    await userEvent.click(await screen.findByRole('button', { name: 'Nuevo banner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo banner' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Descripción' }), { target: { value: 'a'.repeat(251) } });
    expect(within(dialog).getByText('La descripción del banner supera el límite de 250')).toBeInTheDocument();
  });
});
