import { vi } from 'vitest';

/** A request as a section's test server saw it: the JSON body parsed. */
export type Call = { method: string; path: string; body: unknown };
export type Reply = { status: number; body?: unknown };
/** A route's answer, or a function of the request that gives one. */
export type Handler = Reply | ((call: Call) => Reply);

/**
 * Stubs fetch with answers by `METHOD path` (a section's test server: the server's shapes, the
 * state a test changes), `fallback` for anything else. Everything asked is kept in `calls`;
 * `sent(method, path)` lists the bodies sent to one route.
 */
export function stubFetchRoutes(routes: Record<string, Handler>, fallback: Reply) {
  const calls: Call[] = [];
  const fetchMock = vi.fn((path: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const call = { method, path, body };
    calls.push(call);
    const handler = routes[`${method} ${path}`] ?? fallback;
    const reply = typeof handler === 'function' ? handler(call) : handler;
    return Promise.resolve(
      new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
        status: reply.status,
        headers: { 'content-type': 'application/json' },
      }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  const sent = (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path).map((c) => c.body);
  return { calls, sent };
}

/** Every toast shown, by kind (the app's one toast helper, mocked by each test file). */
export const toasts = { success: [] as string[], error: [] as string[] };
export function resetToasts() {
  toasts.success = [];
  toasts.error = [];
}
