import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LINK_MESSAGES } from '@trilha/shared/links/constants';
import { LINK_TRANSLATIONS, type LinkMessageKey } from '@trilha/shared/links/messages';
import { languages } from '@trilha/shared/platform/languages';
import i18n from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showError } from '../../../lib/toast';
import { renderShell } from '../../../test/render-app';
import { linkMessageKey } from './link-messages';
import { LinksSection } from './LinksSection';
import { stubFetchRoutes } from '../../../test/fetch-routes';

vi.mock('../../../lib/toast', () => ({ showSuccess: vi.fn(), showError: vi.fn() }));

/** The list is empty; a create answers as the server would for a reader in English. */
const serve = () =>
  stubFetchRoutes({ 'GET /api/auth/config/plataforma/links/index/1': [200, { data: [] }] }, [409, { error: LINK_TRANSLATIONS.limit.en }]);

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  await i18n.changeLanguage('pt');
});

// The machine is shared: the first render of the modal can pass 5 s.
describe("link messages in the reader's language (spec 000 §8; docs/decisions/0005: one shared table)", { timeout: 20_000 }, () => {
  it('every LINK_MESSAGES text maps to its key, which reads the shared table in pt, en and es', async () => {
    renderShell(null);
    for (const lang of languages) {
      await i18n.changeLanguage(lang);
      for (const [key, text] of Object.entries(LINK_MESSAGES)) {
        expect(i18n.t(linkMessageKey(text)!), `${key}.${lang}`).toBe(LINK_TRANSLATIONS[key as LinkMessageKey][lang]);
      }
    }
  });

  it("shows the shared schema's blank-field errors in English, and the server's English reply as it came", async () => {
    serve();
    renderShell(<LinksSection />);
    await act(() => i18n.changeLanguage('en'));
    await userEvent.click(await screen.findByRole('button', { name: 'New link' }));
    const dialog = await screen.findByRole('dialog', { name: 'New link' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findAllByText('Invalid field values')).toHaveLength(2);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Title/ }), 'Blog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /URL/ }), 'blog.example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(showError).toHaveBeenCalledWith('You can create at most 3 (three) links'));
  });
});
