import { CAROUSEL_PATHS } from '@trilha/shared/testing/contract-paths';
import { CAROUSEL_MESSAGES } from '@trilha/shared/carousels/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AURORA, BOREAL, createTestApp, type TestApp } from '../../test/harness';
import { carouselPayload, createCarousel, homeVersion, schoolContent, storedCarousels, systemCarouselId } from '../../test/carousels';

let t: TestApp;
let aurora: Awaited<ReturnType<typeof schoolContent>>;
let boreal: Awaited<ReturnType<typeof schoolContent>>;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  aurora = await schoolContent(t, 1);
  boreal = await schoolContent(t, 2);
  admin = await t.login('admin@aurora.test');
});
afterAll(() => t.close());

const post = (cookie: string, url: string, payload: unknown, host?: string) =>
  t.request({ method: 'POST', url, cookie, host, payload: payload as object });
/** The web app's fetch: a same-origin GET carries the page as Referer. */
const publish = (
  id: number,
  cookie = admin,
  tenant = 1,
  host = AURORA,
  headers: Record<string, string> = { referer: `${t.originOn(host)}/homepage` },
) => t.request({ url: CAROUSEL_PATHS.publish(tenant, id), cookie, host, headers });
const remove = (id: number, cookie = admin, tenant = 1, host?: string) =>
  t.request({ method: 'DELETE', url: CAROUSEL_PATHS.remove(tenant, id), cookie, host });
const showcaseOrder = async () =>
  (await t.request({ url: CAROUSEL_PATHS.index(1), cookie: admin })).json().data as { id: number; order: number }[];
const csrfOf = (cookie: string) => /trilha_csrf=([^;]+)/.exec(cookie)![1]!;
const courseCarousel = (title = 'Cursos') =>
  createCarousel(t, admin, carouselPayload({ title, content: [aurora.courses[0]!.id, aurora.courses[1]!.id] }));

describe('carrossel/publish/{tenant}/{id} (spec 000 §7: toggles publish)', () => {
  it('toggles published, answers the message and the state, and bumps the home version', async () => {
    const id = await courseCarousel();
    const version = await homeVersion(t);
    const off = await publish(id);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ message: CAROUSEL_MESSAGES.unpublished, data: { id, published: 0 } });
    const on = await t.request({ url: CAROUSEL_PATHS.publish(1, id), cookie: admin, headers: { 'x-csrf-token': csrfOf(admin) } });
    expect(on.json()).toEqual({ message: CAROUSEL_MESSAGES.published, data: { id, published: 1 } });
    expect(await homeVersion(t)).toBe(version + 2);
  });

  it('a cross-site request (another Origin, or no Origin and no CSRF header) is 403 and changes nothing', async () => {
    const id = await courseCarousel();
    const before = await storedCarousels(t, 1);
    const evil = await publish(id, admin, 1, AURORA, { origin: 'https://evil.example' });
    expect(evil.statusCode).toBe(403);
    const evilReferer = await publish(id, admin, 1, AURORA, { referer: 'https://evil.example/page' });
    expect(evilReferer.statusCode).toBe(403);
    const navigation = await publish(id, admin, 1, AURORA, {});
    expect(navigation.statusCode).toBe(403);
    const head = await t.request({ method: 'HEAD', url: CAROUSEL_PATHS.publish(1, id), cookie: admin });
    expect(head.statusCode).toBeGreaterThanOrEqual(400);
    expect(await storedCarousels(t, 1)).toEqual(before);
  });

  it("refuses system carousels (400), another school's carousel (404), students and Boreal's admin naming tenant 1 (403)", async () => {
    const system = await systemCarouselId(t, 1, 5);
    const res = await publish(system);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(CAROUSEL_MESSAGES.system);
    const borealAdmin = await t.login('admin@boreal.test');
    const borealId = await createCarousel(t, borealAdmin, carouselPayload({ tenant_id: 2, content: [boreal.courses[0]!.id] }), BOREAL);
    expect((await publish(borealId)).statusCode).toBe(404);
    const id = await courseCarousel();
    const before = await storedCarousels(t, 1);
    expect((await publish(id, await t.login('aluno@aurora.test'))).statusCode).toBe(403);
    expect((await publish(id, await t.login('moderador@aurora.test'))).statusCode).toBe(403);
    expect((await publish(id, borealAdmin, 1, BOREAL)).statusCode).toBe(403);
    expect(await storedCarousels(t, 1)).toEqual(before);
  });
});

describe('carrossel/delete/{tenant}/{id} (spec 000 §7)', () => {
  it('deletes the carousel and its items; the others keep orders 1..n', async () => {
    const first = await courseCarousel('Primeiro');
    const second = await courseCarousel('Segundo');
    const version = await homeVersion(t);
    const res = await remove(first);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: CAROUSEL_MESSAGES.deleted });
    const order = await showcaseOrder();
    expect(order.map((c) => c.id)).not.toContain(first);
    expect(order.map((c) => c.order)).toEqual(order.map((_, i) => i + 1));
    expect(order.at(-1)!.id).toBe(second);
    expect(await homeVersion(t)).toBe(version + 1);
    expect((await t.request({ url: CAROUSEL_PATHS.items(1, first, 1), cookie: admin })).statusCode).toBe(404);
  });

  it("refuses system carousels (400), another school's (404), students and Boreal's admin naming tenant 1 (403)", async () => {
    const system = await systemCarouselId(t, 1, 9);
    const res = await remove(system);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(CAROUSEL_MESSAGES.system);
    const borealAdmin = await t.login('admin@boreal.test');
    const borealId = await createCarousel(t, borealAdmin, carouselPayload({ tenant_id: 2, content: [boreal.courses[0]!.id] }), BOREAL);
    expect((await remove(borealId)).statusCode).toBe(404);
    const id = await courseCarousel();
    const before = await storedCarousels(t, 1);
    expect((await remove(id, await t.login('aluno@aurora.test'))).statusCode).toBe(403);
    expect((await remove(id, borealAdmin, 1, BOREAL)).statusCode).toBe(403);
    expect(await storedCarousels(t, 1)).toEqual(before);
  });
});

describe('carrossel/orderCarrossel (spec 000 §2 carousel-order edit mode, §6 staff)', () => {
  it('reorders every carousel, system ones included; body[0] is the message and body[2].data the order', async () => {
    await courseCarousel('Trilha A');
    const ids = (await showcaseOrder()).map((c) => c.id);
    const reversed = [...ids].reverse();
    const version = await homeVersion(t);
    const res = await post(admin, CAROUSEL_PATHS.order, { tenant_id: 1, newOrdenation: reversed });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([CAROUSEL_MESSAGES.ordered, 200, { data: reversed }]);
    const after = await showcaseOrder();
    expect(after.map((c) => c.id)).toEqual(reversed);
    expect(after.map((c) => c.order)).toEqual(after.map((_, i) => i + 1));
    expect(await homeVersion(t)).toBe(version + 1);
  });

  it('a subset is rearranged among the places it holds; the others keep theirs', async () => {
    const ids = (await showcaseOrder()).map((c) => c.id);
    expect(ids.length).toBeGreaterThanOrEqual(5);
    // The home edit mode shows (say) the 2nd, 3rd and 5th carousels and puts the 5th first.
    const shown = [ids[4]!, ids[1]!, ids[2]!];
    const res = await post(admin, CAROUSEL_PATHS.order, { tenant_id: 1, newOrdenation: shown });
    expect(res.statusCode).toBe(200);
    // Places 2, 3 and 5 held the shown ones: they now hold the 5th, 2nd and 3rd; the 1st and 4th stay.
    const expected = [ids[0], ids[4], ids[1], ids[3], ids[2], ...ids.slice(5)];
    expect(res.json()[2].data).toEqual(expected);
    expect((await showcaseOrder()).map((c) => c.id)).toEqual(expected);
  });

  it('any staff member may reorder (a moderator 200); students get 403', async () => {
    const ids = (await showcaseOrder()).map((c) => c.id);
    const moderator = await post(await t.login('moderador@aurora.test'), CAROUSEL_PATHS.order, {
      tenant_id: 1,
      newOrdenation: [ids[1], ids[0]],
    });
    expect(moderator.statusCode).toBe(200);
    expect((await showcaseOrder()).slice(0, 2).map((c) => c.id)).toEqual([ids[1], ids[0]]);
    const before = await storedCarousels(t, 1);
    const student = await post(await t.login('aluno@aurora.test'), CAROUSEL_PATHS.order, { tenant_id: 1, newOrdenation: [ids[0], ids[1]] });
    expect(student.statusCode).toBe(403);
    expect(await storedCarousels(t, 1)).toEqual(before);
  });

  it("refuses unknown, repeated or another school's ids (400 orderMismatch) and changes nothing", async () => {
    const ids = (await showcaseOrder()).map((c) => c.id);
    const borealAdmin = await t.login('admin@boreal.test');
    const borealId = await createCarousel(t, borealAdmin, carouselPayload({ tenant_id: 2, content: [boreal.courses[0]!.id] }), BOREAL);
    const before = await storedCarousels(t, 1);
    const version = await homeVersion(t);
    for (const newOrdenation of [[ids[0], ids[0]], [ids[0], borealId], [2_000_000], []]) {
      const res = await post(admin, CAROUSEL_PATHS.order, { tenant_id: 1, newOrdenation });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(CAROUSEL_MESSAGES.orderMismatch);
    }
    expect(await storedCarousels(t, 1)).toEqual(before);
    expect(await homeVersion(t)).toBe(version);
  });

  it("Boreal's admin naming tenant 1 gets 403 and nothing changes", async () => {
    const ids = (await showcaseOrder()).map((c) => c.id);
    const before = await storedCarousels(t, 1);
    const res = await post(
      await t.login('admin@boreal.test'),
      CAROUSEL_PATHS.order,
      { tenant_id: 1, newOrdenation: [...ids].reverse() },
      BOREAL,
    );
    expect(res.statusCode).toBe(403);
    expect(await storedCarousels(t, 1)).toEqual(before);
  });
});

describe('carrossel/orderItens (spec 002 §7: drag-to-reorder items)', () => {
  const itemIds = async (id: number) =>
    (await t.request({ url: CAROUSEL_PATHS.items(1, id, 3), cookie: admin })).json().data as { carouselItemId: number; id: number }[];

  it('saves the new item order and bumps the home version', async () => {
    const lessons = aurora.lessons.slice(0, 3).map((l) => l.id);
    const id = await createCarousel(t, admin, carouselPayload({ type: 3, content: lessons }));
    const before = await itemIds(id);
    const order = [before[2]!.carouselItemId, before[0]!.carouselItemId, before[1]!.carouselItemId];
    const version = await homeVersion(t);
    const res = await post(admin, CAROUSEL_PATHS.orderItems, { tenant_id: 1, carousel_id: id, order });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: CAROUSEL_MESSAGES.itemsOrdered });
    expect((await itemIds(id)).map((i) => i.id)).toEqual([lessons[2], lessons[0], lessons[1]]);
    expect(await homeVersion(t)).toBe(version + 1);
  });

  it("the order must be exactly the carousel's items (400 itemsOrderMismatch)", async () => {
    const id = await createCarousel(t, admin, carouselPayload({ type: 3, content: aurora.lessons.slice(0, 2).map((l) => l.id) }));
    const other = await createCarousel(t, admin, carouselPayload({ type: 3, content: [aurora.lessons[5]!.id] }));
    const [a, b] = (await itemIds(id)).map((i) => i.carouselItemId);
    const foreign = (await itemIds(other))[0]!.carouselItemId;
    for (const order of [[a], [a, a], [a, b, foreign], [a, foreign], []]) {
      const res = await post(admin, CAROUSEL_PATHS.orderItems, { tenant_id: 1, carousel_id: id, order });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(CAROUSEL_MESSAGES.itemsOrderMismatch);
    }
    expect((await itemIds(id)).map((i) => i.carouselItemId)).toEqual([a, b]);
  });

  it("another school's carousel is 404; students and Boreal's admin naming tenant 1 get 403", async () => {
    const borealAdmin = await t.login('admin@boreal.test');
    const borealId = await createCarousel(t, borealAdmin, carouselPayload({ tenant_id: 2, content: [boreal.courses[0]!.id] }), BOREAL);
    expect((await post(admin, CAROUSEL_PATHS.orderItems, { tenant_id: 1, carousel_id: borealId, order: [] })).statusCode).toBe(404);
    const id = await createCarousel(t, admin, carouselPayload({ type: 3, content: aurora.lessons.slice(0, 2).map((l) => l.id) }));
    const before = await itemIds(id);
    const reversed = [...before].reverse().map((i) => i.carouselItemId);
    expect(
      (await post(await t.login('moderador@aurora.test'), CAROUSEL_PATHS.orderItems, { tenant_id: 1, carousel_id: id, order: reversed }))
        .statusCode,
    ).toBe(403);
    expect(
      (await post(borealAdmin, CAROUSEL_PATHS.orderItems, { tenant_id: 1, carousel_id: id, order: reversed }, BOREAL)).statusCode,
    ).toBe(403);
    expect(await itemIds(id)).toEqual(before);
  });
});
