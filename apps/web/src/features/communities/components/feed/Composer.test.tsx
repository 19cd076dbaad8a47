import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderShell } from '../../../../test/render-app';
import { postRules } from '../post/post-rules';
import { Composer } from './Composer';
import { FeedList } from './FeedList';
import { controlIntersection, postOf, serveFeed, viewOf } from './test-feed';

vi.mock('../../../../lib/toast', () => ({ showSuccess: vi.fn(), showError: vi.fn() }));

const MB = 1_048_576;
function fileOf(name: string, type: string, size: number) {
  const file = new File(['%PDF-1.4'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** The one XMLHttpRequest the composer opens (uploadWithProgress): it keeps the form, and the test answers. */
class FakeXhr {
  static last: FakeXhr | null = null;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  status = 0;
  responseText = '';
  withCredentials = false;
  url = '';
  method = '';
  form: FormData | null = null;
  body: unknown = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader() {}
  send(body: unknown) {
    this.body = body;
    if (body instanceof FormData) this.form = body;
    FakeXhr.last = this;
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeXhr.last = null;
});

function renderComposer(view = viewOf()) {
  controlIntersection();
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => {} }));
  const server = serveFeed({
    'GET /api/auth/community/posts/1/1': () => [200, { data: [postOf(5)], next_page_url: null }],
    'POST /api/auth/community/video-link/1/1': () => [
      200,
      {
        id: 9,
        path: '/files/tenants/1/community-posts/videos/abc.mp4',
        url: '/api/uploads/videos/tok',
        status: 'processing',
        expires_at: '',
      },
    ],
  });
  renderShell(
    <>
      <Composer tenant={1} view={view} />
      <FeedList rules={postRules(1, view)} canPost />
    </>,
  );
  return server;
}

describe('Composer', () => {
  it('refuses a 16 MB file with the spec’s message, keeping the files that fit', async () => {
    renderComposer();
    const input = screen.getByLabelText('Escolher arquivos (até 5)');
    await userEvent.upload(input, [
      fileOf('apostila.pdf', 'application/pdf', 2 * MB),
      fileOf('aula-gravada.pdf', 'application/pdf', 16 * MB),
    ]);

    expect(await screen.findByTestId('composer-error')).toHaveTextContent('O arquivo excede o tamanho máximo permitido.');
    const kept = screen.getAllByTestId('composer-file');
    expect(kept).toHaveLength(1);
    expect(kept[0]).toHaveTextContent('apostila.pdf');
  });

  it('says what is missing instead of sending an empty post', async () => {
    const server = renderComposer();
    await userEvent.click(screen.getByRole('button', { name: 'Publicar' }));
    expect(await screen.findByTestId('composer-error')).toHaveTextContent('Escreva algo ou anexe uma mídia para publicar.');
    expect(server.calls.filter((c) => c.key.startsWith('POST'))).toHaveLength(0);
  });

  it('offers only the media the community allows', () => {
    renderComposer(viewOf({ images: false, videos: false }));
    expect(screen.queryByRole('button', { name: 'Imagens' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Vídeo' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Arquivos' })).toBeInTheDocument();
  });

  it('sends title, text, images and files in one form with progress, and the post joins the top of the feed', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    renderComposer();
    await screen.findByText('Publicação 5');
    await userEvent.type(screen.getByLabelText('Título (opcional)'), 'Minhas fotos');
    await userEvent.type(screen.getByLabelText('Texto'), 'Duas fotos e a apostila');
    await userEvent.upload(screen.getByLabelText('Escolher imagens (até 10)'), [
      fileOf('a.png', 'image/png', MB),
      fileOf('b.jpg', 'image/jpeg', MB),
    ]);
    await userEvent.upload(screen.getByLabelText('Escolher arquivos (até 5)'), [fileOf('apostila.pdf', 'application/pdf', MB)]);
    await userEvent.click(screen.getByRole('button', { name: 'Publicar' }));

    await waitFor(() => expect(FakeXhr.last).not.toBeNull());
    const xhr = FakeXhr.last!;
    expect(xhr.url).toBe('/api/auth/community/posts/1/1');
    expect(xhr.form?.get('title')).toBe('Minhas fotos');
    expect(xhr.form?.get('text')).toBe('Duas fotos e a apostila');
    expect(xhr.form?.getAll('images').map((f) => (f as File).name)).toEqual(['a.png', 'b.jpg']);
    expect(xhr.form?.getAll('files').map((f) => (f as File).name)).toEqual(['apostila.pdf']);

    act(() => xhr.upload.onprogress?.({ lengthComputable: true, loaded: 40, total: 100 }));
    expect(within(await screen.findByTestId('upload-progress')).getByText('40%')).toBeInTheDocument();

    act(() => xhr.answer(201, { data: postOf(6, { title: 'Minhas fotos' }) }));
    await waitFor(() => expect(screen.queryByTestId('upload-progress')).not.toBeInTheDocument());
    const titles = within(screen.getByTestId('feed'))
      .getAllByRole('heading')
      .map((h) => h.textContent);
    expect(titles).toEqual(['Minhas fotos', 'Publicação 5']);
    expect(screen.getByLabelText('Título (opcional)')).toHaveValue('');
  });

  it('shows the server’s refusal (429) translated, and keeps what was written', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    renderComposer();
    await userEvent.type(screen.getByLabelText('Texto'), 'Mais uma');
    await userEvent.click(screen.getByRole('button', { name: 'Publicar' }));
    await waitFor(() => expect(FakeXhr.last).not.toBeNull());
    act(() => FakeXhr.last!.answer(429, { error: 'Você publicou muitas vezes em pouco tempo. Aguarde um minuto e tente de novo.' }));
    expect(await screen.findByTestId('composer-error')).toHaveTextContent('Você publicou muitas vezes em pouco tempo.');
    expect(screen.getByLabelText('Texto')).toHaveValue('Mais uma');
  });

  it('sends the video first through its link (PUT, with progress), then names its path in the post', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const server = renderComposer();
    await userEvent.type(screen.getByLabelText('Texto'), 'Meu vídeo');
    const video = fileOf('aula.mp4', 'video/mp4', 3 * MB);
    await userEvent.upload(screen.getByLabelText('Escolher um vídeo'), video);
    await userEvent.click(screen.getByRole('button', { name: 'Publicar' }));

    await waitFor(() => expect(FakeXhr.last?.method).toBe('PUT'));
    expect(server.made('POST /api/auth/community/video-link/1/1')[0]?.body).toEqual({ filename: 'aula.mp4', size: 3 * MB });
    const put = FakeXhr.last!;
    expect(put.url).toBe('/api/uploads/videos/tok');
    expect(put.body).toBe(video);
    act(() => put.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 }));
    expect(await screen.findByText('Enviando o vídeo…')).toBeInTheDocument();
    act(() => put.answer(200, { id: 9, path: '/files/tenants/1/community-posts/videos/abc.mp4', status: 'uploaded' }));

    await waitFor(() => expect(FakeXhr.last?.method).toBe('POST'));
    expect(FakeXhr.last!.form?.get('videos')).toBe('/files/tenants/1/community-posts/videos/abc.mp4');
  });

  it('refuses a video past 25 MB with the upload’s own message', async () => {
    renderComposer();
    await userEvent.upload(screen.getByLabelText('Escolher um vídeo'), fileOf('aula.mp4', 'video/mp4', 26 * MB));
    expect(await screen.findByTestId('composer-error')).toHaveTextContent('O tamanho limite para esse video é 25mb');
  });
});
