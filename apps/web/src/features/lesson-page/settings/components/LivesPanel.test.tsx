import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderShell } from '../../../../test/render-app';
import { LessonPageSection } from './LessonPageSection';
import { localToIso, toLocalInput } from './live-time';
import { owner, resetToasts, sampleLive, serveLessonPage, toasts } from './test-server';

vi.mock('../../../../lib/toast', async () => {
  const { toasts: shown } = await import('./test-server');
  return {
    showSuccess: (message: string) => shown.success.push(message),
    showError: (_error: unknown, fallback?: string) => shown.error.push(fallback ?? ''),
  };
});

beforeEach(() => resetToasts());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function openLivesTab(options: Parameters<typeof serveLessonPage>[0] = {}) {
  const server = serveLessonPage(options);
  renderShell(<LessonPageSection />, { user: owner });
  await userEvent.click(await screen.findByRole('tab', { name: 'Lives' }));
  return server;
}

/** datetime-local inputs take their value whole (userEvent cannot type into them in jsdom). */
const setTime = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

describe('live-time: datetime-local values and the browser offset', () => {
  it('sends a wall-clock time with this browser offset and shows an instant back in local time', () => {
    const iso = localToIso('2026-11-25T19:30');
    expect(iso).toMatch(/^2026-11-25T19:30:00[+-]\d{2}:\d{2}$/);
    expect(new Date(iso).getTime()).toBe(new Date(2026, 10, 25, 19, 30).getTime());
    expect(toLocalInput(iso)).toBe('2026-11-25T19:30');
    expect(localToIso('')).toBe('');
  });
});

describe('Página de aula: Lives (the staff scheduler, issue 15)', () => {
  it('lists lives with their time, the on-air badge and who sees them', async () => {
    await openLivesTab({
      lives: [
        sampleLive,
        { ...sampleLive, id: 4, title: 'Aula aberta', on_air: false, products: [{ id: 11, title: 'Fotografia Essencial' }] },
      ],
    });
    const list = await screen.findByRole('list', { name: 'Lives da escola' });
    const rows = within(list).getAllByRole('listitem');
    expect(within(rows[0]!).getByText('Plantão de dúvidas')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Ao vivo')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Toda a escola')).toBeInTheDocument();
    expect(within(rows[1]!).queryByText('Ao vivo')).toBeNull();
    expect(within(rows[1]!).getByText('Fotografia Essencial')).toBeInTheDocument();
  });

  it('the empty state', async () => {
    await openLivesTab();
    expect(await screen.findByText('Nenhuma live agendada')).toBeInTheDocument();
  });

  it('validates with the shared liveForm messages, word for word', async () => {
    const server = await openLivesTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Agendar live' }));
    const form = await screen.findByRole('dialog', { name: 'Agendar live' });
    await userEvent.type(within(form).getByRole('textbox', { name: /Endereço da transmissão/ }), 'https://evil.example/embed/1');
    setTime(within(form).getByLabelText(/Início/), '2026-12-01T20:00');
    setTime(within(form).getByLabelText(/Fim/), '2026-12-01T19:00');
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar live' }));
    expect(await within(form).findByText('Dê um título à live.')).toBeInTheDocument();
    expect(
      within(form).getByText('Use o endereço de incorporação https do YouTube, Vimeo ou de outro serviço aceito.'),
    ).toBeInTheDocument();
    expect(within(form).getByText('O fim da live precisa ser depois do início.')).toBeInTheDocument();
    setTime(within(form).getByLabelText(/Fim/), '2026-12-02T09:00');
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar live' }));
    expect(await within(form).findByText('Uma live pode durar no máximo 12 horas.')).toBeInTheDocument();
    expect(server.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it("schedules with ISO times carrying the browser's offset and the chosen products: 'Live agendada.'", async () => {
    const server = await openLivesTab({ routes: { 'POST /api/auth/lives/1': { status: 201, body: { data: sampleLive } } } });
    await userEvent.click(await screen.findByRole('button', { name: 'Agendar live' }));
    const form = await screen.findByRole('dialog', { name: 'Agendar live' });
    // A new live starts at the next quarter hour and lasts an hour.
    expect(within(form).getByLabelText<HTMLInputElement>(/Início/).value).toMatch(/T\d{2}:(00|15|30|45)$/);
    await userEvent.type(within(form).getByRole('textbox', { name: /Título/ }), 'Plantão de dúvidas');
    await userEvent.type(within(form).getByRole('textbox', { name: /Endereço da transmissão/ }), 'https://www.youtube.com/embed/abc123');
    setTime(within(form).getByLabelText(/Início/), '2026-12-01T19:00');
    setTime(within(form).getByLabelText(/Fim/), '2026-12-01T20:30');
    await userEvent.click(within(form).getByRole('combobox', { name: /Produtos/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Edição Avançada', hidden: true }));
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar live' }));
    await waitFor(() => expect(toasts.success).toEqual(['Live agendada.']));
    expect(server.sent('POST', '/api/auth/lives/1')).toEqual([
      {
        title: 'Plantão de dúvidas',
        stream_url: 'https://www.youtube.com/embed/abc123',
        starts_at: localToIso('2026-12-01T19:00'),
        ends_at: localToIso('2026-12-01T20:30'),
        product_ids: [12],
      },
    ]);
  });

  it("edits with PUT /lives/{tenant}/{id}; the server's known message shows translated when it refuses", async () => {
    const server = await openLivesTab({
      lives: [sampleLive],
      routes: { 'PUT /api/auth/lives/1/3': { status: 404, body: { error: 'Live não encontrada.' } } },
    });
    await userEvent.click(await screen.findByRole('button', { name: /^Editar live/ }));
    const form = await screen.findByRole('dialog', { name: 'Editar live' });
    expect(within(form).getByRole('textbox', { name: /Título/ })).toHaveValue('Plantão de dúvidas');
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar live' }));
    await waitFor(() => expect(toasts.error).toEqual(['Live não encontrada.']));
    expect(server.sent('PUT', '/api/auth/lives/1/3')[0]).toMatchObject({ title: 'Plantão de dúvidas', product_ids: [] });
  });

  it('deletes only after the confirmation', async () => {
    const server = await openLivesTab({ lives: [sampleLive], routes: { 'DELETE /api/auth/lives/1/3': { status: 204 } } });
    await userEvent.click(await screen.findByRole('button', { name: /^Excluir live/ }));
    const confirm = await screen.findByRole('dialog', { name: 'Excluir live' });
    expect(server.calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(toasts.success).toEqual(['Live excluída.']));
    expect(server.calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/auth/lives/1/3']);
  });
});
