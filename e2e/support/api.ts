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

/** A quiz option as the staff's question editor sends it (CONTRACT "Quizzes"). */
export type QuizOptionBody = { label: string; is_correct?: boolean; weights?: { profile_id: number; points: number }[] };
export type QuizQuestionBody = {
  text: string;
  type: 'single' | 'multiple' | 'true_false';
  points: number;
  options: QuizOptionBody[];
  feedback?: string | null;
};

/** The id of a 201 reply, or an error naming the call and what the server said. */
function createdId(what: string, reply: ApiReply<{ data?: { id: number } }>): number {
  if (reply.status !== 201 || !reply.body.data) throw new Error(`${what}: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body.data.id;
}

/**
 * A published quiz through spec 002 §7's create call, as the "Minhas avaliações" modal sends it
 * (an editor's page): `time_limit` `hh:mm:ss` turns the stopwatch on.
 */
export async function createQuiz(
  page: Page,
  quiz: { tenantId: number; name: string; type: 'comun' | 'comportamental'; goal?: number; repeat?: boolean; time_limit?: string | null },
): Promise<number> {
  const reply = await callApi(page, '/api/auth/quiz/create', {
    body: {
      name: quiz.name,
      tenant_id: quiz.tenantId,
      type: quiz.type,
      goal: quiz.type === 'comun' ? (quiz.goal ?? 70) : null,
      published: 1,
      repeat: quiz.repeat ? 1 : 0,
      stopwatch: quiz.time_limit ? 1 : 0,
      time_limit: quiz.time_limit ?? null,
    },
  });
  return createdId(`create quiz ${quiz.name}`, reply);
}

/** A result profile of a behavioural quiz, in the order added (ties go to the earlier one). */
export async function addQuizProfile(page: Page, quizId: number, profile: { title: string; description: string }): Promise<number> {
  return createdId(`profile ${profile.title}`, await callApi(page, `/api/auth/quiz/profiles/${quizId}`, { body: profile }));
}

/** A question at the end of the quiz. */
export async function addQuizQuestion(page: Page, quizId: number, question: QuizQuestionBody): Promise<number> {
  return createdId(`question ${question.text}`, await callApi(page, `/api/auth/quiz/questions/${quizId}`, { body: question }));
}

/** Removes a quiz with its questions, profiles and attempts (a spec's clean-up). */
export function deleteQuiz(page: Page, quizId: number): Promise<ApiReply<unknown>> {
  return callApi(page, `/api/auth/quiz/${quizId}`, { method: 'DELETE' });
}

/** Moves the e2e server's clock forward (TEST_CLOCK, apps/server/src/platform/test-clock.ts) instead of waiting. */
export async function advanceClock(page: Page, ms: number): Promise<void> {
  const moved = await callApi(page, '/api/test/clock', { body: { advance_ms: ms } });
  if (moved.status !== 200) throw new Error(`the server's clock did not move: ${moved.status} ${JSON.stringify(moved.body)}`);
}
