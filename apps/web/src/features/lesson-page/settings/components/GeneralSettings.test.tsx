import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderShell } from '../../../../test/render-app';
import { LessonPageSection } from './LessonPageSection';
import { owner, resetToasts, serveLessonPage, toasts } from './test-server';

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

describe('Página de aula: Ajustes gerais (spec 001 §2, §7, §8)', () => {
  it('reads template_settings/{tenant}: the chosen template with its preview picture and the comments switch', async () => {
    const server = serveLessonPage({ settings: { comment: 0, theme_classes: 3 } });
    renderShell(<LessonPageSection />, { user: owner });
    const select = await screen.findByRole('combobox', { name: 'Template da tela de aula' });
    expect(select).toHaveValue('Tela cheia');
    const image = screen.getByRole('img', { name: /Prévia do template Tela cheia/ });
    expect(image).toHaveAttribute('src', '/lesson-templates/3.webp');
    expect(screen.getByRole('switch', { name: /Comentários nas aulas/ })).not.toBeChecked();
    expect(server.calls[0]).toMatchObject({ method: 'GET', path: '/api/auth/tenants/template_settings/1' });
    expect(screen.getByRole('button', { name: 'Salvar alterações' })).toBeDisabled();
  });

  it("a failed load toasts 'Erro ao carregar o status'", async () => {
    serveLessonPage({ routes: { 'GET /api/auth/tenants/template_settings/1': { status: 500, body: { error: 'boom' } } } });
    renderShell(<LessonPageSection />, { user: owner });
    await waitFor(() => expect(toasts.error).toEqual(['Erro ao carregar o status']));
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao carregar o status');
  });

  it("the comments switch saves at once {comment: 0, tenant_id} and toasts 'Configuração de comentários atualizada'", async () => {
    const server = serveLessonPage();
    renderShell(<LessonPageSection />, { user: owner });
    const comments = await screen.findByRole('switch', { name: /Comentários nas aulas/ });
    expect(comments).toBeChecked();
    await userEvent.click(comments);
    await waitFor(() => expect(toasts.success).toEqual(['Configuração de comentários atualizada']));
    expect(server.sent('POST', '/api/auth/comunidade/comentarios/activeComment')).toEqual([{ comment: 0, tenant_id: 1 }]);
    expect(comments).not.toBeChecked();
    // The student-facing theme (lesson_comments) is read again.
    await waitFor(() => expect(server.calls.some((c) => c.path === '/api/tenant')).toBe(true));
  });

  it("a failed switch toasts 'Não foi possível completar essa ação, tente novamente!' and stays as it was", async () => {
    serveLessonPage({ routes: { 'POST /api/auth/comunidade/comentarios/activeComment': { status: 500, body: { error: 'x' } } } });
    renderShell(<LessonPageSection />, { user: owner });
    const comments = await screen.findByRole('switch', { name: /Comentários nas aulas/ });
    await userEvent.click(comments);
    await waitFor(() => expect(toasts.error).toEqual(['Não foi possível completar essa ação, tente novamente!']));
    expect(comments).toBeChecked();
  });

  it("Save sends updateCustomBasic {tenant_id, theme_classes}, toasts 'Template alterado com sucesso' and refreshes the theme", async () => {
    const server = serveLessonPage();
    renderShell(<LessonPageSection />, { user: owner });
    await userEvent.click(await screen.findByRole('combobox', { name: 'Template da tela de aula' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Sequência', hidden: true }));
    expect(screen.getByRole('img', { name: /Prévia do template Sequência/ })).toHaveAttribute('src', '/lesson-templates/2.webp');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() => expect(toasts.success).toEqual(['Template alterado com sucesso']));
    expect(server.sent('POST', '/api/auth/config/plataforma/updateCustomBasic')).toEqual([{ tenant_id: 1, theme_classes: 2 }]);
    await waitFor(() => expect(server.calls.some((c) => c.path === '/api/tenant')).toBe(true));
    expect(screen.getByRole('button', { name: 'Salvar alterações' })).toBeDisabled();
  });

  it("a failed save toasts 'Falha ao alterar o template, tente novamente'", async () => {
    serveLessonPage({ routes: { 'POST /api/auth/config/plataforma/updateCustomBasic': { status: 500, body: { error: 'x' } } } });
    renderShell(<LessonPageSection />, { user: owner });
    await userEvent.click(await screen.findByRole('combobox', { name: 'Template da tela de aula' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Tela cheia', hidden: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() => expect(toasts.error).toEqual(['Falha ao alterar o template, tente novamente']));
  });

  it('a missing preview picture leaves the fixed box with the template described in words', async () => {
    serveLessonPage();
    renderShell(<LessonPageSection />, { user: owner });
    const image = await screen.findByRole('img', { name: /Prévia do template Lista/ });
    fireEvent.error(image);
    expect(screen.queryByRole('img', { name: /Prévia do template/ })).toBeNull();
    expect(screen.getByTestId('template-preview')).toHaveTextContent('O player com as aulas do módulo ao lado.');
  });
});
