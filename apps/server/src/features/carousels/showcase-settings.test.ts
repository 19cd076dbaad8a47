import { CAROUSEL_PATHS } from '@trilha/shared/testing/contract-paths';
import { CAROUSEL_MESSAGES } from '@trilha/shared/carousels/schemas';
import { and, eq, gte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carousels } from '../../db/schema/index';
import { BOREAL, createTestApp, type TestApp } from '../../test/harness';
import { homeVersion } from '../../test/carousels';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@aurora.test');
});
afterAll(() => t.close());

const post = (cookie: string, url: string, payload: unknown, host?: string) =>
  t.request({ method: 'POST', url, cookie, host, payload: payload as object });
const contentConfig = async (cookie = admin, tenant = 1, host?: string) =>
  t.request({ url: CAROUSEL_PATHS.contentConfig(tenant), cookie, host });
const myList = async (cookie = admin, tenant = 1, host?: string) => t.request({ url: CAROUSEL_PATHS.myListGet(tenant), cookie, host });

describe('show-all-content and get-content-config (spec 002 §7 Showcase settings)', () => {
  it('reads and switches show_blocked_content; each write bumps the home version', async () => {
    expect((await contentConfig()).json()).toEqual({ show_blocked_content: 1, sales_url: null });
    const version = await homeVersion(t);
    const off = await post(admin, CAROUSEL_PATHS.showAllContent, { tenant_id: 1, show_all_content: 0 });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ message: CAROUSEL_MESSAGES.blockedSaved, show_blocked_content: 0 });
    expect((await contentConfig()).json()).toEqual({ show_blocked_content: 0, sales_url: null });
    expect(await homeVersion(t)).toBe(version + 1);
    await post(admin, CAROUSEL_PATHS.showAllContent, { tenant_id: 1, show_all_content: 1 });
    expect((await contentConfig()).json()).toEqual({ show_blocked_content: 1, sales_url: null });
  });

  it('show_all_content is 0 or 1', async () => {
    const res = await post(admin, CAROUSEL_PATHS.showAllContent, { tenant_id: 1, show_all_content: 'yes' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Use 0 ou 1');
  });

  it("is for editors; Boreal's admin naming tenant 1 gets 403 and nothing changes", async () => {
    const student = await t.login('aluno@aurora.test');
    const moderator = await t.login('moderador@aurora.test');
    const borealAdmin = await t.login('admin@boreal.test');
    const version = await homeVersion(t);
    expect((await post(student, CAROUSEL_PATHS.showAllContent, { tenant_id: 1, show_all_content: 0 })).statusCode).toBe(403);
    expect((await post(moderator, CAROUSEL_PATHS.showAllContent, { tenant_id: 1, show_all_content: 0 })).statusCode).toBe(403);
    expect((await post(borealAdmin, CAROUSEL_PATHS.showAllContent, { tenant_id: 1, show_all_content: 0 }, BOREAL)).statusCode).toBe(403);
    expect((await contentConfig(student)).statusCode).toBe(403);
    expect((await contentConfig(borealAdmin, 1, BOREAL)).statusCode).toBe(403);
    expect((await contentConfig()).json()).toEqual({ show_blocked_content: 1, sales_url: null });
    expect(await homeVersion(t)).toBe(version);
  });
});

describe('sales-url: the sales link a locked card offers (docs/catalog.md "Locked content")', () => {
  const salesUrl = (cookie: string, value: unknown, host?: string, tenant = 1) =>
    post(cookie, CAROUSEL_PATHS.salesUrl, { tenant_id: tenant, sales_url: value }, host);

  it('saves an absolute http(s) link, trimmed, reads it back with get-content-config, and clears it with an empty one', async () => {
    const version = await homeVersion(t);
    const saved = await salesUrl(admin, '  https://escola-aurora.com.br/planos  ');
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ message: CAROUSEL_MESSAGES.salesUrlSaved, sales_url: 'https://escola-aurora.com.br/planos' });
    expect((await contentConfig()).json()).toEqual({ show_blocked_content: 1, sales_url: 'https://escola-aurora.com.br/planos' });
    // Locked cards read the link when clicked: no student page changes, so no cached home is dropped.
    expect(await homeVersion(t)).toBe(version);
    const cleared = await salesUrl(admin, '');
    expect(cleared.json()).toEqual({ message: CAROUSEL_MESSAGES.salesUrlSaved, sales_url: null });
    expect((await contentConfig()).json()).toEqual({ show_blocked_content: 1, sales_url: null });
  });

  it.each([
    { label: 'a link without its scheme', value: 'escola-aurora.com.br/planos' },
    { label: 'a script address', value: 'javascript:alert(1)' },
    { label: 'a host without a dot', value: 'https://semponto' },
    { label: 'a link over 2,048 characters', value: `https://a.com/${'x'.repeat(2100)}` },
    { label: 'a number', value: 42 },
  ])('refuses $label with the message and keeps the saved link', async ({ value }) => {
    await salesUrl(admin, 'https://escola-aurora.com.br/planos');
    const res = await salesUrl(admin, value);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(CAROUSEL_MESSAGES.salesUrlInvalid);
    expect((await contentConfig()).json().sales_url).toBe('https://escola-aurora.com.br/planos');
    await salesUrl(admin, '');
  });

  it("answers with the saved message in the language cookie's language", async () => {
    const res = await t.request({
      method: 'POST',
      url: CAROUSEL_PATHS.salesUrl,
      cookie: `${admin}; lang=es`,
      payload: { tenant_id: 1, sales_url: '' },
    });
    expect(res.json()).toEqual({ message: 'Enlace de ventas guardado', sales_url: null });
  });

  it("is for editors; a student, a moderator and Boreal's admin get 403 and nothing changes", async () => {
    const student = await t.login('aluno@aurora.test');
    const moderator = await t.login('moderador@aurora.test');
    const borealAdmin = await t.login('admin@boreal.test');
    expect((await salesUrl(student, 'https://x.com')).statusCode).toBe(403);
    expect((await salesUrl(moderator, 'https://x.com')).statusCode).toBe(403);
    expect((await salesUrl(borealAdmin, 'https://x.com', BOREAL)).statusCode).toBe(403);
    expect((await contentConfig()).json().sales_url).toBeNull();
  });
});

describe('updateMyListStats and getMyListStats (spec 002 §7: the "Minha lista" tab)', () => {
  it("reads and sets the Minha lista carousel's published flag (data[0].published); writes bump the home version", async () => {
    expect((await myList()).json()).toEqual({ data: [{ published: 1 }] });
    const version = await homeVersion(t);
    const off = await post(admin, CAROUSEL_PATHS.myListUpdate, { tenant_id: 1, mylist_status: 0 });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ message: CAROUSEL_MESSAGES.myListSaved, data: [{ published: 0 }] });
    expect((await myList()).json()).toEqual({ data: [{ published: 0 }] });
    expect(await homeVersion(t)).toBe(version + 1);
    const index = (await t.request({ url: CAROUSEL_PATHS.index(1), cookie: admin })).json().data as { type: string; published: number }[];
    expect(index.find((c) => c.type === '9')!.published).toBe(0);
    await post(admin, CAROUSEL_PATHS.myListUpdate, { tenant_id: 1, mylist_status: 1 });
    expect((await myList()).json()).toEqual({ data: [{ published: 1 }] });
  });

  it('creates missing system carousels on first use (a school made before them), bumping the home version once', async () => {
    await t.ctx.db.delete(carousels).where(and(eq(carousels.tenantId, 2), gte(carousels.type, 5)));
    const borealAdmin = await t.login('admin@boreal.test');
    const version = await homeVersion(t, 2);
    expect((await myList(borealAdmin, 2, BOREAL)).json()).toEqual({ data: [{ published: 1 }] });
    expect(await homeVersion(t, 2)).toBe(version + 1);
    await myList(borealAdmin, 2, BOREAL);
    expect(await homeVersion(t, 2)).toBe(version + 1);
  });

  it('mylist_status is 0 or 1', async () => {
    const res = await post(admin, CAROUSEL_PATHS.myListUpdate, { tenant_id: 1, mylist_status: 3 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Use 0 ou 1');
  });

  it("is for editors; Boreal's admin naming tenant 1 gets 403 and nothing changes", async () => {
    const student = await t.login('aluno@aurora.test');
    const borealAdmin = await t.login('admin@boreal.test');
    const version = await homeVersion(t);
    expect((await post(student, CAROUSEL_PATHS.myListUpdate, { tenant_id: 1, mylist_status: 0 })).statusCode).toBe(403);
    expect(
      (await post(await t.login('moderador@aurora.test'), CAROUSEL_PATHS.myListUpdate, { tenant_id: 1, mylist_status: 0 })).statusCode,
    ).toBe(403);
    expect((await post(borealAdmin, CAROUSEL_PATHS.myListUpdate, { tenant_id: 1, mylist_status: 0 }, BOREAL)).statusCode).toBe(403);
    expect((await myList(student)).statusCode).toBe(403);
    expect((await myList(borealAdmin, 1, BOREAL)).statusCode).toBe(403);
    expect((await t.request({ url: CAROUSEL_PATHS.myListGet(1) })).statusCode).toBe(401);
    expect((await myList()).json()).toEqual({ data: [{ published: 1 }] });
    expect(await homeVersion(t)).toBe(version);
  });
});
