import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderShell } from '../test/render-app';
import { OptionMultiSelect, OptionSelect, type SelectOption } from './OptionSelect';

const many = (n: number): SelectOption[] => Array.from({ length: n }, (_, i) => ({ value: i + 1, label: `Produto ${i + 1}` }));
const long = { value: 99, label: 'Formação completa em fotografia de produto para lojas virtuais' };

function Multi({ options, onEndReached }: { options: SelectOption[]; onEndReached?: () => void }) {
  const [value, setValue] = useState<number[]>([]);
  return <OptionMultiSelect label="Produtos" options={options} value={value} onChange={setValue} onEndReached={onEndReached} />;
}
function Single({ options }: { options: SelectOption[] }) {
  const [value, setValue] = useState<number | null>(null);
  return <OptionSelect label="Aula" options={options} value={value} onChange={setValue} />;
}

const open = (name: string) => userEvent.click(screen.getByRole('button', { name: new RegExp(name) }));
const shownOptions = () => screen.queryAllByRole('option').map((o) => o.textContent);
/** The dropdown's scroll viewport reports it has reached its end. */
const scrollToEnd = () => {
  const viewport = screen.getByRole('listbox').querySelector<HTMLElement>('[data-scrollarea-viewport], .mantine-ScrollArea-viewport');
  // Mantine calls back on arriving at the end, so leave it first (jsdom has no heights: any scrollTop >= 0 is "the end").
  fireEvent.scroll(viewport!, { target: { scrollTop: -5 } });
  fireEvent.scroll(viewport!, { target: { scrollTop: 10_000 } });
};

afterEach(() => vi.useRealTimers());

describe('OptionSelect (spec 000 §4, §9)', () => {
  it('cuts labels after 50 characters and keeps the whole one as the title', async () => {
    renderShell(<Single options={[long, ...many(2)]} />);
    await open('Aula');
    const option = screen.getByRole('option', { name: /Formação/ });
    expect(option).toHaveTextContent(`${long.label.slice(0, 50)}…`);
    expect(option).toHaveAttribute('title', long.label);
    await userEvent.click(option);
    expect(screen.getByRole('button', { name: /Aula/ })).toHaveTextContent(`${long.label.slice(0, 50)}…`);
  });

  it('searches only after 500 ms of quiet, ignoring accents and case, and says when nothing matches', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderShell(<Single options={[{ value: 1, label: 'Vídeo aulas' }, ...many(3)]} />);
    await user.click(screen.getByRole('button', { name: /Aula/ }));
    const search = screen.getByRole('textbox', { name: 'Buscar: Aula' });
    await user.type(search, 'VIDEO');
    act(() => {
      vi.advanceTimersByTime(400);
    });
    expect(shownOptions()).toHaveLength(4);
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(shownOptions()).toEqual(['Vídeo aulas']);
    await user.type(search, 'xyz');
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(screen.getByText('Nenhum resultado encontrado')).toBeInTheDocument();
  });

  it('scrolls for more only from 5 options: under 5 everything shows and nothing more is asked', async () => {
    const more = vi.fn();
    renderShell(<Multi options={many(4)} onEndReached={more} />);
    await open('Produtos');
    expect(shownOptions()).toHaveLength(4);
    scrollToEnd();
    expect(more).not.toHaveBeenCalled();
  });

  it('from 5 options it shows a page and reveals the next at the end, then asks the server for more', async () => {
    const more = vi.fn();
    renderShell(<Multi options={many(30)} onEndReached={more} />);
    await open('Produtos');
    expect(shownOptions()).toHaveLength(20);
    scrollToEnd();
    expect(shownOptions()).toHaveLength(30);
    expect(more).not.toHaveBeenCalled();
    scrollToEnd();
    expect(more).toHaveBeenCalledTimes(1);
  });

  it('chooses several, shows them as pills, and a pill removes its choice', async () => {
    renderShell(<Multi options={many(3)} />);
    await open('Produtos');
    await userEvent.click(screen.getByRole('option', { name: 'Produto 1' }));
    await userEvent.click(screen.getByRole('option', { name: 'Produto 3' }));
    expect(screen.getByRole('button', { name: /Produtos/ })).toHaveTextContent('2 selecionados');
    await userEvent.keyboard('{Escape}');
    expect(within(screen.getByTestId('chosen')).getByText('Produto 1')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remover Produto 1' }));
    expect(screen.queryByRole('button', { name: 'Remover Produto 1' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Produtos/ })).toHaveTextContent('1 selecionado');
  });
});
