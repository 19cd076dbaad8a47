import type { LessonVideoState, StudioMaterial } from '@trilha/shared/studio/media-schemas';
import { vi } from 'vitest';
import type { Call, Handler, Reply } from '../../../test/fetch-routes';

/** The contract's media paths, by hand (CONTRACT "Course studio"); test-server.ts adds them to PATHS. */
export const MEDIA_PATHS = {
  lessonVideo: (id: number) => `/api/admin/lessons/${id}/video`,
  videoUpload: (token: string) => `/api/admin/video-uploads/${token}`,
  lessonMaterials: (id: number) => `/api/admin/lessons/${id}/materials`,
  material: (id: number) => `/api/admin/materials/${id}`,
};

export const MiB = 1_048_576;

export const videoOf = (fields: Partial<LessonVideoState> = {}): LessonVideoState => ({
  state: 'none',
  progress: 0,
  duration_seconds: null,
  error: null,
  received_bytes: 0,
  declared_bytes: null,
  max_bytes: 2_000_000_000,
  processing_available: true,
  ...fields,
});

export const materialOf = (lessonId: number, id: number, name: string, size: number): StudioMaterial => ({
  id,
  name,
  size,
  url: `/api/catalog/lessons/${lessonId}/materials/${id}`,
});

/** A file of `size` zero bytes (a video's parts are slices of it). */
export const fileOf = (name: string, size: number, lastModified = 1_700_000_000_000) =>
  new File([new Uint8Array(size)], name, { lastModified });

/** A request the page sent through XMLHttpRequest (the uploads with progress), headers in lower case. */
export type XhrRequest = { method: string; url: string; headers: Record<string, string>; body: unknown };
/** Answers an XMLHttpRequest; throwing (or rejecting) is a dropped connection. */
export type XhrAnswer = (request: XhrRequest) => Reply | Promise<Reply>;

/**
 * XMLHttpRequest as the uploads use it, answered by `answer` (`answerWith` replaces it): half the
 * body's progress once the answer is asked, then all of it and the reply. `requests` are every one
 * sent, in order.
 */
export function stubXhr(first: XhrAnswer) {
  const requests: XhrRequest[] = [];
  let answer = first;
  class FakeXhr {
    status = 0;
    statusText = '';
    responseText = '';
    withCredentials = false;
    upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private request: XhrRequest = { method: '', url: '', headers: {}, body: undefined };
    private aborted = false;
    open(method: string, url: string) {
      this.request = { method, url, headers: {}, body: undefined };
    }
    setRequestHeader(name: string, value: string) {
      this.request.headers[name.toLowerCase()] = value;
    }
    send(body: unknown) {
      this.request.body = body;
      requests.push(this.request);
      const total = sizeOf(body);
      const progress = (loaded: number) => this.upload.onprogress?.({ lengthComputable: true, loaded, total });
      void (async () => {
        // As a browser does: nothing is heard before send() returns.
        await Promise.resolve();
        let reply: Reply;
        try {
          const pending = answer(this.request);
          progress(total / 2);
          reply = await pending;
        } catch {
          if (!this.aborted) this.onerror?.();
          return;
        }
        if (this.aborted) return;
        progress(total);
        const [status, replyBody] = Array.isArray(reply)
          ? reply
          : [(reply as { status: number }).status, (reply as { body?: unknown }).body];
        this.status = status as number;
        this.responseText = replyBody === undefined ? '' : JSON.stringify(replyBody);
        this.onload?.();
      })();
    }
    abort() {
      this.aborted = true;
      this.onabort?.();
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return {
    requests,
    answerWith: (next: XhrAnswer) => {
      answer = next;
    },
  };
}

function sizeOf(body: unknown): number {
  if (body instanceof Blob) return body.size;
  if (body instanceof FormData) return [...body.values()].reduce((sum, v) => sum + (v instanceof Blob ? v.size : v.length), 0);
  return 0;
}

const ok = (data: unknown, status = 200): Reply => ({ status, body: { data } });

/**
 * The lessons' videos and materials as the server keeps them: the fetch routes (serveStudio adds
 * them) and the XMLHttpRequest answers (the video's parts, a material's upload). A part must start
 * at `received_bytes` (else 409, as the server says); the last byte turns the upload to processing.
 */
export function lessonMedia(lessonOf: (id: number) => object | undefined) {
  const videos = new Map<number, LessonVideoState>();
  const materials = new Map<number, StudioMaterial[]>();
  const uploads = new Map<string, number>();
  let nextId = 500;
  const video = (lessonId: number) => videos.get(lessonId) ?? videoOf();
  const setVideo = (lessonId: number, fields: Partial<LessonVideoState>) => videos.set(lessonId, { ...video(lessonId), ...fields });
  const materialsOf = (lessonId: number) => materials.get(lessonId) ?? [];

  const routes: Record<string, Handler> = {
    'GET /api/admin/lessons/:id': (call: Call) => {
      const lesson = lessonOf(Number(call.params.id));
      return lesson ? ok({ ...lesson, materials: materialsOf(Number(call.params.id)) }) : [404, { error: 'Aula não encontrada' }];
    },
    'GET /api/admin/lessons/:id/video': (call: Call) => ok(video(Number(call.params.id))),
    'POST /api/admin/lessons/:id/video': (call: Call) => {
      const lessonId = Number(call.params.id);
      const { size } = call.body as { size: number };
      const token = `token-${lessonId}-${uploads.size + 1}-abcdefghijklmnop`;
      uploads.set(token, lessonId);
      setVideo(lessonId, { state: 'uploading', progress: 0, received_bytes: 0, declared_bytes: size, error: null });
      return ok({ path: MEDIA_PATHS.lessonVideo(lessonId), url: MEDIA_PATHS.videoUpload(token) });
    },
    'DELETE /api/admin/materials/:id': (call: Call) => {
      const id = Number(call.params.id);
      for (const [lessonId, list] of materials)
        materials.set(
          lessonId,
          list.filter((m) => m.id !== id),
        );
      return { status: 204 };
    },
  };

  /** A part's bytes arrive: `count` of them (all by default), from where the upload stands. */
  const receive = (request: XhrRequest, count?: number): Reply => {
    const token = decodeURIComponent(request.url.split('/').pop() ?? '');
    const lessonId = uploads.get(token);
    if (lessonId === undefined) return [404, { error: 'O link de envio expirou ou já foi usado: comece o envio de novo' }];
    const range = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(request.headers['content-range'] ?? '');
    const current = video(lessonId);
    if (!range || Number(range[1]) !== current.received_bytes) {
      return [409, { error: 'O envio continua de outro ponto: pergunte quanto já chegou e retome de lá' }];
    }
    const received = current.received_bytes + (count ?? Number(range[2]) - Number(range[1]) + 1);
    const declared = current.declared_bytes ?? 0;
    setVideo(
      lessonId,
      received >= declared
        ? { state: 'processing', progress: 0, received_bytes: received }
        : { received_bytes: received, progress: received / declared },
    );
    return ok(video(lessonId));
  };

  const answerXhr: XhrAnswer = (request) => {
    if (request.method === 'PUT' && request.url.startsWith('/api/admin/video-uploads/')) return receive(request);
    const material = /^\/api\/admin\/lessons\/(\d+)\/materials$/.exec(request.url);
    if (request.method === 'POST' && material) {
      const lessonId = Number(material[1]);
      const file = (request.body as FormData).get('file') as File;
      const added = materialOf(lessonId, nextId++, file.name, file.size);
      materials.set(lessonId, [...materialsOf(lessonId), added]);
      return ok(added, 201);
    }
    return [404, { error: 'Não encontrado.' }];
  };

  return { routes, answerXhr, receive, video, setVideo, materials, materialsOf };
}
