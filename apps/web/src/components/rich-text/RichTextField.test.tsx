import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stubEditorLayout } from '../../test/prosemirror';
import { renderShell } from '../../test/render-app';
import { RichTextField } from './RichTextField';

stubEditorLayout();

describe('RichTextField: the one rich-text editor (footer documents, course studio descriptions)', () => {
  it("names its writing area and its toolbar in the reader's language, and starts from the HTML given", async () => {
    renderShell(
      <RichTextField
        label="Descrição"
        visibleLabel
        initialHtml="<p>Olá, <strong>turma</strong></p>"
        max={100}
        tooLongMessage="Longo demais"
      />,
    );
    const area = await screen.findByRole('textbox', { name: 'Descrição' });
    expect(area).toHaveAttribute('aria-multiline', 'true');
    expect(area.querySelector('strong')).toHaveTextContent('turma');
    for (const control of ['Negrito', 'Itálico', 'Título 2', 'Lista com marcadores', 'Inserir link', 'Desfazer']) {
      expect(screen.getByRole('button', { name: control })).toBeInTheDocument();
    }
    // Counted only on request (the footer's documents), and past the cap.
    expect(screen.queryByText(/caracteres/)).toBeNull();
  });

  it('reports every change as HTML, an emptied document as "", and the HTML again when left', async () => {
    const onChange = vi.fn();
    const onBlur = vi.fn();
    renderShell(
      <RichTextField label="Descrição" initialHtml="" max={100} tooLongMessage="Longo demais" onChange={onChange} onBlur={onBlur} />,
    );
    const area = await screen.findByRole('textbox', { name: 'Descrição' });
    await userEvent.click(area);
    await userEvent.type(area, 'Oi');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<p>Oi</p>'));
    await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(''));
    fireEvent.blur(area);
    await waitFor(() => expect(onBlur).toHaveBeenCalledWith(''));
  });

  it('counts the characters when asked, and says the given words once the HTML passes its cap', async () => {
    renderShell(<RichTextField label="Termos" initialHtml="<p>abc</p>" max={12} tooLongMessage="O texto passou do limite" showCount />);
    const area = await screen.findByRole('textbox', { name: 'Termos' });
    expect(screen.getByText('10 de 12 caracteres')).toBeInTheDocument();
    await userEvent.click(area);
    await userEvent.type(area, 'xyz');
    expect(await screen.findByText('O texto passou do limite')).toBeInTheDocument();
    expect(area).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows a refusal given from outside under the editor', async () => {
    renderShell(
      <RichTextField label="Descrição" initialHtml="" max={100} tooLongMessage="Longo demais" error="A descrição é longa demais" />,
    );
    const area = await screen.findByRole('textbox', { name: 'Descrição' });
    expect(screen.getByText('A descrição é longa demais')).toBeInTheDocument();
    expect(area).toHaveAttribute('aria-invalid', 'true');
  });
});
