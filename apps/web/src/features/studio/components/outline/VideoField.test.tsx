import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LessonVideoState } from '@trilha/shared/studio/media-schemas';
import type { StudioOutline } from '@trilha/shared/studio/schemas';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Reply } from '../../../../test/fetch-routes';
import { stubEditorLayout } from '../../../../test/prosemirror';
import { renderShell } from '../../../../test/render-app';
import { CourseEditorPage } from '../CourseEditorPage';
import { fileOf, MiB, type XhrRequest } from '../test-media';
import { PATHS, serveStudio } from '../test-server';
import { editorAt, openLessonPanel, setUpStudioTests } from '../test-setup';

vi.mock('../../../../lib/toast', async () => (await import('../test-setup')).recordedToasts());

stubEditorLayout();
setUpStudioTests();
beforeEach(() => sessionStorage.clear());
afterEach(() => vi.useRealTimers());

const user = userEvent.setup({ applyAccept: false });
const SIZE = 20 * MiB;
/** A 20 MiB video goes in three parts of at most 8 MiB. */
const PARTS = ['bytes 0-8388607/20971520', 'bytes 8388608-16777215/20971520', 'bytes 16777216-20971519/20971520'];

async function openVideo(video: Partial<LessonVideoState> = {}) {
  const server = serveStudio();
  server.media.setVideo(30, video);
  const view = renderShell(<CourseEditorPage />, editorAt());
  const field = await openPanel();
  return { server, field, queryClient: view.queryClient };
}

async function openPanel() {
  const panel = await openLessonPanel('Conhecendo a câmera', user);
  return within(panel).findByTestId('lesson-video');
}

/** The field's own file picker (a failed video has a second one, "Tentar de novo", before it). */
const picker = (field: HTMLElement) => [...field.querySelectorAll<HTMLInputElement>('input[type="file"]')].at(-1)!;
const parts = (requests: XhrRequest[]) => requests.filter((r) => r.method === 'PUT').map((r) => r.headers['content-range']);
const videoReads = (server: ReturnType<typeof serveStudio>) => server.calls.filter((c) => c.path === PATHS.lessonVideo(30)).length;
/** A reply the test lets go of when it has looked at the screen. */
function gate() {
  let open: (reply: Reply) => void = () => undefined;
  const reply = new Promise<Reply>((resolve) => (open = resolve));
  return { reply, open: (answer: Reply) => open(answer) };
}

describe("a lesson's video: its state as the server says it (issue 42)", () => {
  it('none: says so, and states the limit and the formats before any upload', async () => {
    const { field } = await openVideo();
    expect(within(field).getByText('Nenhum vídeo enviado.')).toBeInTheDocument();
    expect(
      within(field).getByText('Até 2 GB. MP4, MOV, MKV, WebM, AVI ou MPEG: o vídeo é convertido para tocar em qualquer aparelho.'),
    ).toBeInTheDocument();
    expect(within(field).getByRole('button', { name: 'Enviar vídeo da aula' })).toBeEnabled();
    expect(picker(field)).toHaveAttribute('accept', '.mp4,.m4v,.mov,.mkv,.webm,.avi,.mpeg,.mpg');
  });

  it('ready: with its duration', async () => {
    const { field } = await openVideo({ state: 'ready', progress: 1, duration_seconds: 245 });
    expect(within(field).getByText('Vídeo pronto · 4:05')).toBeInTheDocument();
    expect(within(field).getByRole('button', { name: 'Trocar vídeo da aula' })).toBeInTheDocument();
  });

  it('processing: a labelled progress bar with its percent', async () => {
    const { field } = await openVideo({ state: 'processing', progress: 0.42, received_bytes: SIZE, declared_bytes: SIZE });
    expect(within(field).getByRole('progressbar', { name: 'Progresso do processamento do vídeo' })).toHaveAttribute('aria-valuenow', '42');
    expect(within(field).getByText('42%')).toBeInTheDocument();
  });

  it('failed: the server\'s message and "Tentar de novo", which takes a file again', async () => {
    const { field, server } = await openVideo({
      state: 'failed',
      error: 'Não foi possível ler este vídeo: o arquivo está corrompido ou não é um vídeo',
    });
    expect(within(field).getByRole('alert')).toHaveTextContent(
      'Não foi possível ler este vídeo: o arquivo está corrompido ou não é um vídeo',
    );
    expect(within(field).getByRole('button', { name: 'Tentar de novo' })).toBeInTheDocument();
    const retryPicker = field.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(retryPicker, fileOf('aula.txt', 10));
    expect(await within(field).findByText('Envie um vídeo MP4, MOV, MKV, WebM, AVI ou MPEG')).toBeInTheDocument();
    await user.upload(retryPicker, fileOf('aula.mp4', 3 * MiB));
    await waitFor(() => expect(server.sent('POST', PATHS.lessonVideo(30))).toEqual([{ filename: 'aula.mp4', size: 3 * MiB }]));
  });

  it('uploading, begun before and stopped: how much arrived, and how to go on', async () => {
    const { field } = await openVideo({ state: 'uploading', received_bytes: 8 * MiB, declared_bytes: SIZE, progress: 0.4 });
    expect(within(field).getByText(/^Envio interrompido: 40% chegou ao servidor\./)).toBeInTheDocument();
  });
});

describe("a picked video is checked before a byte moves, against this server's limit and formats", () => {
  it("refuses a file over the server's limit, naming both sizes, and asks the server nothing", async () => {
    const { field, server } = await openVideo({ max_bytes: 100 * MiB });
    expect(within(field).getByText(/^Até 100 MB\./)).toBeInTheDocument();
    const big = fileOf('aula.mp4', 10);
    Object.defineProperty(big, 'size', { value: 150 * MiB });
    await user.upload(picker(field), big);
    expect(await within(field).findByRole('alert')).toHaveTextContent('Este vídeo tem 150 MB; este servidor aceita até 100 MB.');
    expect(server.writes()).toEqual([]);
  });

  it('refuses what is not a video container', async () => {
    const { field, server } = await openVideo();
    await user.upload(picker(field), fileOf('aula.pdf', 10));
    expect(await within(field).findByRole('alert')).toHaveTextContent('Envie um vídeo MP4, MOV, MKV, WebM, AVI ou MPEG');
    expect(server.writes()).toEqual([]);
  });

  it('without processing on the server, only MP4 and WebM', async () => {
    const { field, server } = await openVideo({ processing_available: false });
    expect(within(field).getByText('Até 2 GB. Só MP4 ou WebM: este servidor não converte vídeos.')).toBeInTheDocument();
    expect(picker(field)).toHaveAttribute('accept', '.mp4,.m4v,.webm');
    await user.upload(picker(field), fileOf('aula.mov', 10));
    expect(await within(field).findByRole('alert')).toHaveTextContent(
      'Este servidor só aceita vídeos MP4 ou WebM (o processamento de vídeo não está instalado)',
    );
    expect(server.writes()).toEqual([]);
    await user.upload(picker(field), fileOf('aula.webm', 10));
    await waitFor(() => expect(server.sent('POST', PATHS.lessonVideo(30))).toEqual([{ filename: 'aula.webm', size: 10 }]));
  });
});

describe('the upload in parts (Content-Range), resumable', () => {
  it('sends 8 MiB parts in order, with the progress, the speed and the time left; then follows the processing', async () => {
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const { field, server } = await openVideo();
    const first = gate();
    server.xhr.answerWith((request) => {
      if (request.headers['content-range'] === PARTS[0]) {
        // Two seconds pass while the first part travels.
        now = 2000;
        return first.reply;
      }
      return server.media.answerXhr(request);
    });
    await user.upload(picker(field), fileOf('aula.mp4', SIZE));

    // Half the first part: 4 of 20 MiB in 2 s.
    const bar = await within(field).findByRole('progressbar', { name: 'Progresso do envio' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '20'));
    expect(within(field).getByText('Enviando aula.mp4')).toBeInTheDocument();
    expect(within(field).getByTestId('video-speed')).toHaveTextContent('2 MB/s · faltam 8 s');
    expect(within(field).getByRole('button', { name: 'Cancelar o envio de aula.mp4' })).toBeInTheDocument();
    expect(within(field).getByRole('button', { name: 'Enviar vídeo da aula' })).toBeDisabled();

    first.open(server.media.receive(server.xhr.requests[0]!));
    expect(await within(field).findByRole('progressbar', { name: 'Progresso do processamento do vídeo' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    expect(server.sent('POST', PATHS.lessonVideo(30))).toEqual([{ filename: 'aula.mp4', size: SIZE }]);
    expect(parts(server.xhr.requests)).toEqual(PARTS);
    expect(server.xhr.requests.map((r) => [r.url, r.headers['content-type'], (r.body as Blob).size])).toEqual([
      [PATHS.videoUpload('token-30-1-abcdefghijklmnop'), 'application/octet-stream', 8 * MiB],
      [PATHS.videoUpload('token-30-1-abcdefghijklmnop'), 'application/octet-stream', 8 * MiB],
      [PATHS.videoUpload('token-30-1-abcdefghijklmnop'), 'application/octet-stream', 4 * MiB],
    ]);
    // The last byte started the processing: the panel asks until it ends.
    server.media.setVideo(30, { state: 'ready', progress: 1, duration_seconds: 61 });
    expect(await within(field).findByText('Vídeo pronto · 1:01')).toBeInTheDocument();
  });

  it('a part dropped mid-way is tried again by itself, from the received_bytes the server reports', async () => {
    const { field, server } = await openVideo();
    let dropped = false;
    server.xhr.answerWith((request) => {
      if (request.headers['content-range'] === PARTS[1] && !dropped) {
        dropped = true;
        // 3 MiB of the part arrive, then the connection drops.
        server.media.receive(request, 3 * MiB);
        throw new Error('network');
      }
      return server.media.answerXhr(request);
    });
    await user.upload(picker(field), fileOf('aula.mp4', SIZE));
    expect(await within(field).findByText('Conexão instável: tentando de novo…')).toBeInTheDocument();
    const readsBefore = videoReads(server);
    await within(field).findByRole('progressbar', { name: 'Progresso do processamento do vídeo' });
    // Asked where the upload stands, then went on from there: 8 + 3 MiB.
    expect(videoReads(server)).toBeGreaterThan(readsBefore);
    expect(parts(server.xhr.requests)).toEqual([
      PARTS[0],
      PARTS[1],
      'bytes 11534336-19922943/20971520',
      'bytes 19922944-20971519/20971520',
    ]);
  });

  it('after the retries, "Conexão perdida — Retomar": Retomar asks received_bytes and continues from it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const { field, server } = await openVideo();
    let online = true;
    server.xhr.answerWith((request) => {
      if (request.headers['content-range'] === PARTS[0]) return server.media.answerXhr(request);
      if (!online) throw new Error('network');
      if (request.headers['content-range'] === PARTS[1]) {
        // 5 MiB of the second part arrive before the line goes down.
        online = false;
        server.media.receive(request, 5 * MiB);
        throw new Error('network');
      }
      return server.media.answerXhr(request);
    });
    await user.upload(picker(field), fileOf('aula.mp4', SIZE));
    await within(field).findByText('Conexão instável: tentando de novo…');
    // The waits between tries (1 s, 3 s, 8 s) pass; every try asks where the upload stands and fails.
    for (let second = 0; second < 30 && !within(field).queryByRole('alert'); second += 1) {
      await act(() => vi.advanceTimersByTimeAsync(1000));
    }
    expect(within(field).getByRole('alert')).toHaveTextContent('Conexão perdida · 65% chegou ao servidor');
    const fromArrived = 'bytes 13631488-20971519/20971520';
    expect(parts(server.xhr.requests)).toEqual([PARTS[0], PARTS[1], fromArrived, fromArrived, fromArrived]);

    online = true;
    const readsBefore = videoReads(server);
    await user.click(within(field).getByRole('button', { name: 'Retomar o envio de aula.mp4' }));
    await within(field).findByRole('progressbar', { name: 'Progresso do processamento do vídeo' });
    expect(videoReads(server)).toBeGreaterThan(readsBefore);
    // 8 + 5 MiB had arrived: the next part starts there.
    expect(parts(server.xhr.requests).slice(5)).toEqual([fromArrived]);
    expect(server.sent('POST', PATHS.lessonVideo(30))).toHaveLength(1);
  });

  it('Cancel stops it (the server keeps what arrived); the panel opened again continues with the same file', async () => {
    const { field, server } = await openVideo();
    const stuck = gate();
    server.xhr.answerWith((request) => (request.headers['content-range'] === PARTS[1] ? stuck.reply : server.media.answerXhr(request)));
    const file = fileOf('aula.mp4', SIZE);
    await user.upload(picker(field), file);
    await waitFor(() => expect(parts(server.xhr.requests)).toEqual(PARTS.slice(0, 2)));
    await user.click(within(field).getByRole('button', { name: 'Cancelar o envio de aula.mp4' }));
    expect(await within(field).findByText('Envio cancelado · 40% chegou ao servidor')).toBeInTheDocument();
    expect(within(field).getByRole('button', { name: 'Retomar o envio de aula.mp4' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const reopened = await openPanel();
    expect(await within(reopened).findByText(/^Envio interrompido: 40% chegou ao servidor\./)).toBeInTheDocument();
    server.xhr.answerWith(server.media.answerXhr);
    await user.upload(picker(reopened), file);
    await within(reopened).findByRole('progressbar', { name: 'Progresso do processamento do vídeo' });
    // No new link: the same upload, from the 8 MiB that arrived.
    expect(server.sent('POST', PATHS.lessonVideo(30))).toHaveLength(1);
    expect(parts(server.xhr.requests).slice(2)).toEqual([PARTS[1], PARTS[2]]);
  });

  it("another file of the interrupted upload's size, not the one it began with, starts a new upload", async () => {
    const { field, server } = await openVideo();
    const stuck = gate();
    server.xhr.answerWith((request) => (request.headers['content-range'] === PARTS[1] ? stuck.reply : server.media.answerXhr(request)));
    await user.upload(picker(field), fileOf('aula.mp4', SIZE));
    await waitFor(() => expect(parts(server.xhr.requests)).toEqual(PARTS.slice(0, 2)));
    await user.click(within(field).getByRole('button', { name: 'Cancelar o envio de aula.mp4' }));
    await within(field).findByText('Envio cancelado · 40% chegou ao servidor');

    server.xhr.answerWith(server.media.answerXhr);
    await user.upload(picker(field), fileOf('outra.mp4', SIZE));
    await within(field).findByRole('progressbar', { name: 'Progresso do processamento do vídeo' });
    expect(server.sent('POST', PATHS.lessonVideo(30))).toEqual([
      { filename: 'aula.mp4', size: SIZE },
      { filename: 'outra.mp4', size: SIZE },
    ]);
    // The new link's parts, from the first byte.
    expect(server.xhr.requests.slice(2).map((r) => [r.url, r.headers['content-range']])).toEqual(
      PARTS.map((range) => [PATHS.videoUpload('token-30-2-abcdefghijklmnop'), range]),
    );
  });
});

describe('processing: the panel asks until the video is ready', () => {
  it('polls GET …/video while processing, shows it ready, and writes the state and duration into the outline', async () => {
    const { field, server, queryClient } = await openVideo({
      state: 'processing',
      progress: 0.5,
      received_bytes: SIZE,
      declared_bytes: SIZE,
    });
    expect(within(field).getByRole('progressbar', { name: 'Progresso do processamento do vídeo' })).toHaveAttribute('aria-valuenow', '50');
    const readsBefore = videoReads(server);
    server.media.setVideo(30, { state: 'ready', progress: 1, duration_seconds: 754 });
    expect(await within(field).findByText('Vídeo pronto · 12:34')).toBeInTheDocument();
    expect(videoReads(server)).toBe(readsBefore + 1);
    const outline = queryClient.getQueryData<StudioOutline>(['studio', 1, 'course', 10]);
    expect(outline?.modules[0]?.lessons[0]?.video).toEqual({ state: 'ready', duration_seconds: 754 });
    // Ready: no more asking.
    await new Promise((resolve) => setTimeout(resolve, 1800));
    expect(videoReads(server)).toBe(readsBefore + 1);
  });

  it("a failed processing shows the server's translated reason", async () => {
    const { field, server } = await openVideo({ state: 'processing', progress: 0.9, received_bytes: SIZE, declared_bytes: SIZE });
    server.media.setVideo(30, { state: 'failed', error: 'O processamento do vídeo falhou' });
    expect(await within(field).findByRole('alert')).toHaveTextContent('O processamento do vídeo falhou');
    expect(within(field).getByRole('button', { name: 'Tentar de novo' })).toBeInTheDocument();
  });
});
