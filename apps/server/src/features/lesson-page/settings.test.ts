import { LESSON_PAGE_TRANSLATIONS } from '@trilha/shared/lesson-page/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lessonComments, platformSettings } from '../../db/schema/index';
import { BOREAL, createTestApp, type TestApp } from '../../test/harness';
import { eventsOf, lessonOf, signInPeople, type Person } from '../../test/lesson-page';

// Spec 001 §7 "Lesson settings": GET api/auth/tenants/template_settings/{tenant} and
// POST /api/auth/comunidade/comentarios/activeComment {comment, tenant_id}.

let t: TestApp;
let people: Awaited<ReturnType<typeof signInPeople>>;
beforeAll(async () => {
  t = await createTestApp();
  people = await signInPeople(t);
});
afterAll(() => t.close());

const as = (who: Person) => people.cookie[who];
const M = (key: keyof typeof LESSON_PAGE_TRANSLATIONS) => LESSON_PAGE_TRANSLATIONS[key].pt;
const read = (who: Person | null, tenant = 1, host?: string) =>
  t.request({ url: `/api/auth/tenants/template_settings/${tenant}`, cookie: who ? as(who) : undefined, host });
const toggle = (who: Person | null, payload: object, host?: string) =>
  t.request({ method: 'POST', url: '/api/auth/comunidade/comentarios/activeComment', cookie: who ? as(who) : undefined, payload, host });
const stored = async (tenantId = 1) =>
  (await t.ctx.db.select().from(platformSettings).where(eq(platformSettings.tenantId, tenantId)))[0]!.lessonComments;
const publicTheme = async (host?: string) => (await t.request({ url: '/api/tenant', host })).json().theme;

describe('Ajustes gerais: the template and the comments switch (spec 001 §7)', () => {
  it('editors read { comment: 1|0, theme_classes: 1..3 }; a moderator and a student are 403, no session 401', async () => {
    for (const who of ['owner@aurora.test', 'admin@aurora.test'] as const) {
      const res = await read(who);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ comment: 1, theme_classes: 1 });
    }
    for (const who of ['moderador@aurora.test', 'aluno@aurora.test', 'aluna@aurora.test'] as const) {
      expect((await read(who)).statusCode).toBe(403);
    }
    expect((await read(null)).statusCode).toBe(401);
  });

  it("another school's tenant is 403 both ways; each school reads its own", async () => {
    expect((await read('admin@aurora.test', 2)).statusCode).toBe(403);
    expect((await read('admin@boreal.test', 1, BOREAL)).statusCode).toBe(403);
    const boreal = await read('admin@boreal.test', 2, BOREAL);
    expect(boreal.statusCode, boreal.body).toBe(200);
    expect(boreal.json()).toEqual({ comment: 1, theme_classes: 1 });
  });

  it('the template saved by updateCustomBasic (theme_classes) is the one read here', async () => {
    const saved = await t.request({
      method: 'POST',
      url: '/api/auth/config/plataforma/updateCustomBasic',
      cookie: as('owner@aurora.test'),
      payload: { theme_classes: 3, tenant_id: 1 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await read('admin@aurora.test')).json()).toEqual({ comment: 1, theme_classes: 3 });
    expect((await publicTheme()).theme_classes).toBe(3);
  });

  it('an editor turns comments off and on: the reply, the row, GET /api/tenant at once, and the API refuses new comments meanwhile', async () => {
    const lesson = await lessonOf(t, 1, 0, 3);
    const comment = (who: Person, lang?: string) =>
      t.request({
        method: 'POST',
        url: `/api/auth/aulas/1/${lesson.id}/comments`,
        cookie: lang ? `${as(who)}; lang=${lang}` : as(who),
        payload: { content: 'Uma dúvida' },
      });
    expect((await publicTheme()).lesson_comments).toBe(true);

    const off = await toggle('admin@aurora.test', { comment: 0, tenant_id: 1 });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ comment: 0 });
    expect(await stored()).toBe(false);
    expect((await read('owner@aurora.test')).json()).toMatchObject({ comment: 0 });
    // This process's /api/tenant cache forgot the school before the reply left.
    expect((await publicTheme()).lesson_comments).toBe(false);

    const before = { rows: await t.ctx.db.$count(lessonComments), events: await eventsOf(t, 1, 'lesson.comment.created') };
    // Everyone, staff included: the section is gone while the switch is off.
    for (const who of ['aluna@aurora.test', 'moderador@aurora.test', 'owner@aurora.test'] as const) {
      const refused = await comment(who);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toBe(M('commentsOff'));
    }
    expect((await comment('aluna@aurora.test', 'en')).json().error).toBe(LESSON_PAGE_TRANSLATIONS.commentsOff.en);
    expect((await comment('aluna@aurora.test', 'es')).json().error).toBe(LESSON_PAGE_TRANSLATIONS.commentsOff.es);
    expect({ rows: await t.ctx.db.$count(lessonComments), events: await eventsOf(t, 1, 'lesson.comment.created') }).toEqual(before);
    // Reading and likes stay: the switch governs new comments.
    expect((await t.request({ url: `/api/auth/aulas/1/${lesson.id}/comments`, cookie: as('aluna@aurora.test') })).statusCode).toBe(200);

    const on = await toggle('owner@aurora.test', { comment: true, tenant_id: 1 });
    expect(on.json()).toMatchObject({ comment: 1 });
    expect((await publicTheme()).lesson_comments).toBe(true);
    expect((await comment('aluna@aurora.test')).statusCode).toBe(201);
  });

  it('a change made by another process reaches GET /api/tenant through the change notification', async () => {
    expect((await publicTheme()).lesson_comments).toBe(true);
    await t.ctx.db.update(platformSettings).set({ lessonComments: false }).where(eq(platformSettings.tenantId, 1));
    await t.heard();
    expect((await publicTheme()).lesson_comments).toBe(false);
    await t.ctx.db.update(platformSettings).set({ lessonComments: true }).where(eq(platformSettings.tenantId, 1));
    await t.heard();
    expect((await publicTheme()).lesson_comments).toBe(true);
  });

  it('refuses a moderator, a student, another school and bad bodies, changing nothing', async () => {
    const cases: [Person | null, object, number, string?][] = [
      ['moderador@aurora.test', { comment: 0, tenant_id: 1 }, 403],
      ['aluna@aurora.test', { comment: 0, tenant_id: 1 }, 403],
      ['admin@aurora.test', { comment: 0, tenant_id: 2 }, 403],
      [null, { comment: 0, tenant_id: 1 }, 401],
      ['admin@aurora.test', { comment: 'talvez', tenant_id: 1 }, 400],
      ['admin@aurora.test', { comment: 2, tenant_id: 1 }, 400],
      ['admin@aurora.test', { comment: 0 }, 400],
      ['admin@aurora.test', { tenant_id: 1 }, 400],
    ];
    for (const [who, payload, status] of cases) {
      const res = await toggle(who, payload);
      expect(res.statusCode, `${who} ${JSON.stringify(payload)}`).toBe(status);
      expect(res.json()).toHaveProperty('error');
    }
    // Boreal's admin on its own host cannot switch Aurora's.
    expect((await toggle('admin@boreal.test', { comment: 0, tenant_id: 1 }, BOREAL)).statusCode).toBe(403);
    expect(await stored(1)).toBe(true);
    expect(await stored(2)).toBe(true);
    // Boreal's own switch moves Boreal's only.
    expect((await toggle('admin@boreal.test', { comment: '0', tenant_id: 2 }, BOREAL)).json()).toEqual({ comment: 0, theme_classes: 1 });
    expect({ aurora: await stored(1), boreal: await stored(2) }).toEqual({ aurora: true, boreal: false });
    expect((await publicTheme(BOREAL)).lesson_comments).toBe(false);
    expect((await publicTheme()).lesson_comments).toBe(true);
  });
});
