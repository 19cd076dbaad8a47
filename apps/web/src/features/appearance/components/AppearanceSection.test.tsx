import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@trilha/shared/accounts/schemas';
import type { AppearanceSettings } from '@trilha/shared/appearance/schemas';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderShell, student } from '../../../test/render-app';
import { AppearanceSection } from './AppearanceSection';
import { stubFetchRoutes, type Call } from '../../../test/fetch-routes';

const toasts = vi.hoisted(() => ({ success: [] as string[] }));
vi.mock('../../../lib/toast', () => ({
  showSuccess: (message: string) => toasts.success.push(message),
  showError: () => {},
}));

const owner: User = {
  ...student,
  id: 1,
  email: 'owner@aurora.test',
  roles: [{ role: { slug: 'owner', name: 'Dono' } }],
  canEdit: true,
  staff: true,
};
const settings: AppearanceSettings = {
  tenant_id: 1,
  primary_color: '#7C3AED',
  text_color: '#FFFFFF',
  font_primary: 'Poppins',
  background_color_primary: null,
  logo_square: '/files/tenants/1/seed/logo-square.png',
  logo_horizontal: null,
  favicon: null,
  sidebar: 0,
  showcase: 0,
  course_page_indicator: true,
  module_page_indicator: true,
  theme_classes: 1,
  lesson_comments: true,
  show_carrousel_continue_class: 1,
  show_carrousel_continue_module: 0,
  show_carrousel_continue_course: 0,
  show_carrousel_highlight: 1,
};

let calls: Call[];
let current: AppearanceSettings;

/** Answers like the server: GET returns the settings, each POST applies its body and answers { data }. */
function serve() {
  current = { ...settings };
  ({ calls } = stubFetchRoutes({}, ({ method, body }) => {
    if (method === 'POST') {
      const changes = { ...(body as Record<string, unknown>) };
      delete changes.tenant_id;
      current = { ...current, ...changes };
    }
    return [200, { data: current }];
  }));
}

beforeEach(() => {
  toasts.success = [];
  serve();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const posts = (path: string) => calls.filter((c) => c.path === path && c.body !== undefined).map((c) => c.body);

describe('Aparência section (spec 002 §2, §4, §7, §8)', () => {
  it('loads the school settings from getCustomBasic/{tenant}', async () => {
    renderShell(<AppearanceSection />, { user: owner });
    expect(await screen.findByRole('textbox', { name: 'Cor principal' })).toHaveValue('#7C3AED');
    expect(calls[0]!.path).toBe('/api/auth/config/plataforma/getCustomBasic/1');
    expect(screen.getAllByRole('radio')).toHaveLength(17);
  });

  it('the sidebar switch saves at once as a single toggle and shows the answer', async () => {
    renderShell(<AppearanceSection />, { user: owner });
    const sidebar = await screen.findByRole('switch', { name: 'Menu lateral (sidebar)' });
    await userEvent.click(sidebar);
    await waitFor(() => expect(posts('/api/auth/config/plataforma/updateCustomBasic')).toEqual([{ tenant_id: 1, sidebar: 1 }]));
    await waitFor(() => expect(sidebar).toBeChecked());
  });

  it('the course indicator calls its toggle, toasts "Indicador de curso atualizado!" and fetches the settings again', async () => {
    renderShell(<AppearanceSection />, { user: owner });
    await userEvent.click(await screen.findByRole('switch', { name: 'Indicador na página de curso' }));
    await waitFor(() => expect(toasts.success).toEqual(['Indicador de curso atualizado!']));
    expect(posts('/api/platform/auth/template-settings/toggle-course-page-indicator')).toEqual([{ course_page_indicator: false }]);
    await waitFor(() => expect(calls.filter((c) => c.path.includes('getCustomBasic')).length).toBe(2));
  });

  it('the module indicator toasts "Indicador de módulo atualizado!"', async () => {
    renderShell(<AppearanceSection />, { user: owner });
    await userEvent.click(await screen.findByRole('switch', { name: 'Indicador na página de módulo' }));
    await waitFor(() => expect(toasts.success).toEqual(['Indicador de módulo atualizado!']));
    expect(posts('/api/platform/auth/template-settings/toggle-module-page-indicator')).toEqual([{ module_page_indicator: false }]);
  });

  it('saves the full payload with the chosen background, toasts "Dados alterados com sucesso" and reloads /homepage after 1 s', async () => {
    const assign = vi.fn();
    // oxlint-disable-next-line typescript/no-misused-spread -- jsdom keeps Location's members on the instance (unforgeable), so the spread copies them
    vi.stubGlobal('location', { ...window.location, assign });
    renderShell(<AppearanceSection />, { user: owner });
    await userEvent.click(await screen.findByRole('radio', { name: 'Verde floresta' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remover Logo quadrada' }));
    // The 1 s reload is captured, never left to fire: on a loaded machine a real second can pass
    // before the assertions below, and the test then ran it itself.
    const realTimeout = window.setTimeout.bind(window);
    const timeouts = vi
      .spyOn(window, 'setTimeout')
      .mockImplementation(((handler: TimerHandler, delay?: number, ...rest: unknown[]) =>
        delay === 1000 ? 0 : realTimeout(handler, delay, ...rest)) as typeof window.setTimeout);
    await userEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() => expect(toasts.success).toEqual(['Dados alterados com sucesso']));
    expect(posts('/api/auth/config/plataforma/updateCustomBasic')).toEqual([
      {
        tenant_id: 1,
        primary_color: '#7C3AED',
        text_color: '#FFFFFF',
        font_primary: 'Poppins',
        background_color_primary: '/backgrounds/verde-floresta.webp',
        logo_square: null,
        logo_horizontal: null,
        favicon: null,
      },
    ]);
    // Spec 002 §9: the reload waits exactly 1 s.
    const redirect = timeouts.mock.calls.find(([, delay]) => delay === 1000);
    expect(redirect).toBeDefined();
    expect(assign).not.toHaveBeenCalled();
    (redirect![0] as () => void)();
    expect(assign).toHaveBeenCalledWith('/homepage');
  });

  it('"Remover plano de fundo" stores #000000', async () => {
    current = { ...settings, background_color_primary: '/backgrounds/vinho.webp' };
    renderShell(<AppearanceSection />, { user: owner });
    const remove = await screen.findByRole('button', { name: 'Remover plano de fundo' });
    await userEvent.click(remove);
    expect(screen.getByRole('radio', { name: 'Vinho' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() =>
      expect(posts('/api/auth/config/plataforma/updateCustomBasic')[0]).toMatchObject({ background_color_primary: '#000000' }),
    );
  });
});
