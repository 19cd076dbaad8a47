import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VIDEO_MAX_BYTES } from '@trilha/shared/banners/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderShell } from '../../../test/render-app';
import { showError, showSuccess } from '../../../lib/toast';
import { BannerSection } from './BannerSection';
import { makeBanner, serveBanners } from './test-banners';

vi.mock('../../../lib/toast', () => ({ showSuccess: vi.fn(), showError: vi.fn() }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

/** The multipart save goes through XMLHttpRequest (for its progress): this one records and answers. */
function fakeXhr(status: number, body: unknown) {
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
      }, 10);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

async function openNew() {
  renderShell(<BannerSection />);
  await userEvent.click(await screen.findByRole('button', { name: 'Novo banner' }));
  return screen.findByRole('dialog', { name: 'Novo banner' });
}

const fileInput = (dialog: HTMLElement, testId: string) => within(dialog).getByTestId(testId).querySelector('input[type=file]')!;

// The machine is shared: the first render of the modal (Mantine, the cropper's chunk) can pass 5 s.
describe('Banner modal (spec 002 §2, spec 001 §5)', { timeout: 20_000 }, () => {
  it('counts the description to 250 and shows the spec error past it, blocking the save', async () => {
    serveBanners([]);
    const dialog = await openNew();
    expect(within(dialog).getByText('0/250')).toBeInTheDocument();
    const description = within(dialog).getByRole('textbox', { name: 'Descrição' });
    fireEvent.change(description, { target: { value: 'a'.repeat(250) } });
    expect(within(dialog).getByText('250/250')).toHaveAttribute('data-over', 'false');
    expect(within(dialog).getByRole('button', { name: 'Salvar banner' })).toBeEnabled();
    fireEvent.change(description, { target: { value: 'a'.repeat(251) } });
    expect(within(dialog).getByText('251/250')).toHaveAttribute('data-over', 'true');
    expect(within(dialog).getByText('A descrição do banner é maior do que o limite de 250')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Salvar banner' })).toBeDisabled();
  });

  it('refuses a video over 25 MB or of another type in the browser, before asking for a link', async () => {
    const { fetch } = serveBanners([]);
    const dialog = await openNew();
    const input = fileInput(dialog, 'banner-video-desktop');
    const big = new File(['x'], 'aula.mp4', { type: 'video/mp4' });
    Object.defineProperty(big, 'size', { value: VIDEO_MAX_BYTES + 1 });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await within(dialog).findByText('O tamanho limite para esse video é 25mb')).toHaveAttribute('role', 'alert');
    fireEvent.change(input, { target: { files: [new File(['x'], 'notas.txt', { type: 'text/plain' })] } });
    expect(await within(dialog).findByText(/Formato de vídeo não suportado/)).toBeInTheDocument();
    fireEvent.change(input, { target: { files: [new File(['x'], 'aula.mp4', { type: 'application/pdf' })] } });
    expect(await within(dialog).findByText(/Formato de vídeo não suportado/)).toBeInTheDocument();
    expect(fetch.mock.calls.some(([input]) => input.includes('upload-video'))).toBe(false);
  });

  it('refuses an image of another type with a clear message', async () => {
    serveBanners([]);
    const dialog = await openNew();
    fireEvent.change(fileInput(dialog, 'banner-image-desktop'), {
      target: { files: [new File(['x'], 'logo.gif', { type: 'image/gif' })] },
    });
    expect(await within(dialog).findByText('Formato não suportado: use PNG, JPEG, WebP ou HEIC')).toBeInTheDocument();
    expect(within(dialog).getByText(/Imagem mobile recomendada: 400x200/)).toBeInTheDocument();
  });

  it('starts the Fontes tab at the platform font, weight 400 and size 16 (spec 002 §3)', async () => {
    serveBanners([]);
    const dialog = await openNew();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Fontes' }));
    const sections = ['Categoria (headline)', 'Título', 'Descrição', 'Texto do botão'];
    for (const name of sections) expect(within(dialog).getByRole('button', { name })).toBeInTheDocument();
    const panel = within(dialog).getByRole('tabpanel', { name: 'Fontes' });
    expect(within(panel).getAllByLabelText('Fonte')[0]).toHaveValue('Fonte da plataforma');
    expect(within(panel).getAllByLabelText('Peso')[0]).toHaveValue('400');
    expect(within(panel).getAllByRole('textbox', { name: 'Tamanho (px)' })[0]).toHaveValue('16');
  });

  it('refuses a banner with no picture and no video before sending, on the Básico tab', async () => {
    serveBanners([]);
    const sent = fakeXhr(200, {});
    const dialog = await openNew();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Título' }), 'Sem imagem');
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Fontes' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar banner' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Adicione ao banner uma imagem (desktop ou mobile) ou um vídeo');
    expect(within(dialog).getByRole('tab', { name: 'Básico' })).toHaveAttribute('aria-selected', 'true');
    expect(sent).toHaveLength(0);
    expect(showSuccess).not.toHaveBeenCalled();
  });

  it('refuses a bad link with the spec message before sending', async () => {
    serveBanners([]);
    const sent = fakeXhr(200, {});
    const dialog = await openNew();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Link do botão/ }), 'javascript:alert(1)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar banner' }));
    expect(await within(dialog).findByText(/Link inválido/)).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('edits: loads the banner (body[2].data), sends its text parts, and clearing a stored image sends remove_url_image=1', async () => {
    const stored = makeBanner({ id: 4, title: 'Antigo', url_image: '/files/old.webp', url_image_vertical: '/files/tall.webp' });
    const { fetch } = serveBanners([stored], {
      'GET /api/auth/config/plataforma/bannersCustom/get/1/4': () => [200, ['OK', 200, { data: stored }]],
    });
    const sent = fakeXhr(200, { message: 'Banner atualizado com sucesso!', data: stored });
    renderShell(<BannerSection />);
    await userEvent.click(await screen.findByRole('button', { name: 'Editar Antigo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar banner' });
    const title = await within(dialog).findByRole('textbox', { name: 'Título' });
    expect(title).toHaveValue('Antigo');
    await userEvent.clear(title);
    await userEvent.type(title, 'Fotografia do zero');
    const link = within(dialog).getByRole('textbox', { name: /Link do botão/ });
    await userEvent.clear(link);
    await userEvent.type(link, '/cursos/1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remover Imagem desktop (horizontal)' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar banner' }));
    await waitFor(() => expect(showSuccess).toHaveBeenCalledWith('Banner atualizado com sucesso!'));
    expect(sent[0]).toMatchObject({ method: 'POST', url: '/api/auth/config/plataforma/bannersCustom/update/4' });
    const form = sent[0]!.body;
    expect(form.get('tenant_id')).toBe('1');
    expect(form.get('title')).toBe('Fotografia do zero');
    expect(form.get('url_primary')).toBe('/cursos/1');
    expect(form.get('weight_title')).toBe('400');
    expect(form.get('remove_url_image')).toBe('1');
    expect(form.get('remove_url_image_vertical')).toBeNull();
    expect(form.get('url_image')).toBeNull();
    await waitFor(() => expect(fetch.mock.calls.filter(([input]) => input.endsWith('/bannersCustom/index/1'))).toHaveLength(2));
  });

  it('shows the server refusal in the reader language', async () => {
    const stored = makeBanner({ id: 4, title: 'Antigo', url_image: '/files/old.webp' });
    serveBanners([stored], { 'GET /api/auth/config/plataforma/bannersCustom/get/1/4': () => [200, ['OK', 200, { data: stored }]] });
    fakeXhr(422, { error: 'O texto deve ter no máximo 191 caracteres.', issues: [] });
    renderShell(<BannerSection />);
    await userEvent.click(await screen.findByRole('button', { name: 'Editar Antigo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar banner' });
    await within(dialog).findByDisplayValue('Antigo');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar banner' }));
    await waitFor(() => expect(showError).toHaveBeenCalledWith('O texto deve ter no máximo 191 caracteres.'));
  });
});
