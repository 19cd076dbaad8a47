import { Button, MantineProvider, Stack, TextInput } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api/client';
import { applyServerIssues, type ServerIssuesResult } from './server-issues';

type Values = { title: string; url: string };
type Options = Parameters<typeof applyServerIssues<Values>>[2];

/** A two-field form whose save always meets `error`; what applyServerIssues returns goes to `onResult`. */
function SaveForm({ error, options, onResult }: { error: unknown; options?: Options; onResult?: (r: ServerIssuesResult<Values>) => void }) {
  const form = useForm<Values>({ defaultValues: { title: '', url: '' } });
  const { errors } = form.formState;
  const submit = form.handleSubmit(() => {
    const result = applyServerIssues(form, error, options);
    onResult?.(result);
  });
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack>
        <TextInput label="Título" error={errors.title?.message} {...form.register('title')} />
        <TextInput label="URL" error={errors.url?.message} {...form.register('url')} />
        <Button type="submit">Salvar</Button>
      </Stack>
    </form>
  );
}

const refused = (issues: { path: string; message: string }[]) => new ApiError(400, issues[0]?.message ?? 'Inválido', issues);
const save = (props: Parameters<typeof SaveForm>[0]) => {
  render(
    <MantineProvider>
      <SaveForm {...props} />
    </MantineProvider>,
  );
  return userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
};

describe('applyServerIssues', () => {
  it("shows each of the server's messages under the field its path names, `body.` or not", async () => {
    await save({
      error: refused([
        { path: 'body.title', message: 'O título é obrigatório' },
        { path: 'url', message: 'URL inválida' },
      ]),
    });
    expect(await screen.findByText('O título é obrigatório')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Título' })).toHaveAccessibleDescription('O título é obrigatório');
    expect(screen.getByRole('textbox', { name: 'URL' })).toHaveAccessibleDescription('URL inválida');
  });

  it('leaves what no field shows to the caller, and places nothing for an error without issues', async () => {
    const onResult = vi.fn();
    await save({ error: refused([{ path: 'body.cover', message: 'Imagem grande demais' }]), onResult });
    await waitFor(() => expect(onResult).toHaveBeenCalled());
    expect(onResult).toHaveBeenCalledWith({ placed: [], unplaced: [{ path: 'body.cover', message: 'Imagem grande demais' }] });
    expect(screen.queryByText('Imagem grande demais')).not.toBeInTheDocument();

    onResult.mockClear();
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onResult).toHaveBeenCalledTimes(1));
  });

  it('ignores errors that are not the API client’s (a network failure has no fields)', async () => {
    const onResult = vi.fn();
    await save({ error: new Error('offline'), onResult });
    await waitFor(() => expect(onResult).toHaveBeenCalled());
    expect(onResult).toHaveBeenCalledWith({ placed: [], unplaced: [] });
  });

  it('keeps to the listed fields, maps paths by a function, translates, and focuses the first refused field', async () => {
    const onResult = vi.fn();
    await save({
      error: refused([
        { path: 'body.link_url', message: 'Invalid' },
        { path: 'body.title', message: 'Required' },
      ]),
      options: {
        fields: (path) => (path === 'link_url' ? 'url' : path === 'title' ? 'title' : null),
        message: (text) => `pt: ${text}`,
        shouldFocus: true,
      },
      onResult,
    });
    await waitFor(() => expect(onResult).toHaveBeenCalled());
    expect(onResult).toHaveBeenCalledWith({ placed: ['url', 'title'], unplaced: [] });
    expect(screen.getByRole('textbox', { name: 'URL' })).toHaveAccessibleDescription('pt: Invalid');
    expect(screen.getByRole('textbox', { name: 'URL' })).toHaveFocus();
  });

  it('a list of fields refuses the rest, and an option path lands on its first segment', async () => {
    const onResult = vi.fn();
    await save({
      error: refused([
        { path: 'body.url.0', message: 'Primeiro item' },
        { path: 'body.title', message: 'Não listado' },
      ]),
      options: { fields: ['url'] },
      onResult,
    });
    await waitFor(() => expect(onResult).toHaveBeenCalled());
    expect(onResult).toHaveBeenCalledWith({ placed: ['url'], unplaced: [{ path: 'body.title', message: 'Não listado' }] });
    expect(screen.getByText('Primeiro item')).toBeInTheDocument();
    expect(screen.queryByText('Não listado')).not.toBeInTheDocument();
  });
});
