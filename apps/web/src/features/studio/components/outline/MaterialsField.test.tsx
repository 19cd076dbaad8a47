import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StudioOutline } from '@trilha/shared/studio/schemas';
import { describe, expect, it, vi } from 'vitest';
import { stubEditorLayout } from '../../../../test/prosemirror';
import { renderShell } from '../../../../test/render-app';
import { CourseEditorPage } from '../CourseEditorPage';
import { fileOf, materialOf, MiB } from '../test-media';
import { PATHS, serveStudio } from '../test-server';
import { editorAt, openLessonPanel, setUpStudioTests } from '../test-setup';

vi.mock('../../../../lib/toast', async () => (await import('../test-setup')).recordedToasts());

stubEditorLayout();
setUpStudioTests();

const user = userEvent.setup({ applyAccept: false });
const handout = materialOf(30, 70, 'apostila.pdf', Math.round(2.4 * MiB));
const sheet = materialOf(30, 71, 'exposicao.xlsx', 830 * 1024);

async function openMaterials(materials = [handout, sheet]) {
  const server = serveStudio();
  server.media.materials.set(30, materials);
  const view = renderShell(<CourseEditorPage />, editorAt());
  const panel = await openLessonPanel('Conhecendo a câmera', user);
  const field = await within(panel).findByTestId('lesson-materials');
  return { server, field, queryClient: view.queryClient };
}

const picker = (field: HTMLElement) => field.querySelector<HTMLInputElement>('input[type="file"]')!;
const names = (field: HTMLElement) =>
  within(within(field).getByRole('list', { name: 'Materiais da aula' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);
const materialsCount = (queryClient: ReturnType<typeof renderShell>['queryClient']) =>
  queryClient.getQueryData<StudioOutline>(['studio', 1, 'course', 10])?.modules[0]?.lessons[0]?.materials_count;

describe("a lesson's materials (issue 42)", () => {
  it('lists them from GET /api/admin/lessons/{id}: name, size, a download link each, and the count against 30', async () => {
    const { field, server } = await openMaterials();
    expect(server.calls.some((c) => c.method === 'GET' && c.path === PATHS.lesson(30))).toBe(true);
    expect(names(field)).toEqual(['apostila.pdf2,4 MB', 'exposicao.xlsx830 KB']);
    expect(within(field).getByRole('link', { name: 'Baixar apostila.pdf' })).toHaveAttribute(
      'href',
      '/api/catalog/lessons/30/materials/70',
    );
    expect(within(field).getByRole('link', { name: 'Baixar exposicao.xlsx' })).toHaveAttribute(
      'href',
      '/api/catalog/lessons/30/materials/71',
    );
    expect(within(field).getByTestId('materials-count')).toHaveTextContent('2 de 30 materiais');
    expect(within(field).getByText(/até 50 MB cada/)).toBeInTheDocument();
  });

  it('adds one by multipart upload with its progress; it joins the list and the count', async () => {
    const { field, server, queryClient } = await openMaterials();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.xhr.answerWith(async (request) => {
      await held;
      return server.media.answerXhr(request);
    });
    await user.upload(picker(field), fileOf('roteiro.docx', 3000));
    const bar = await within(field).findByRole('progressbar', { name: 'Progresso do envio' });
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    expect(within(field).getByText('Enviando roteiro.docx')).toBeInTheDocument();
    release();
    await waitFor(() => expect(names(field)).toEqual(['apostila.pdf2,4 MB', 'exposicao.xlsx830 KB', 'roteiro.docx3 KB']));
    expect(within(field).queryByRole('progressbar')).toBeNull();
    expect(within(field).getByTestId('materials-count')).toHaveTextContent('3 de 30 materiais');
    expect(materialsCount(queryClient)).toBe(3);
    const [request] = server.xhr.requests;
    expect([request?.method, request?.url]).toEqual(['POST', PATHS.lessonMaterials(30)]);
    expect(((request?.body as FormData).get('file') as File).name).toBe('roteiro.docx');
  });

  it("shows the server's refusal (415) under the field, and the list stays as it was", async () => {
    const { field, server } = await openMaterials();
    server.xhr.answerWith(() => ({ status: 415, body: { error: 'Envie um PDF, documento, apresentação, planilha ou ZIP' } }));
    await user.upload(picker(field), fileOf('falso.pdf', 100));
    expect(await within(field).findByRole('alert')).toHaveTextContent('Envie um PDF, documento, apresentação, planilha ou ZIP');
    expect(names(field)).toEqual(['apostila.pdf2,4 MB', 'exposicao.xlsx830 KB']);
  });

  it('refuses over 50 MB, or a type the server never takes, before sending anything', async () => {
    const { field, server } = await openMaterials();
    const big = fileOf('livro.pdf', 10);
    Object.defineProperty(big, 'size', { value: 50 * MiB + 1 });
    await user.upload(picker(field), big);
    expect(await within(field).findByRole('alert')).toHaveTextContent('O material deve ter no máximo 50 MB');
    await user.upload(picker(field), fileOf('foto.png', 10));
    expect(await within(field).findByRole('alert')).toHaveTextContent('Envie um PDF, documento, apresentação, planilha ou ZIP');
    expect(server.xhr.requests).toEqual([]);
  });

  it('at 30 materials, says the lesson is full and offers no more', async () => {
    const thirty = Array.from({ length: 30 }, (_, i) => materialOf(30, 100 + i, `parte-${i + 1}.pdf`, 1000));
    const { field } = await openMaterials(thirty);
    expect(within(field).getByTestId('materials-count')).toHaveTextContent('30 de 30 materiais · Esta aula já tem 30 materiais');
    expect(within(field).getByRole('button', { name: 'Adicionar material' })).toBeDisabled();
  });

  it('removes one after a confirmation (DELETE), and the count follows', async () => {
    const { field, server, queryClient } = await openMaterials();
    await user.click(within(field).getByRole('button', { name: 'Remover apostila.pdf' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remover material' });
    expect(confirm).toHaveTextContent('Remover “apostila.pdf” da aula? Os alunos deixam de poder baixá-lo.');
    // Cancelling sends nothing.
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    expect(server.writes()).toEqual([]);

    await user.click(within(field).getByRole('button', { name: 'Remover apostila.pdf' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Remover material' })).getByRole('button', { name: 'Remover' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Remover material' })).toBeNull());
    expect(server.writes()).toEqual([`DELETE ${PATHS.material(70)}`]);
    expect(names(field)).toEqual(['exposicao.xlsx830 KB']);
    expect(within(field).getByTestId('materials-count')).toHaveTextContent('1 de 30 materiais');
    expect(materialsCount(queryClient)).toBe(1);
  });

  it('a refused removal stays in the dialog with the reason, and the material stays', async () => {
    const { field, server } = await openMaterials();
    server.routes[`DELETE ${PATHS.material(71)}`] = { status: 404, body: { error: 'Material não encontrado' } };
    await user.click(within(field).getByRole('button', { name: 'Remover exposicao.xlsx' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remover material' });
    await user.click(within(confirm).getByRole('button', { name: 'Remover' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent('Material não encontrado');
    expect(names(field)).toEqual(['apostila.pdf2,4 MB', 'exposicao.xlsx830 KB']);
  });
});
