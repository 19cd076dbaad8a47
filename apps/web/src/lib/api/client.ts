import type { ErrorBody } from '@trilha/shared/platform/http';

/** An API failure carrying the contract's error envelope; `message` is the human text for the toast. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly issues: ErrorBody['issues'] = [],
  ) {
    super(message);
  }
}

function csrfToken(): string | undefined {
  return document.cookie
    .split('; ')
    .find((c) => c.startsWith('trilha_csrf='))
    ?.slice('trilha_csrf='.length);
}

type Options = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
};

/**
 * The one API client: same-origin cookies, JSON in and out, the CSRF double-submit header on
 * every call (writes need it, and so does the spec's one state-changing GET, carrossel/publish,
 * since the pages send no Referer), and every error turned into an ApiError with the server's message.
 */
export async function api<T>(path: string, options: Options = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const token = csrfToken();
  if (token) headers['x-csrf-token'] = token;
  let response: Response;
  try {
    response = await fetch(path, { method, headers, body, signal: options.signal, credentials: 'same-origin' });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, networkMessage());
  }
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  const data = text ? safeJson(text) : undefined;
  if (!response.ok) {
    const envelope = data as Partial<ErrorBody> | undefined;
    throw new ApiError(response.status, envelope?.error ?? response.statusText, envelope?.issues ?? []);
  }
  return data as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

let networkMessage = () => 'Sem conexão com o servidor.';
/** i18n sets this once, so the client stays free of React. */
export function setNetworkMessage(fn: () => string) {
  networkMessage = fn;
}

/** An upload's end: its reply's data on a 2xx (progress then full), else the server's error envelope as an ApiError. */
function settle(
  xhr: XMLHttpRequest,
  onProgress: (fraction: number) => void,
  resolve: (data: unknown) => void,
  reject: (error: Error) => void,
) {
  xhr.onload = () => {
    const data = xhr.responseText ? safeJson(xhr.responseText) : undefined;
    if (xhr.status >= 200 && xhr.status < 300) {
      onProgress(1);
      resolve(data);
    } else {
      const envelope = data as Partial<ErrorBody> | undefined;
      reject(new ApiError(xhr.status, envelope?.error ?? xhr.statusText, envelope?.issues ?? []));
    }
  };
  xhr.onerror = () => reject(new ApiError(0, networkMessage()));
}

/** Upload with real progress: fetch cannot report upload progress, XMLHttpRequest can. */
export function uploadWithProgress<T>(
  path: string,
  form: FormData,
  onProgress: (fraction: number) => void,
  method: 'POST' | 'PUT' = 'POST',
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, path);
    xhr.withCredentials = true;
    const token = csrfToken();
    if (token) xhr.setRequestHeader('x-csrf-token', token);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    settle(xhr, onProgress, (data) => resolve(data as T), reject);
    xhr.send(form);
  });
}

/**
 * The raw bytes of a file by PUT to a one-time link (the two-step video upload of banners and
 * posts), with real progress. uploadWithProgress sends FormData; a signed link takes the bytes
 * themselves. A link on another origin (object storage) gets no cookies and no CSRF header.
 * `body` may be one part of a file (a Blob slice) with its `Content-Range` in `headers`: a lesson's
 * video goes in parts, so a dropped connection costs one part and the upload resumes where it stood.
 */
export function putFileWithProgress<T>(
  url: string,
  body: Blob,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
  headers: Record<string, string> = {},
): Promise<T | undefined> {
  return new Promise((resolve, reject) => {
    // Cancelled before it started (between two parts): nothing is sent.
    if (signal?.aborted) {
      reject(new DOMException('aborted', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    const sameOrigin = new URL(url, window.location.href).origin === window.location.origin;
    xhr.open('PUT', url);
    xhr.setRequestHeader('content-type', body.type || 'application/octet-stream');
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    if (sameOrigin) {
      xhr.withCredentials = true;
      xhr.setRequestHeader('accept', 'application/json');
      const token = csrfToken();
      if (token) xhr.setRequestHeader('x-csrf-token', token);
    }
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    settle(xhr, onProgress, (data) => resolve(data as T | undefined), reject);
    xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}
