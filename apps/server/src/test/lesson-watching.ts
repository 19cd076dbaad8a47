import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './harness';

const offsets = new WeakMap<TestApp, number>();

/**
 * Moves the app's clock `ms` forward, never back: the server credits watched time by its clock
 * (docs/catalog.md "Progress"), and a clock that went back would look like reports from the past.
 */
export function advanceClock(t: TestApp, ms: number) {
  const offset = (offsets.get(t) ?? 0) + ms;
  offsets.set(t, offset);
  t.ctx.clock.now = () => new Date(Date.now() + offset);
}

type Watch = { from?: number; step?: number; finished?: boolean; host?: string };

/**
 * Watches a lesson as the web player does: a report where playback starts, then one every `step`
 * seconds of the app's clock at normal speed up to `to`, the last with `finished` when asked. The
 * reply of the last report.
 */
export async function watchLesson(
  t: TestApp,
  cookie: string,
  lessonId: number,
  to: number,
  { from = 0, step = 10, finished = false, host }: Watch = {},
): Promise<LightMyRequestResponse> {
  const report = (seconds: number, last: boolean) =>
    t.request({
      method: 'PUT',
      url: `/api/catalog/lessons/${lessonId}/progress`,
      cookie,
      ...(host ? { host } : {}),
      payload: last && finished ? { watched_seconds: seconds, finished: true } : { watched_seconds: seconds },
    });
  let position = from;
  let reply = await report(position, position >= to);
  while (position < to) {
    const next = Math.min(to, position + step);
    advanceClock(t, (next - position) * 1000);
    position = next;
    reply = await report(position, position >= to);
  }
  return reply;
}
