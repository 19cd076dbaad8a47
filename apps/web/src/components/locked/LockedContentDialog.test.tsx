import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContentCard } from '../ContentCard';
import { item } from '../../test/home-fixtures';
import { stubFetchRoutes } from '../../test/fetch-routes';
import { renderShell } from '../../test/render-app';

afterEach(() => vi.unstubAllGlobals());

const lockedLesson = item({
  kind: 'lesson',
  id: 78,
  title: 'Orçamento do mês',
  href: '/curso/3/orcamento/78',
  course_id: 3,
  course_title: 'Finanças',
  locked: true,
});
const offer = (over: object) =>
  [200, { data: { course_id: 3, course_title: 'Finanças Pessoais', locked: true, products: [], sales_url: null, ...over } }] as [
    number,
    unknown,
  ];

async function openFrom(card = lockedLesson) {
  renderShell(<ContentCard item={card} cardType="horizontal" />);
  fireEvent.click(screen.getByRole('button', { name: `${card.title}: bloqueado. Saiba como liberar` }));
  return screen.findByRole('dialog', { name: 'Conteúdo bloqueado' });
}

describe('locked content: a click explains the lock and offers the way in (docs/catalog.md)', () => {
  it("names the course, the plans that include it and opens the school's sales page in a new tab", async () => {
    const { fetch } = stubFetchRoutes({
      'GET /api/catalog/courses/3/access': offer({
        products: [
          { id: 2, title: 'Plano Completo', sales_url: 'https://escola.com.br/completo' },
          { id: 3, title: 'Mentoria', sales_url: null },
        ],
        sales_url: 'https://escola.com.br/planos',
      }),
    });
    const dialog = await openFrom();
    expect(
      await within(dialog).findByText('“Orçamento do mês” faz parte do curso “Finanças Pessoais”, que não está no seu plano.'),
    ).toBeInTheDocument();
    const plans = within(dialog).getByRole('list', { name: 'Incluído nos planos:' });
    expect(
      within(plans)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Plano Completo (abre em nova aba)', 'Mentoria']);
    // A plan with its own sales page opens it in a new tab; one without stays a name.
    const plan = within(plans).getByRole('link', { name: 'Plano Completo (abre em nova aba)' });
    expect(plan).toHaveAttribute('href', 'https://escola.com.br/completo');
    expect(plan).toHaveAttribute('target', '_blank');
    expect(plan).toHaveAttribute('rel', 'noopener noreferrer');
    expect(plan.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(within(plans).getAllByRole('link')).toHaveLength(1);
    expect(within(plans).getByText('Mentoria')).not.toHaveAttribute('href');
    const link = within(dialog).getByRole('link', { name: 'Conhecer os planos (abre em nova aba)' });
    expect(link).toHaveAttribute('href', 'https://escola.com.br/planos');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(fetch).toHaveBeenCalledWith('/api/catalog/courses/3/access', expect.anything());
  });

  it('without a sales link it asks the student to talk to the school', async () => {
    stubFetchRoutes({ 'GET /api/catalog/courses/3/access': offer({ products: [{ id: 2, title: 'Plano Completo', sales_url: null }] }) });
    const dialog = await openFrom();
    expect(await within(dialog).findByText('Fale com a escola para liberar o acesso.')).toBeInTheDocument();
    expect(within(dialog).getByText('Incluído no plano:')).toBeInTheDocument();
    expect(within(dialog).queryByRole('link')).toBeNull();
  });

  it('says so and opens the item when the student got access meanwhile', async () => {
    stubFetchRoutes({ 'GET /api/catalog/courses/3/access': offer({ locked: false }) });
    const dialog = await openFrom();
    expect(await within(dialog).findByText('“Orçamento do mês” já está liberado para você.')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Abrir agora' })).toHaveAttribute('href', '/curso/3/orcamento/78');
  });
});
