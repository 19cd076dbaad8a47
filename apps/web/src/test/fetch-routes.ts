import { vi } from 'vitest';

/**
 * A request as the test server saw it: `path` with its query string; `body` parsed when it was a
 * JSON string, else as sent (a FormData upload) or undefined; `params` the `:name` segments of the
 * route that answered it; `at` when it was asked (Date.now()).
 */
export type Call = { method: string; path: string; body: unknown; params: Record<string, string>; at: number };
/** An answer, as `{ status, body }` or `[status, body]`; the body is sent as JSON (none when undefined). */
export type Reply = { status: number; body?: unknown } | readonly [status: number, body?: unknown];
/** A route's answer, or a function of the request that gives one (or a promise of it: a delayed reply). */
export type Handler = Reply | ((call: Call) => Reply | Promise<Reply>);

/** What the server answers to a route it does not have. */
export const notFound: Reply = [404, { error: 'Não encontrado.' }];

/** `METHOD /path/:param` as a pattern over `METHOD path` (query included); null when it has no param. */
function patternOf(key: string): RegExp | null {
  if (!key.includes('/:')) return null;
  const source = key
    .split(/(\/:\w+)/)
    .map((part) => (part.startsWith('/:') ? `/(?<${part.slice(2)}>[^/?]+)` : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`);
}

/**
 * Stubs fetch with one route table, a feature's test server: `'METHOD /path'` (the path with its
 * query string, as the API client asks it; `:name` matches one segment, given in `call.params`) ->
 * a reply or a handler of the call (which may read and change the test's state, or answer later).
 * `fallback` answers anything else (by default the server's 404). `routes` is kept, not copied: a
 * test may add or replace routes after stubbing.
 *
 * Gives `fetch` (the mock, for `toHaveBeenCalled…`), `calls` (every request, in order) and
 * `sent(method, path)` (the bodies sent to one path).
 */
export function stubFetchRoutes(routes: Record<string, Handler>, fallback: Handler = notFound) {
  const calls: Call[] = [];
  const find = (key: string): [Handler, Record<string, string>] => {
    const exact = routes[key];
    if (exact) return [exact, {}];
    for (const [route, handler] of Object.entries(routes)) {
      const match = patternOf(route)?.exec(key);
      if (match) return [handler, { ...match.groups }];
    }
    return [fallback, {}];
  };
  const fetchMock = vi.fn(async (path: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const sentBody = init?.body;
    const body: unknown = typeof sentBody === 'string' ? JSON.parse(sentBody) : (sentBody ?? undefined);
    const [handler, params] = find(`${method} ${path}`);
    const call: Call = { method, path, body, params, at: Date.now() };
    calls.push(call);
    const reply = typeof handler === 'function' ? await handler(call) : handler;
    const [status, replyBody] = Array.isArray(reply) ? reply : [(reply as { status: number }).status, (reply as { body?: unknown }).body];
    return new Response(replyBody === undefined ? null : JSON.stringify(replyBody), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  const sent = (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path).map((c) => c.body);
  return { fetch: fetchMock, calls, sent, routes };
}

/**
 * A route whose reply waits until `release(reply)` (to see the screen before the server answers);
 * `release()` with no reply lets `handler` answer. `never()` is a route that never answers.
 */
export function held(handler: Handler = notFound) {
  let release: (reply?: Reply) => void = () => undefined;
  const gate = new Promise<Reply | undefined>((resolve) => {
    release = resolve;
  });
  const route = async (call: Call): Promise<Reply> => (await gate) ?? (typeof handler === 'function' ? handler(call) : handler);
  return { route, release: (reply?: Reply) => release(reply) };
}
export const never = (): Promise<Reply> => new Promise<Reply>(() => undefined);

/** Every toast shown, by kind (the app's one toast helper, mocked by each test file). */
export const toasts = { success: [] as string[], error: [] as string[] };
export function resetToasts() {
  toasts.success = [];
  toasts.error = [];
}
