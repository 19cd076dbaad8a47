import { HOST } from './harness';

/**
 * The mixed case's writes (docs/performance.md "How to run"): while the home view is measured, each bench student also
 * saves lesson progress and adds or removes a favourite course, each every PERIOD_MS, staggered so
 * the writes spread evenly (50 students: about 17 progress saves and 17 favourite toggles a second).
 * Every write forgets that student's cached viewer, so the next home view reads it again.
 */
const PERIOD_MS = 3_000;

type Shelf = { data: { id: number; locked: boolean; next_lesson: { id: number } | null }[] };

export async function startWriters(appUrl: string, cookies: string[]) {
  const origin = `http://${HOST}:${new URL(appUrl).port}`;
  const send = async (method: string, pathname: string, cookie: string, body?: unknown) => {
    const res = await fetch(appUrl + pathname, {
      method,
      headers: { host: HOST, origin, cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    await res.arrayBuffer();
    return res.ok;
  };
  // Each student works on the next lesson of an unlocked course of her shelf and hearts that course.
  const plans = await Promise.all(
    cookies.map(async (cookie) => {
      const res = await fetch(`${appUrl}/api/catalog/courses`, { headers: { host: HOST, cookie } });
      const shelf = (await res.json()) as Shelf;
      const course = shelf.data.find((c) => !c.locked && c.next_lesson);
      if (!course?.next_lesson) throw new Error('bench writers: a bench student has no unlocked lesson');
      return { cookie, courseId: course.id, lessonId: course.next_lesson.id, seconds: 0, favourite: false };
    }),
  );
  const counts = { writes: 0, failed: 0 };
  const timers: NodeJS.Timeout[] = [];
  plans.forEach((plan, index) => {
    const write = async () => {
      plan.seconds += 3;
      plan.favourite = !plan.favourite;
      const results = await Promise.all([
        send('PUT', `/api/catalog/lessons/${plan.lessonId}/progress`, plan.cookie, { watched_seconds: plan.seconds }),
        plan.favourite
          ? send('POST', '/api/auth/favorites', plan.cookie, { tenant_id: 1, kind: 'course', id: plan.courseId })
          : send('DELETE', `/api/auth/favorites/1/course/${plan.courseId}`, plan.cookie),
      ]);
      counts.writes += results.length;
      counts.failed += results.filter((ok) => !ok).length;
    };
    const start = setTimeout(
      () => {
        timers.push(
          setInterval(
            () =>
              void write().catch(() => {
                counts.failed++;
              }),
            PERIOD_MS,
          ),
        );
      },
      (index * PERIOD_MS) / plans.length,
    );
    timers.push(start);
  });
  return {
    counts,
    stop() {
      for (const timer of timers) clearTimeout(timer);
    },
  };
}
