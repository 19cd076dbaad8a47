import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@trilha/shared/accounts/schemas';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from '@mantine/core';
import { useState } from 'react';
import { renderShell, student } from '../../test/render-app';
import { PANEL_SECTIONS } from './sections';
import { EditButton } from './EditButton';
import { EditPanel } from './EditPanel';

// The section body is the appearance engineer's own test subject; here it only has to appear.
vi.mock('../../features/appearance/components/AppearanceSection', () => ({ AppearanceSection: () => <p>Corpo da seção Aparência</p> }));

const owner: User = {
  ...student,
  id: 1,
  name: 'Olga Dona',
  email: 'owner@aurora.test',
  roles: [{ role: { slug: 'owner', name: 'Dono' } }],
  canEdit: true,
  staff: true,
};
const moderator: User = {
  ...student,
  id: 3,
  email: 'moderador@aurora.test',
  roles: [{ role: { slug: 'moderator', name: 'Moderador' } }],
  canEdit: false,
  staff: true,
};

// Wide and narrow variants are both in the DOM (CSS picks one); jsdom has no layout.
const editButton = () => screen.getAllByRole('button', { name: 'Edição' })[0]!;
const location = () => screen.getByTestId('location').textContent;
const render = (path: string, user: User) =>
  renderShell(
    <>
      <EditButton />
      <EditPanel />
    </>,
    { path, user },
  );

describe('edit panel (spec 000 §2 edit drawer, spec 002 §1)', () => {
  it('"Edição" shows only to users who can edit: never to students or moderators', () => {
    render('/homepage', student);
    expect(screen.queryByRole('button', { name: 'Edição' })).not.toBeInTheDocument();
    render('/homepage?painel=menu', moderator);
    expect(screen.queryByRole('button', { name: 'Edição' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens on the menu of the spec sections in order; unbuilt ones are dimmed "Em breve!" and do nothing', async () => {
    render('/homepage', owner);
    await userEvent.click(editButton());
    expect(location()).toBe('/homepage?painel=menu');
    const dialog = await screen.findByRole('dialog', { name: 'Edição' });
    const entries = within(dialog)
      .getAllByRole('listitem')
      .map((li) => within(li).getByRole('button'));
    expect(entries.map((b) => b.querySelector('span')?.textContent)).toEqual([
      'Cursos',
      'Produtos',
      'Alunos',
      'Equipe',
      'Cadastro',
      'Relatórios',
      'Integrações',
      'Domínios',
      'Exportar escola',
      'Vitrine',
      'Aparência',
      'Banner principal',
      'Minhas avaliações',
      'Página de login',
      'Página de aula',
      'Header',
      'Footer',
      'Informações & SEO',
      'Comunidade',
      'Gamificação',
      'HTML personalizado',
    ]);
    for (const [i, section] of PANEL_SECTIONS.entries()) {
      const entry = entries[i]!;
      if (section.load) {
        expect(entry).not.toHaveAttribute('aria-disabled');
        expect(entry).not.toHaveTextContent('Em breve!');
      } else {
        expect(entry).toHaveAttribute('aria-disabled', 'true');
        expect(entry).toHaveTextContent('Em breve!');
      }
    }
  });

  it('a section opens from the menu with its title and a back button; the URL names it', async () => {
    render('/homepage', owner);
    await userEvent.click(editButton());
    await userEvent.click(await screen.findByRole('button', { name: /Aparência/ }));
    expect(location()).toBe('/homepage?painel=aparencia');
    const dialog = await screen.findByRole('dialog', { name: 'Aparência' });
    expect(await within(dialog).findByText('Corpo da seção Aparência')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Voltar ao menu' }));
    expect(location()).toBe('/homepage?painel=menu');
    expect(await screen.findByRole('dialog', { name: 'Edição' })).toBeInTheDocument();
  });

  it('the state survives a reload: ?painel=aparencia opens straight on the section', async () => {
    render('/search?search=x&painel=aparencia', owner);
    expect(await screen.findByRole('dialog', { name: 'Aparência' })).toBeInTheDocument();
    expect(await screen.findByText('Corpo da seção Aparência')).toBeInTheDocument();
  });

  it('an unknown section in the URL shows the menu', async () => {
    render('/homepage?painel=premios', owner);
    expect(await screen.findByRole('dialog', { name: 'Edição' })).toBeInTheDocument();
  });

  it('works with the keyboard alone: Enter opens a section, Escape closes and clears the URL', async () => {
    render('/homepage?painel=menu', owner);
    const dialog = await screen.findByRole('dialog', { name: 'Edição' });
    const aparencia = within(dialog).getByRole('button', { name: /Aparência/ });
    for (let i = 0; i < 20 && document.activeElement !== aparencia; i++) await userEvent.tab();
    expect(aparencia).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(location()).toBe('/homepage?painel=aparencia');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Voltar ao menu' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(location()).toBe('/homepage'));
  });

  it("Escape in a dialog over the panel closes that dialog only: the panel, and the section's unsaved work, stay", async () => {
    function OverThePanel() {
      const [opened, setOpened] = useState(true);
      return (
        <Modal opened={opened} onClose={() => setOpened(false)} title="Pré-visualização">
          <p>Bloco</p>
        </Modal>
      );
    }
    renderShell(
      <>
        <EditPanel />
        <OverThePanel />
      </>,
      { path: '/homepage?painel=aparencia', user: owner },
    );
    await screen.findByRole('dialog', { name: 'Pré-visualização' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Pré-visualização' })).not.toBeInTheDocument());
    expect(location()).toBe('/homepage?painel=aparencia');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(location()).toBe('/homepage'));
  });

  it('the close button removes the parameter and keeps the rest of the URL', async () => {
    render('/search?search=x&painel=menu', owner);
    const dialog = await screen.findByRole('dialog', { name: 'Edição' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fechar painel de edição' }));
    await waitFor(() => expect(location()).toBe('/search?search=x'));
  });
});
