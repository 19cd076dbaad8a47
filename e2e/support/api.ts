import type { Page } from 'playwright-core';

export type ApiReply<T> = { status: number; body: T };

/**
 * A same-origin call from inside a signed-in page, sent as the web app sends it: its cookies, the
 * CSRF double-submit header, and JSON only when there is a body. Specs use it to set up and restore
 * state that other specs sharing the server rely on.
 */
export function callApi<T = any>(
  page: Page,
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<ApiReply<T>> {
  return page.evaluate(
    async ({ path, init }) => {
      const csrf = document.cookie
        .split('; ')
        .find((c) => c.startsWith('trilha_csrf='))
        ?.slice('trilha_csrf='.length);
      const res = await fetch(path, {
        method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
        headers: {
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(csrf ? { 'x-csrf-token': csrf } : {}),
          ...init.headers,
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
      const text = await res.text();
      return { status: res.status, body: text ? JSON.parse(text) : null };
    },
    { path, init },
  );
}

/** A text post through the real multipart route, as the composer sends it (its id on 201). */
export function addTextPost(
  page: Page,
  path: { tenant: number; communityId: number },
  post: { title: string; text: string },
): Promise<ApiReply<{ data?: { id: number } }>> {
  return page.evaluate(
    async ({ url, title, text }) => {
      const csrf = document.cookie
        .split('; ')
        .find((c) => c.startsWith('trilha_csrf='))
        ?.slice('trilha_csrf='.length);
      const form = new FormData();
      form.append('title', title);
      form.append('text', text);
      const res = await fetch(url, { method: 'POST', body: form, headers: csrf ? { 'x-csrf-token': csrf } : {} });
      return { status: res.status, body: (await res.json()) as { data?: { id: number } } };
    },
    { url: `/api/auth/community/posts/${path.tenant}/${path.communityId}`, ...post },
  );
}
