import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CommunityListItem } from '@trilha/shared/communities/schemas';
import { LINK_TITLE_MAX, type CustomLink } from '@trilha/shared/links/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showSuccess } from '../../../lib/toast';
import { renderShell } from '../../../test/render-app';
import { LinksSection } from './LinksSection';
import { stubFetchRoutes, type Handler } from '../../../test/fetch-routes';

vi.mock('../../../lib/toast', () => ({ showSuccess: vi.fn(), showError: vi.fn() }));

const turma: CommunityListItem = { id: 5, title: 'Turma 2025', order: 1, active: true, principal: true };
const alunos: CommunityListItem = { id: 8, title: 'Alunos VIP', order: 2, active: false, principal: false };
const LIST = 'GET /api/auth/community/list/1';
const CREATE = 'POST /api/auth/config/plataforma/links/create';

/** The stub's fetch: the links list, the school's communities, and the writes given; anything else is a 404. */
const serve = (links: CustomLink[], communities: CommunityListItem[], writes: Record<string, Handler> = {}) =>
  stubFetchRoutes({
    ...writes,
    [LIST]: [200, { communities }],
    'GET /api/auth/config/plataforma/links/index/1': [200, { data: links }],
  }).fetch;
const calls = (fetch: ReturnType<typeof serve>, key: string) =>
  fetch.mock.calls.filter(([input, init]) => `${init?.method ?? 'GET'} ${input}` === key);
const sent = (fetch: ReturnType<typeof serve>, key: string) => {
  const call = calls(fetch, key)[0];
  return call ? JSON.parse(call[1]?.body as string) : undefined;
};
// A path of the school, kept relative so it opens on the student's own origin, http or https (docs/seo-and-links.md "Internal links stay relative").
const communityUrl = (id: number) => `/comunidade/1/${id}`;

async function openNew() {
  renderShell(<LinksSection />);
  await userEvent.click(await screen.findByRole('button', { name: 'Novo link' }));
  return screen.findByRole('dialog', { name: 'Novo link' });
}
const field = (dialog: HTMLElement, name: RegExp) => within(dialog).getByRole('textbox', { name });
const picker = (dialog: HTMLElement) => within(dialog).findByRole('button', { name: /^Comunidade/ });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('Link modal community mode (spec 002 §4)', () => {
  it('picks a community: title and url are filled and read-only, saved as usual; custom mode unlocks them', async () => {
    const fetch = serve([], [turma, alunos], {
      [CREATE]: () => [200, { message: 'Link criado com sucesso', data: { id: 9, title: 'Turma 2025', url: '', order: 1 } }],
    });
    const dialog = await openNew();
    const custom = within(dialog).getByRole('radio', { name: 'Link personalizado' });
    expect(custom).toBeChecked();
    expect(within(dialog).getByRole('radiogroup', { name: 'Tipo de link' })).toBeInTheDocument();
    // Custom mode neither shows the picker nor asks for the communities.
    expect(within(dialog).queryByRole('button', { name: /^Comunidade/ })).not.toBeInTheDocument();
    expect(calls(fetch, LIST)).toHaveLength(0);
    expect(field(dialog, /Título/)).not.toHaveAttribute('readonly');

    await userEvent.click(within(dialog).getByRole('radio', { name: 'Link de comunidade' }));
    await userEvent.click(await picker(dialog));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Turma 2025', 'Alunos VIP']);
    await userEvent.click(screen.getByRole('option', { name: 'Turma 2025' }));

    const title = field(dialog, /Título/);
    const url = field(dialog, /URL/);
    expect(title).toHaveValue('Turma 2025');
    expect(url).toHaveValue(communityUrl(5));
    expect(title).toHaveAttribute('readonly');
    expect(url).toHaveAttribute('readonly');
    await userEvent.type(title, 'xyz');
    expect(title).toHaveValue('Turma 2025');
    expect(await picker(dialog)).toHaveTextContent('Turma 2025');

    // Back to custom: the values stay and can be edited; back to community: the pick fills them again.
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Link personalizado' }));
    expect(field(dialog, /Título/)).not.toHaveAttribute('readonly');
    expect(field(dialog, /URL/)).not.toHaveAttribute('readonly');
    expect(field(dialog, /Título/)).toHaveValue('Turma 2025');
    await userEvent.type(field(dialog, /Título/), '!');
    expect(field(dialog, /Título/)).toHaveValue('Turma 2025!');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Link de comunidade' }));
    expect(field(dialog, /Título/)).toHaveValue('Turma 2025');
    expect(field(dialog, /Título/)).toHaveAttribute('readonly');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(showSuccess).toHaveBeenCalledWith('Link criado com sucesso'));
    expect(sent(fetch, CREATE)).toEqual({ link_title: 'Turma 2025', link_url: communityUrl(5), tenant_id: 1 });
  });

  it('cuts a community title longer than a link title may be', async () => {
    const long: CommunityListItem = { ...turma, title: 'C'.repeat(LINK_TITLE_MAX + 20) };
    serve([], [long]);
    const dialog = await openNew();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Link de comunidade' }));
    await userEvent.click(await picker(dialog));
    await userEvent.click(await screen.findByRole('option'));
    expect(field(dialog, /Título/)).toHaveValue('C'.repeat(LINK_TITLE_MAX));
  });

  it('says so when the school has no community yet', async () => {
    serve([], []);
    const dialog = await openNew();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Link de comunidade' }));
    expect(await within(dialog).findByText('Nenhuma comunidade criada ainda')).toBeInTheDocument();
    expect(await picker(dialog)).toBeDisabled();
  });

  it('refuses to save in community mode without a pick: "Selecione uma comunidade", nothing sent', async () => {
    const fetch = serve([], [turma], {
      [CREATE]: () => [200, { message: 'Link criado com sucesso', data: { id: 9, title: 'x', url: 'x', order: 1 } }],
    });
    const dialog = await openNew();
    // Even with both fields already filled in custom mode.
    await userEvent.type(field(dialog, /Título/), 'Blog');
    await userEvent.type(field(dialog, /URL/), 'blog.example.com');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Link de comunidade' }));
    await picker(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Selecione uma comunidade')).toBeInTheDocument();
    expect(await picker(dialog)).toHaveAttribute('aria-invalid', 'true');
    expect(calls(fetch, CREATE)).toHaveLength(0);
    expect(showSuccess).not.toHaveBeenCalled();

    // Picking clears the error and the save goes through.
    await userEvent.click(await picker(dialog));
    await userEvent.click(await screen.findByRole('option', { name: 'Turma 2025' }));
    expect(within(dialog).queryByText('Selecione uma comunidade')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(calls(fetch, CREATE)).toHaveLength(1));
  });

  it("edits a link to one of the school's communities in community mode, with it picked", async () => {
    const link: CustomLink = { id: 4, title: 'Minha turma', url: 'escola.example.com/comunidade/1/8', order: 1 };
    const fetch = serve([link], [turma, alunos], {
      'POST /api/auth/config/plataforma/links/update/4': () => [200, { message: 'Link atualizado com sucesso', data: link }],
    });
    renderShell(<LinksSection />);
    await userEvent.click(await screen.findByRole('button', { name: 'Editar Minha turma' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar link' });
    expect(await picker(dialog)).toHaveTextContent('Alunos VIP');
    expect(within(dialog).getByRole('radio', { name: 'Link de comunidade' })).toBeChecked();
    expect(field(dialog, /Título/)).toHaveValue('Minha turma');
    expect(field(dialog, /Título/)).toHaveAttribute('readonly');
    expect(field(dialog, /URL/)).toHaveValue('escola.example.com/comunidade/1/8');

    await userEvent.click(await picker(dialog));
    await userEvent.click(await screen.findByRole('option', { name: 'Turma 2025' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(showSuccess).toHaveBeenCalledWith('Link atualizado com sucesso'));
    expect(sent(fetch, 'POST /api/auth/config/plataforma/links/update/4')).toEqual({
      link_title: 'Turma 2025',
      link_url: communityUrl(5),
      tenant_id: 1,
    });
  });

  it('edits a link to a community the school no longer lists in custom mode', async () => {
    const link: CustomLink = { id: 4, title: 'Antiga', url: 'escola.example.com/comunidade/1/99', order: 1 };
    serve([link], [turma]);
    renderShell(<LinksSection />);
    await userEvent.click(await screen.findByRole('button', { name: 'Editar Antiga' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar link' });
    await waitFor(() => expect(within(dialog).getByRole('radio', { name: 'Link personalizado' })).toBeChecked());
    expect(field(dialog, /URL/)).not.toHaveAttribute('readonly');
    expect(field(dialog, /URL/)).toHaveValue('escola.example.com/comunidade/1/99');
  });
});
