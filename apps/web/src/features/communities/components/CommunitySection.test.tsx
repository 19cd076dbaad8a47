import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CommunityListItem } from '@trilha/shared/communities/schemas';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderShell, student, tenant } from '../../../test/render-app';
import { showError, showSuccess } from '../../../lib/toast';
import { CommunitySection } from './CommunitySection';
import { stubFetchRoutes, type Handler, type Reply } from '../../../test/fetch-routes';

vi.mock('../../../lib/toast', () => ({ showSuccess: vi.fn(), showError: vi.fn(), showErrorWithHint: vi.fn() }));
// The two forms have their own tests; here only which one opens, and for what.
vi.mock('./CommunityDrawer', () => ({
  CommunityDrawer: (p: { form: string; communityId: number | null; opened: boolean }) =>
    p.opened ? <div role="dialog" aria-label={`${p.form} ${p.communityId ?? 'new'}`} /> : null,
}));

const owner = { ...student, roles: [{ role: { slug: 'owner' as const, name: 'Dono' } }], canEdit: true, staff: true };
const row = (id: number, title: string, extra: Partial<CommunityListItem> = {}): CommunityListItem => ({
  id,
  title,
  order: id,
  active: true,
  principal: false,
  ...extra,
});
const geral = row(1, 'Geral', { principal: true });
const fotos = row(2, 'Fotos da turma');
const mentoria = row(3, 'Mentoria', { active: false });

/** The stub's fetch: "METHOD path" -> reply; the list reads `communities`, anything else is a 404. */
const serve = (communities: CommunityListItem[], writes: Record<string, Handler> = {}) =>
  stubFetchRoutes({ ...writes, 'GET /api/auth/community/list/1': [200, { communities }] }).fetch;
const calls = (fetch: ReturnType<typeof serve>, key: string) =>
  fetch.mock.calls.filter(([input, init]) => `${init?.method ?? 'GET'} ${input}` === key).map(([, init]) => init?.body);

const titles = () =>
  within(screen.getByRole('list', { name: 'Comunidades da escola' }))
    .getAllByRole('listitem')
    .map((li) => li.getAttribute('data-community-id'));

/** jsdom has no layout: each row sits 60 px below the previous one, so keyboard moves have somewhere to go. */
function layOutRows() {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const li = this.closest('li[data-community-id]');
    const index = li ? Array.from(li.parentElement!.children).indexOf(li) : 0;
    const top = index * 60;
    return { x: 0, y: top, top, left: 0, width: 400, height: 50, right: 400, bottom: top + 50, toJSON: () => ({}) };
  });
}

async function moveDown(name: string) {
  const handle = screen.getByRole('button', { name });
  const tick = () => act(() => new Promise((r) => setTimeout(r, 0)));
  act(() => handle.focus());
  fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
  await tick();
  fireEvent.keyDown(document.activeElement ?? handle, { code: 'ArrowDown', key: 'ArrowDown' });
  await tick();
  fireEvent.keyDown(document.activeElement ?? handle, { code: 'Space', key: ' ' });
}

beforeEach(layOutRows);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

describe('Comunidade section (spec 000 §2, §4, §8)', () => {
  it('lists the communities in order with handle, copy-link and options; principal and inactive marked', async () => {
    serve([geral, fotos, mentoria]);
    renderShell(<CommunitySection />, { user: owner });
    await screen.findByRole('list', { name: 'Comunidades da escola' });
    expect(titles()).toEqual(['1', '2', '3']);
    expect(screen.getByRole('button', { name: 'Arrastar Geral para mudar a ordem' })).toHaveAttribute('aria-roledescription', 'sortable');
    expect(screen.getByRole('button', { name: 'Copiar link de Fotos da turma' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Opções de Mentoria' })).toBeInTheDocument();
    expect(screen.getByText('Principal')).toBeInTheDocument();
    expect(screen.getByText('Inativa')).toBeInTheDocument();
    expect(screen.getByText('3 de 100 comunidades')).toBeInTheDocument();
  });

  it('shows the empty state and opens the school form for Criar', async () => {
    serve([]);
    renderShell(<CommunitySection />, { user: owner, tenant: { ...tenant, community_form: 'legacy' } });
    expect(await screen.findByText('Nenhuma comunidade ainda')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: /^Comunidades/ })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Criar comunidade' }));
    expect(screen.getByRole('dialog', { name: 'legacy new' })).toBeInTheDocument();
  });

  it('Editar opens the config form on that community', async () => {
    serve([geral, fotos]);
    renderShell(<CommunitySection />, { user: owner });
    await userEvent.click(await screen.findByRole('button', { name: 'Opções de Fotos da turma' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Editar' }));
    expect(screen.getByRole('dialog', { name: 'config 2' })).toBeInTheDocument();
  });

  it('copies {host}/comunidade/{tenant}/{id} and says so', async () => {
    serve([geral, fotos]);
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    renderShell(<CommunitySection />, { user: owner });
    await userEvent.click(await screen.findByRole('button', { name: 'Copiar link de Fotos da turma' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/comunidade/1/2`);
    await waitFor(() => expect(showSuccess).toHaveBeenCalledWith('Link da comunidade copiado.'));
  });

  it('reorders optimistically, sends orders from 1, and toasts the spec message', async () => {
    const fetch = serve([geral, fotos, mentoria], {
      'PUT /api/auth/community/reorder': () => [200, { message: 'ok', communities: [fotos, geral, mentoria] }],
    });
    renderShell(<CommunitySection />, { user: owner });
    await screen.findByRole('list', { name: 'Comunidades da escola' });
    await moveDown('Arrastar Geral para mudar a ordem');
    await waitFor(() => expect(showSuccess).toHaveBeenCalledWith('Ordem das comunidades atualizada com sucesso.'));
    expect(JSON.parse(calls(fetch, 'PUT /api/auth/community/reorder')[0] as string)).toEqual({
      communities: [
        { id: 2, order: 1 },
        { id: 1, order: 2 },
        { id: 3, order: 3 },
      ],
      tenant_id: 1,
    });
  });

  it('rolls the order back when the server refuses it', async () => {
    serve([geral, fotos, mentoria], { 'PUT /api/auth/community/reorder': () => [500, { error: 'Erro interno.' }] });
    renderShell(<CommunitySection />, { user: owner });
    await screen.findByRole('list', { name: 'Comunidades da escola' });
    await moveDown('Arrastar Geral para mudar a ordem');
    await waitFor(() => expect(showError).toHaveBeenCalledWith(null, 'Não foi possível atualizar a ordem! Tente novamente.'));
    await waitFor(() => expect(titles()).toEqual(['1', '2', '3']));
  });

  it('Remover deletes only once EXCLUIR is typed exactly', async () => {
    const fetch = serve([geral, fotos], {
      'DELETE /api/auth/community/delete/1/2': () => [200, { message: 'Comunidade excluída com sucesso.' }],
    });
    renderShell(<CommunitySection />, { user: owner });
    await userEvent.click(await screen.findByRole('button', { name: 'Opções de Fotos da turma' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Remover' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir comunidade' });
    const confirm = within(dialog).getByRole('button', { name: 'Excluir' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Digite EXCLUIR para confirmar' }), 'excluir');
    expect(confirm).toBeDisabled();
    await userEvent.click(confirm);
    expect(calls(fetch, 'DELETE /api/auth/community/delete/1/2')).toHaveLength(0);
    const input = within(dialog).getByRole('textbox', { name: 'Digite EXCLUIR para confirmar' });
    await userEvent.clear(input);
    await userEvent.type(input, 'EXCLUIR');
    await userEvent.click(confirm);
    await waitFor(() => expect(showSuccess).toHaveBeenCalledWith('Comunidade excluída com sucesso.'));
    expect(calls(fetch, 'DELETE /api/auth/community/delete/1/2')).toHaveLength(1);
  });

  it('a failed delete says the spec message and keeps the dialog', async () => {
    serve([geral], { 'DELETE /api/auth/community/delete/1/1': () => [500, { error: 'Erro interno.' }] });
    renderShell(<CommunitySection />, { user: owner });
    await userEvent.click(await screen.findByRole('button', { name: 'Opções de Geral' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Remover' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir comunidade' });
    await userEvent.type(within(dialog).getByRole('textbox'), 'EXCLUIR');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(showError).toHaveBeenCalledWith(null, 'Não foi possível excluir a comunidade! Tente novamente.'));
    expect(screen.getByRole('dialog', { name: 'Excluir comunidade' })).toBeInTheDocument();
  });

  it("'Comunidades' turns every community off, then on, with a message for each direction", async () => {
    // The server's list follows the switch, as the real one does.
    const school = [geral, fotos];
    const setAll = (active: boolean, message: string) => (): Reply => {
      school.splice(0, school.length, ...school.map((c) => ({ ...c, active })));
      return [200, { message }];
    };
    const fetch = serve(school, {
      'PUT /api/auth/community/toggle-all/1/0': setAll(false, 'Comunidades desativadas com sucesso.'),
      'PUT /api/auth/community/toggle-all/1/1': setAll(true, 'Comunidades ativadas com sucesso.'),
    });
    renderShell(<CommunitySection />, { user: owner });
    await screen.findByRole('list', { name: 'Comunidades da escola' });
    const all = screen.getByRole('switch', { name: /^Comunidades/ });
    expect(all).toBeChecked();
    await userEvent.click(all);
    await waitFor(() => expect(showSuccess).toHaveBeenCalledWith('Comunidades desativadas com sucesso.'));
    expect(calls(fetch, 'PUT /api/auth/community/toggle-all/1/0')).toHaveLength(1);
    await waitFor(() => expect(all).not.toBeChecked());
    expect(screen.getAllByText('Inativa')).toHaveLength(2);
    await waitFor(() => expect(all).toBeEnabled());
    await userEvent.click(all);
    await waitFor(() => expect(showSuccess).toHaveBeenCalledWith('Comunidades ativadas com sucesso.'));
    await waitFor(() => expect(all).toBeChecked());
    expect(screen.queryByText('Inativa')).not.toBeInTheDocument();
  });

  it("'Página de comunidades' sets show_communities_page and the school's cached settings follow", async () => {
    serve([geral], { 'PUT /api/auth/community/show-page/1/1': () => [200, { message: 'Página de comunidades ativada.' }] });
    const { queryClient } = renderShell(<CommunitySection />, { user: owner });
    const page = await screen.findByRole('switch', { name: /^Página de comunidades/ });
    expect(page).not.toBeChecked();
    await userEvent.click(page);
    await waitFor(() => expect(showSuccess).toHaveBeenCalledWith('Página de comunidades ativada.'));
    expect(queryClient.getQueryData<{ show_communities_page: boolean }>(['tenant'])?.show_communities_page).toBe(true);
    expect(page).toBeChecked();
  });

  it('a refused switch goes back and says so', async () => {
    serve([geral], { 'PUT /api/auth/community/show-page/1/1': () => [403, { error: 'Sem permissão.' }] });
    renderShell(<CommunitySection />, { user: owner });
    const page = await screen.findByRole('switch', { name: /^Página de comunidades/ });
    await userEvent.click(page);
    await waitFor(() => expect(showError).toHaveBeenCalledWith(null, 'Sem permissão.'));
    await waitFor(() => expect(page).not.toBeChecked());
  });
});
