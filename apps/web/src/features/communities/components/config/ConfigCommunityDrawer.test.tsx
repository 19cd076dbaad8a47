import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ConfigCommunity } from '@trilha/shared/communities/schemas';
import i18n from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showError, showErrorWithHint, showSuccess } from '../../../../lib/toast';
import { renderShell } from '../../../../test/render-app';
import { ConfigCommunityDrawer } from './ConfigCommunityDrawer';
import { stubFetchRoutes, type Handler } from '../../../../test/fetch-routes';

vi.mock('../../../../lib/toast', () => ({ showSuccess: vi.fn(), showError: vi.fn(), showErrorWithHint: vi.fn() }));
// jsdom cannot decode or draw images: the cropper hands back a JPEG as the real one does after "Usar recorte".
vi.mock('../../../../components/ImageCropper', () => ({
  ImageCropper: ({ confirmLabel, onCropped }: { confirmLabel: string; onCropped: (blob: Blob) => void }) => (
    <button type="button" onClick={() => onCropped(new Blob(['jpeg'], { type: 'image/jpeg' }))}>
      {confirmLabel}
    </button>
  ),
}));

const stored: ConfigCommunity = {
  id: 9,
  title: 'Mentoria',
  description: 'Encontros semanais',
  cover_path: '/files/cover.webp',
  background_color: '#0F172A',
  is_private: false,
  hide_channels_groups: false,
  has_ranking: true,
  has_continue_watching: true,
  product_ids: [],
  upsell_text: '',
  upsell_link: '',
  isActive: true,
};
const products = [
  { id: 3, title: 'Curso A', status: 'active' },
  { id: 4, title: 'Curso B', status: 'active' },
  { id: 5, title: 'Curso antigo', status: 'inactive' },
];

/** The stub's fetch: "METHOD path" -> reply (the products and the stored config unless `routes` says otherwise). */
const serve = (routes: Record<string, Handler> = {}) =>
  stubFetchRoutes({
    'GET /api/auth/admin/products/get': [200, { data: products }],
    'GET /api/auth/community/config/1/9': () => [200, { data: stored }],
    ...routes,
  }).fetch;

/** The multipart save goes through XMLHttpRequest (for its progress): this one records and answers. */
function fakeXhr(status: number, body: unknown, delay = 10) {
  const sent: { method: string; url: string; body: FormData }[] = [];
  class FakeXhr {
    upload = { onprogress: null as ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null };
    status = 0;
    responseText = '';
    withCredentials = false;
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    private method = '';
    private url = '';
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader() {}
    send(form: FormData) {
      sent.push({ method: this.method, url: this.url, body: form });
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 });
        this.status = status;
        this.responseText = JSON.stringify(body);
        this.onload?.();
      }, delay);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

async function open(communityId: number | null) {
  const onClose = vi.fn();
  renderShell(<ConfigCommunityDrawer tenantId={1} communityId={communityId} opened onClose={onClose} />);
  const dialog = await screen.findByRole('dialog', { name: communityId === null ? 'Nova comunidade' : 'Configuração da comunidade' });
  return { dialog, onClose };
}
const save = (dialog: HTMLElement) => userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
const privateSwitch = (dialog: HTMLElement) => within(dialog).getByRole('switch', { name: 'Comunidade privada' });

beforeEach(() => {
  // jsdom has no object URLs; the previews only need a string.
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:preview'), revokeObjectURL: vi.fn() });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

// The machine is shared: the first render of the drawer (Mantine, the form) can pass 5 s.
describe('Config community drawer (spec 000 §3, §4, §5, §8)', { timeout: 20_000 }, () => {
  it('starts a new community with the spec defaults', async () => {
    serve();
    const { dialog } = await open(null);
    expect(within(dialog).getByRole('button', { name: 'Fechar' })).toBeInTheDocument();
    expect(within(dialog).getByRole('tab', { name: 'Configurações' })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByRole('textbox', { name: /Nome da comunidade/ })).toHaveValue('Comunidade');
    expect(within(dialog).getByRole('textbox', { name: 'Descrição' })).toHaveValue('');
    expect(within(dialog).getByRole('switch', { name: 'Ativa' })).toBeChecked();
    expect(privateSwitch(dialog)).not.toBeChecked();
    expect(within(dialog).getByRole('switch', { name: 'Ocultar canais e grupos' })).not.toBeChecked();
    expect(within(dialog).getByRole('switch', { name: 'Mostrar ranking' })).toBeChecked();
    expect(within(dialog).getByRole('switch', { name: 'Mostrar “Continuar assistindo”' })).toBeChecked();
    expect(within(dialog).queryByTestId('community-private-fields')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Aparência' }));
    const swatches = within(dialog).getByRole('radiogroup', { name: /Cor de fundo/ });
    expect(within(swatches).getAllByRole('radio')).toHaveLength(12);
    expect(within(swatches).getByRole('radio', { name: '#121212' })).toHaveAttribute('aria-checked', 'true');
    expect(within(dialog).getByRole('textbox', { name: 'Outra cor' })).toHaveValue('#121212');
    expect(within(dialog).getByText('Sem capa')).toBeInTheDocument();
  });

  it('turning private on reveals products, upsell text and link, and an empty save shows their messages and sends nothing', async () => {
    serve();
    const sent = fakeXhr(201, {});
    const { dialog } = await open(null);
    await userEvent.click(privateSwitch(dialog));
    const fields = within(dialog).getByTestId('community-private-fields');
    expect(within(fields).getByRole('button', { name: /Produtos com acesso/ })).toBeInTheDocument();
    expect(within(fields).getByRole('textbox', { name: /Texto de upsell/ })).toBeInTheDocument();
    expect(within(fields).getByRole('textbox', { name: /Link de upsell/ })).toBeInTheDocument();
    await save(dialog);
    expect(await within(dialog).findByText('A comunidade precisa ter pelo menos um produto ativo')).toBeInTheDocument();
    expect(within(dialog).getByText('O texto de upsell é obrigatório')).toBeInTheDocument();
    expect(within(dialog).getByText('O link de upsell é obrigatório')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('refuses a name over 50 characters and an invalid upsell link with the spec messages', async () => {
    serve();
    const sent = fakeXhr(201, {});
    const { dialog } = await open(null);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Nome da comunidade/ }), { target: { value: 'a'.repeat(51) } });
    await userEvent.click(privateSwitch(dialog));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Link de upsell/ }), 'não é um link');
    await save(dialog);
    expect(await within(dialog).findByText('O nome da comunidade deve ter no máximo 50 caracteres')).toBeInTheDocument();
    expect(within(dialog).getByText('Link inválido')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('shows the schema messages in the reader language', async () => {
    serve();
    const { dialog } = await open(null);
    await act(() => i18n.changeLanguage('en'));
    await userEvent.clear(within(dialog).getByRole('textbox', { name: /Community name/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The community name is required')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('pt'));
  });

  it('creates a private community: the multipart fields, product_ids repeated, the cropped cover, then the toast and close', async () => {
    serve();
    const sent = fakeXhr(201, { message: 'Comunidade criada com sucesso.', data: { ...stored, id: 12 } });
    const { dialog, onClose } = await open(null);
    await userEvent.click(privateSwitch(dialog));
    await userEvent.click(within(dialog).getByRole('button', { name: /Produtos com acesso/ }));
    expect(within(dialog).queryByRole('option', { name: 'Curso antigo' })).not.toBeInTheDocument();
    await userEvent.click(await within(dialog).findByRole('option', { name: 'Curso A' }));
    await userEvent.click(within(dialog).getByRole('option', { name: 'Curso B' }));
    await userEvent.keyboard('{Escape}');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Texto de upsell/ }), 'Assine o plano');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Link de upsell/ }), 'https://loja.example.com/plano');
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Aparência' }));
    await userEvent.click(within(dialog).getByRole('radio', { name: '#0F172A' }));
    const input = within(dialog).getByTestId('community-cover').querySelector('input[type=file]')!;
    fireEvent.change(input, { target: { files: [new File(['png'], 'capa.png', { type: 'image/png' })] } });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Usar recorte' }));
    expect(await within(dialog).findByRole('img', { name: 'Prévia da capa' })).toHaveAttribute('src', 'blob:preview');
    await save(dialog);
    await waitFor(() => expect(showSuccess).toHaveBeenCalledWith('Alterações salvas com sucesso', 4000));
    expect(onClose).toHaveBeenCalled();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'POST', url: '/api/auth/community/config/1' });
    const form = sent[0]!.body;
    expect(Object.fromEntries([...form.entries()].filter(([name]) => name !== 'cover' && name !== 'product_ids'))).toEqual({
      title: 'Comunidade',
      description: '',
      background_color: '#0F172A',
      is_private: '1',
      hide_channels_groups: '0',
      has_ranking: '1',
      has_continue_watching: '1',
      upsell_text: 'Assine o plano',
      upsell_link: 'https://loja.example.com/plano',
      isActive: '1',
    });
    expect(form.getAll('product_ids')).toEqual(['3', '4']);
    expect((form.get('cover') as File).name).toBe('cover.jpg');
    expect((form.get('cover') as File).type).toBe('image/jpeg');
  });

  it('edits: loads the record, removing the cover sends remove_cover=1, isActive stays with its own call', async () => {
    serve();
    const sent = fakeXhr(200, { message: 'ok', data: stored }, 300);
    const { dialog } = await open(9);
    const title = await within(dialog).findByRole('textbox', { name: /Nome da comunidade/ });
    expect(title).toHaveValue('Mentoria');
    await userEvent.type(title, ' semanal');
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Aparência' }));
    expect(within(dialog).getByRole('radio', { name: '#0F172A' })).toHaveAttribute('aria-checked', 'true');
    expect(within(dialog).getByRole('img', { name: 'Prévia da capa' })).toHaveAttribute('src', '/files/cover.webp');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remover a capa' }));
    await save(dialog);
    expect(await within(dialog).findByTestId('upload-progress')).toHaveTextContent('Salvando a comunidade…');
    await waitFor(() => expect(showSuccess).toHaveBeenCalledWith('Alterações salvas com sucesso', 4000));
    expect(sent[0]).toMatchObject({ method: 'POST', url: '/api/auth/community/config/1/9' });
    expect(sent[0]!.body.get('title')).toBe('Mentoria semanal');
    expect(sent[0]!.body.get('remove_cover')).toBe('1');
    expect(sent[0]!.body.get('isActive')).toBeNull();
  });

  it('saves Ativa at once on edit, and puts it back with "Não foi possível inativar a comunidade" when that fails', async () => {
    const fetch = serve({ 'PUT /api/auth/community/config/toggle-active/1/9/0': () => [500, { error: 'Erro interno.' }] });
    const { dialog } = await open(9);
    const active = await within(dialog).findByRole('switch', { name: 'Ativa' });
    expect(active).toBeChecked();
    await userEvent.click(active);
    await waitFor(() => expect(showError).toHaveBeenCalledWith(null, 'Não foi possível inativar a comunidade', 4000));
    expect(active).toBeChecked();
    expect(fetch.mock.calls.some(([input, init]) => init?.method === 'PUT' && input.endsWith('/toggle-active/1/9/0'))).toBe(true);
  });

  it('says "Comunidade desativada." when switching Ativa off works', async () => {
    serve({ 'PUT /api/auth/community/config/toggle-active/1/9/0': () => [200, { message: 'Comunidade desativada.' }] });
    const { dialog } = await open(9);
    const active = await within(dialog).findByRole('switch', { name: 'Ativa' });
    await userEvent.click(active);
    await waitFor(() => expect(showSuccess).toHaveBeenCalledWith('Comunidade desativada.', 4000));
    expect(active).not.toBeChecked();
  });

  it('refuses a cover over 15 MB with the size message, before cropping', async () => {
    serve();
    const { dialog } = await open(null);
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Aparência' }));
    const big = new File(['x'], 'enorme.jpg', { type: 'image/jpeg' });
    Object.defineProperty(big, 'size', { value: 16 * 1_048_576 });
    fireEvent.change(within(dialog).getByTestId('community-cover').querySelector('input[type=file]')!, { target: { files: [big] } });
    expect(showError).toHaveBeenCalledWith(null, 'O arquivo excede o tamanho máximo permitido.', 4000);
    expect(within(dialog).queryByRole('button', { name: 'Usar recorte' })).not.toBeInTheDocument();
  });

  it('on a refused save: the spec toast and the server issues on their fields', async () => {
    serve();
    fakeXhr(400, {
      error: 'O nome da comunidade é obrigatório',
      issues: [{ path: 'body.title', message: 'O nome da comunidade é obrigatório' }],
    });
    const { dialog, onClose } = await open(null);
    await save(dialog);
    await waitFor(() => expect(showErrorWithHint).toHaveBeenCalledWith('Erro ao salvar as alterações', 'Tente novamente mais tarde', 4000));
    expect(await within(dialog).findByText('O nome da comunidade é obrigatório')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('puts a refusal no field shows (the 100-community limit) in the toast instead of "try again later"', async () => {
    serve();
    fakeXhr(409, { error: 'Uma escola pode ter no máximo 100 comunidades.' });
    const { dialog } = await open(null);
    await save(dialog);
    await waitFor(() =>
      expect(showErrorWithHint).toHaveBeenCalledWith(
        'Erro ao salvar as alterações',
        'Uma escola pode ter no máximo 100 comunidades.',
        4000,
      ),
    );
  });

  it('shows an alert when the record cannot be loaded', async () => {
    serve({ 'GET /api/auth/community/config/1/9': () => [500, { error: 'Erro interno.' }] });
    const { dialog } = await open(9);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Não foi possível carregar a configuração da comunidade.');
    expect(within(dialog).getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });
});
