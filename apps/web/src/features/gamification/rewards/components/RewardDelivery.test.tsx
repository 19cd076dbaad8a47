import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderShell } from '../../../../test/render-app';
import { RewardsPanel } from './RewardsPanel';
import { owner, resetToasts, reward, serveRewards, toasts } from './test-server';

vi.mock('../../../../lib/toast', async () => {
  const { toasts: shown } = await import('./test-server');
  return {
    showSuccess: (message: string) => shown.success.push(message),
    showError: (_error: unknown, fallback?: string) => shown.error.push(fallback ?? ''),
  };
});
// jsdom cannot decode or draw images: the cropper hands back a PNG as the real one does after "Usar recorte".
vi.mock('../../../../components/ImageCropper', () => ({
  ImageCropper: ({ confirmLabel, onCropped }: { confirmLabel: string; onCropped: (blob: Blob) => void }) => (
    <button type="button" onClick={() => onCropped(new Blob(['png'], { type: 'image/png' }))}>
      {confirmLabel}
    </button>
  ),
}));

beforeEach(() => {
  resetToasts();
  // jsdom has no object URLs.
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function newReward(options: Parameters<typeof serveRewards>[0] = {}) {
  const server = serveRewards(options);
  renderShell(<RewardsPanel tenantId={1} />, { user: owner });
  await userEvent.click(await screen.findByRole('button', { name: 'Nova recompensa' }));
  const form = await screen.findByRole('dialog', { name: /Nova recompensa/ });
  await userEvent.type(within(form).getByRole('textbox', { name: /Nome/ }), 'Insígnia dos 100');
  await userEvent.type(within(form).getByRole('textbox', { name: /Pontos necessários/ }), '100');
  await userEvent.click(within(form).getByRole('button', { name: /Quem pode pontuar/ }));
  await userEvent.click(await screen.findByRole('option', { name: 'Fotografia Essencial', hidden: true }));
  return { server, form };
}

const fileInput = (form: HTMLElement) => {
  const input = form.querySelector<HTMLInputElement>('input[type=file]');
  if (!input) throw new Error('no file input');
  return input;
};

describe('Recompensa deliveries (spec 001 §3, §5)', () => {
  it('the badge: over 1 MB refused in the spec’s words before cropping; a cropped square travels as img', async () => {
    const { server, form } = await newReward();
    await userEvent.click(within(form).getByRole('radio', { name: 'Insígnia' }));
    expect(within(form).getByText('PNG, JPEG, WEBP ou GIF, até 1MB. Recorte quadrado; recomendado 400x400.')).toBeInTheDocument();
    const big = new File(['x'], 'selo.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 1_048_577 });
    fireEvent.change(fileInput(form), { target: { files: [big] } });
    expect(await within(form).findByText('O arquivo excede o tamanho máximo permitido de 1MB.')).toBeInTheDocument();
    expect(within(form).queryByRole('button', { name: 'Usar recorte' })).toBeNull();

    fireEvent.change(fileInput(form), { target: { files: [new File(['png'], 'selo.png', { type: 'image/png' })] } });
    await userEvent.click(await within(form).findByRole('button', { name: 'Usar recorte' }));
    expect(within(form).getByRole('img', { name: 'Insígnia da recompensa' })).toHaveAttribute('src', 'blob:preview');
    await userEvent.click(within(form).getByRole('button', { name: 'Criar recompensa' }));
    await waitFor(() => expect(toasts.success).toEqual(['Nova recompensa criada']));
    const sent = server.sent('POST', '/api/auth/ranking/rewards/create')[0]!.form!;
    expect(sent.get('delivery_type')).toBe('badge');
    expect(sent.get('img')).toBeInstanceOf(Blob);
    expect(sent.get('content')).toBeNull();
  });

  it('the file: required, then sent as content with its name', async () => {
    const { server, form } = await newReward();
    await userEvent.click(within(form).getByRole('button', { name: 'Criar recompensa' }));
    expect(await within(form).findByText('Campo obrigatório')).toBeInTheDocument();
    expect(server.sent('POST', '/api/auth/ranking/rewards/create')).toEqual([]);

    fireEvent.change(fileInput(form), { target: { files: [new File(['%PDF-1.4'], 'guia.pdf', { type: 'application/pdf' })] } });
    expect(await within(form).findByText('guia.pdf')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Criar recompensa' }));
    await waitFor(() => expect(toasts.success).toEqual(['Nova recompensa criada']));
    const content = server.sent('POST', '/api/auth/ranking/rewards/create')[0]!.form!.get('content');
    expect(content).toBeInstanceOf(File);
    expect((content as File).name).toBe('guia.pdf');
  });

  it('an edit keeps the stored file without asking for it again', async () => {
    const server = serveRewards({
      rewards: [reward(1, { delivery_type: 'file', links: [], content: { name: 'guia.pdf', type: 'application/pdf' } })],
    });
    renderShell(<RewardsPanel tenantId={1} />, { user: owner });
    await userEvent.click(await screen.findByRole('button', { name: 'Editar: Recompensa 1' }));
    const form = await screen.findByRole('dialog', { name: /Editar recompensa/ });
    expect(within(form).getByRole('link', { name: 'Arquivo atual: guia.pdf' })).toHaveAttribute(
      'href',
      '/api/auth/ranking/rewards/content/1/1',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Editar recompensa' }));
    await waitFor(() => expect(toasts.success).toEqual(['Recompensa atualizada com sucesso']));
    expect(server.sent('POST', '/api/auth/ranking/rewards/update')[0]!.form!.get('content')).toBeNull();
  });

  it('choosing an animation opens its preview (spec 000 §4)', async () => {
    const { form } = await newReward();
    await userEvent.click(within(form).getByRole('combobox', { name: 'Animação' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Foguete', hidden: true }));
    const preview = await screen.findByRole('dialog', { name: 'Prévia da animação' });
    expect(within(preview).getByRole('img', { name: 'Foguete' })).toBeInTheDocument();
  });
});
