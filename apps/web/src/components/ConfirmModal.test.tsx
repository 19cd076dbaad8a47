import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderShell } from '../test/render-app';
import { ConfirmModal } from './ConfirmModal';

type Props = { prompt?: string; onConfirm: () => void; pending?: boolean };

/** A list row's delete as the sections wire it: the row opens the modal, Cancel and the delete close it. */
function DeleteRow({ prompt, onConfirm, pending = false }: Props) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpened(true)}>
        Remover Blog
      </button>
      <ConfirmModal
        opened={opened}
        title="Excluir link"
        text="O link Blog sairá do cabeçalho."
        confirm="Excluir"
        cancel="Voltar"
        prompt={prompt}
        pending={pending}
        onConfirm={onConfirm}
        onClose={() => setOpened(false)}
      />
    </>
  );
}

const open = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Remover Blog' }));
  return screen.findByRole('dialog', { name: 'Excluir link' });
};

describe('ConfirmModal', () => {
  it('says what goes and deletes in one click more when no word is asked for', async () => {
    const onConfirm = vi.fn();
    renderShell(<DeleteRow onConfirm={onConfirm} />);
    const dialog = await open();
    expect(within(dialog).getByText('O link Blog sairá do cabeçalho.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('keeps the delete disabled until the word is typed exactly (spec 000 §4), and forgets it when closed', async () => {
    const onConfirm = vi.fn();
    renderShell(<DeleteRow prompt="Digite EXCLUIR para confirmar" onConfirm={onConfirm} />);
    let dialog = await open();
    const confirm = within(dialog).getByRole('button', { name: 'Excluir' });
    const word = within(dialog).getByRole('textbox', { name: 'Digite EXCLUIR para confirmar' });
    await userEvent.type(word, 'excluir');
    expect(confirm).toBeDisabled();
    await userEvent.type(word, '{Enter}');
    expect(onConfirm).not.toHaveBeenCalled();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Voltar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    dialog = await open();
    const typed = within(dialog).getByRole('textbox', { name: 'Digite EXCLUIR para confirmar' });
    expect(typed).toHaveValue('');
    await userEvent.type(typed, 'EXCLUIR{Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('while the delete runs, the button shows it is busy and neither Cancel nor a second click do anything', async () => {
    const onConfirm = vi.fn();
    renderShell(<DeleteRow onConfirm={onConfirm} pending />);
    const dialog = await open();
    expect(within(dialog).getByRole('button', { name: 'Voltar' })).toBeDisabled();
    const confirm = within(dialog).getByRole('button', { name: 'Excluir' });
    expect(confirm).toHaveAttribute('data-loading', 'true');
    await userEvent.click(confirm);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('a confirm inside another form does not submit that form', async () => {
    const onSave = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    const onConfirm = vi.fn();
    renderShell(
      <form onSubmit={onSave}>
        <DeleteRow onConfirm={onConfirm} />
      </form>,
    );
    const dialog = await open();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onSave).not.toHaveBeenCalled();
  });
});
