import { GAMIFICATION_ADMIN_MESSAGES as M } from '@trilha/shared/gamification/admin-schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communities, gamificationSettings } from '../../db/schema/index';
import { BOREAL, createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let admin: string;
let student: string;
let borealAdmin: string;

beforeAll(async () => {
  t = await createTestApp();
  [admin, student, borealAdmin] = await Promise.all([
    t.login('admin@aurora.test'),
    t.login('aluno@aurora.test'),
    t.login('admin@boreal.test'),
  ]);
});
afterAll(() => t.close());

const toggle = (status: string, tenant = 1, cookie = admin, host?: string) =>
  t.request({ method: 'PUT', url: `/api/auth/ranking/toggle-status/${status}/${tenant}`, cookie, host });
const first = (tenant = 1, cookie = admin, host?: string) => t.request({ url: `/api/auth/community/get-first/${tenant}`, cookie, host });

describe('Ranking switch (spec 001 §7 "Ranking", §8)', () => {
  it("toggles show_ranking: 'Ranking desativado' / 'Ranking ativado', read back by get-first with the first community", async () => {
    const off = await toggle('0');
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ message: M.rankingOff });
    expect((await first()).json()).toMatchObject({ show_ranking: false, has_community: true, community: { id: expect.any(Number) } });
    expect((await toggle('1')).json()).toEqual({ message: M.rankingOn });
    expect((await first()).json().show_ranking).toBe(true);
  });

  it('spec 001 §6: a school without communities says so (the drawer disables the switch); a school without settings gets a row', async () => {
    await t.ctx.db.delete(communities).where(eq(communities.tenantId, 2));
    expect((await first(2, borealAdmin, BOREAL)).json()).toEqual({ show_ranking: true, has_community: false, community: null });
    expect((await toggle('0', 2, borealAdmin, BOREAL)).statusCode).toBe(200);
    const [row] = await t.ctx.db.select().from(gamificationSettings).where(eq(gamificationSettings.tenantId, 2));
    expect(row).toMatchObject({ showRanking: false, customName: null });
  });

  it("answers in the `lang` cookie's language (en, es), Portuguese by default", async () => {
    expect((await toggle('0', 1, `${admin}; lang=en`)).json().message).toBe('Ranking disabled');
    expect((await toggle('1', 1, `${admin}; lang=es`)).json().message).toBe('Ranking activado');
  });

  it('refuses anything but 0 or 1, other schools and non-editors, changing nothing', async () => {
    await toggle('1');
    expect((await toggle('2')).statusCode).toBe(400);
    expect((await toggle('0', 2)).statusCode).toBe(403);
    expect((await toggle('0', 1, student)).statusCode).toBe(403);
    expect((await first(1, student)).statusCode).toBe(403);
    expect((await first(1, borealAdmin, BOREAL)).statusCode).toBe(403);
    expect((await t.request({ method: 'PUT', url: '/api/auth/ranking/toggle-status/0/1' })).statusCode).toBe(401);
    expect((await first()).json().show_ranking).toBe(true);
  });
});
