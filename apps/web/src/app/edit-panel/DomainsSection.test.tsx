import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { domainOf, localHost, owner, serveSchools } from '../../features/schools/components/test-server';
import { renderShell } from '../../test/render-app';
import { DomainsSection } from './DomainsSection';

vi.mock('../../lib/toast', async () => (await import('../../features/schools/components/test-server')).recordedToasts());

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Domínios gives the schools feature’s domains panel the school being edited', () => {
  it("lists the school's hosts, a pending one with its TXT record", async () => {
    serveSchools({ domains: [localHost, domainOf(6, 'www.aurora.com.br')] });
    renderShell(<DomainsSection />, { user: owner });
    const list = await screen.findByRole('list', { name: 'Domínios da escola' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(within(list).getByRole('textbox', { name: 'Nome do registro TXT' })).toHaveValue('_trilha-challenge.www.aurora.com.br');
  });
});
