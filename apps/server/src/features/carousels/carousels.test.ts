import { CAROUSEL_PATHS } from '@trilha/shared/testing/contract-paths';
import { CAROUSEL_MESSAGES, MAX_CAROUSELS } from '@trilha/shared/carousels/schemas';
import { and, eq, gte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carousels } from '../../db/schema/index';
import { BOREAL, createTestApp, type TestApp } from '../../test/harness';
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
const index = async (cookie = admin, tenant = 1, host?: string) => t.request({ url: CAROUSEL_PATHS.index(tenant), cookie, host });
const items = (carouselId: number, type: number, cookie = admin, tenant = 1, host?: string) =>
  t.request({ url: CAROUSEL_PATHS.items(tenant, carouselId, type), cookie, host });

describe('carrossel/index (spec 002 §3 showcase list)', () => {
  it("lists the system carousels (types 5 to 9, system: true, type as a numeric string) and the school's own, in order", async () => {
    const courseIds = aurora.courses.slice(0, 2).map((c) => c.id);
    const id = await createCarousel(t, admin, carouselPayload({ title: 'Cursos em destaque', content: courseIds }));
    const res = await index();
    expect(res.statusCode).toBe(200);
    const list = res.json().data as { id: number; type: string; system: boolean; order: number; items_count: number }[];
    expect(
      list
        .filter((c) => c.system)
        .map((c) => c.type)
        .sort(),
    ).toEqual(['5', '6', '7', '8', '9']);
    expect(list.map((c) => c.order)).toEqual([...list.map((c) => c.order)].sort((a, b) => a - b));
    expect(list.find((c) => c.id === id)).toMatchObject({ type: '1', system: false, items_count: 2, published: 1, custom: 1 });
    expect(list.at(-1)!.id).toBe(id);
  });

  it('creates the system carousels once, however often it is read', async () => {
    await index();
    await index();
    const system = await t.ctx.db
      .select({ id: carousels.id })
      .from(carousels)
      .where(and(eq(carousels.tenantId, 1), gte(carousels.type, 5)));
    expect(system).toHaveLength(5);
  });

  it("is for staff, who all reorder (the home's order mode lists it): students 403, no session 401, Boreal's admin naming tenant 1 403", async () => {
    expect((await index(await t.login('aluno@aurora.test'))).statusCode).toBe(403);
    const moderator = await index(await t.login('moderador@aurora.test'));
    expect(moderator.statusCode).toBe(200);
    expect(moderator.json().data.map((c: { id: number }) => c.id)).toEqual((await index()).json().data.map((c: { id: number }) => c.id));
    expect((await t.request({ url: CAROUSEL_PATHS.index(1) })).statusCode).toBe(401);
    expect((await index(await t.login('admin@boreal.test'), 1, BOREAL)).statusCode).toBe(403);
  });
});

describe('carrossel/create (spec 002 §7 Carousels)', () => {
  it('creates a carousel of each type with its content in order; body[2].data has card_type, type and id', async () => {
    const version = await homeVersion(t);
    const res = await post(
      admin,
      CAROUSEL_PATHS.create,
      carouselPayload({
        title: 'Módulos escolhidos',
        type: 2,
        card_type: 'vertical',
        content: [aurora.modules[3]!.id, aurora.modules[0]!.id],
      }),
    );
    expect(res.statusCode).toBe(200);
    const [message, status, { data }] = res.json();
    expect(message).toBe(CAROUSEL_MESSAGES.saved);
    expect(status).toBe(200);
    expect(data).toMatchObject({
      type: '2',
      card_type: 'vertical',
      carousel_type: 'Regular',
      items_count: 2,
      published: 1,
      autoplay: 0,
      autoplay_time: 4,
      size_title: 27,
      weight_title: 900,
      size_description: 18,
      weight_description: 300,
      font_title: null,
      system: false,
    });
    expect(await homeVersion(t)).toBe(version + 1);
    const stored = (await items(data.id, 2)).json().data;
    expect(stored.map((i: { id: number }) => i.id)).toEqual([aurora.modules[3]!.id, aurora.modules[0]!.id]);
    const lessonIds = aurora.lessons
      .slice(0, 3)
      .map((l) => l.id)
      .reverse();
    const lessonCarousel = await createCarousel(
      t,
      admin,
      carouselPayload({ title: 'Aulas', type: 3, carousel_type: 'Destacado', card_type: 'fullImage', content: lessonIds }),
    );
    expect((await items(lessonCarousel, 3)).json().data.map((i: { id: number }) => i.id)).toEqual(lessonIds);
  });

  it('saves the advanced settings as sent', async () => {
    const res = await post(
      admin,
      CAROUSEL_PATHS.create,
      carouselPayload({
        title: 'Com autoplay',
        description: 'Os melhores',
        content: [aurora.courses[0]!.id],
        autoplay: 1,
        autoplay_time: 10,
        cards_per_group: 12,
        cards_per_group_mobile: 0,
        font_title: 'Oswald',
        weight_title: 100,
        size_title: 8,
        font_description: 'Lato',
        weight_description: 700,
        size_description: 40,
        carousel_type: 'Destacado',
        card_type: 'biggerImage',
        published: 0,
      }),
    );
    expect(res.json()[2].data).toMatchObject({
      description: 'Os melhores',
      autoplay: 1,
      autoplay_time: 10,
      cards_per_group: 12,
      font_title: 'Oswald',
      weight_title: 100,
      size_title: 8,
      font_description: 'Lato',
      weight_description: 700,
      size_description: 40,
      carousel_type: 'Destacado',
      card_type: 'biggerImage',
      published: 0,
    });
  });

  it('a carousel picked from one course (custom 0) keeps type_content; modules of another course are refused', async () => {
    const course = aurora.courses[1]!;
    const own = aurora.modules.filter((m) => m.courseId === course.id).map((m) => m.id);
    const res = await post(
      admin,
      CAROUSEL_PATHS.create,
      carouselPayload({ title: 'Do curso', type: 2, custom: 0, type_content: course.id, content: own }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()[2].data).toMatchObject({ custom: 0, type_content: course.id });
    const other = aurora.modules.find((m) => m.courseId !== course.id)!.id;
    const mixed = await post(
      admin,
      CAROUSEL_PATHS.create,
      carouselPayload({ title: 'Misturado', type: 2, custom: 0, type_content: course.id, content: [own[0]!, other] }),
    );
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().error).toBe(CAROUSEL_MESSAGES.contentMissing);
    const noParent = await post(admin, CAROUSEL_PATHS.create, carouselPayload({ title: 'Sem curso', type: 2, custom: 0, content: own }));
    expect(noParent.json().error).toBe(CAROUSEL_MESSAGES.contentMissing);
    const module = aurora.modules[0]!;
    const lessonIds = aurora.lessons.filter((l) => l.moduleId === module.id).map((l) => l.id);
    const byModule = await post(
      admin,
      CAROUSEL_PATHS.create,
      carouselPayload({ title: 'Do módulo', type: 3, custom: 0, type_content: module.id, content: lessonIds }),
    );
    expect(byModule.json()[2].data).toMatchObject({ type: '3', custom: 0, type_content: module.id });
    const wrongParent = await post(
      admin,
      CAROUSEL_PATHS.create,
      carouselPayload({ title: 'Do módulo', type: 3, custom: 0, type_content: boreal.modules[0]!.id, content: lessonIds }),
    );
    expect(wrongParent.json().error).toBe(CAROUSEL_MESSAGES.contentMissing);
  });

  it('refuses content of another school or of the wrong type (400 contentMissing), changing nothing', async () => {
    const before = await storedCarousels(t, 1);
    const version = await homeVersion(t);
    for (const payload of [
      carouselPayload({ content: [aurora.courses[0]!.id, boreal.courses[0]!.id] }),
      carouselPayload({ type: 2, content: [boreal.modules[0]!.id] }),
      carouselPayload({ type: 3, content: [boreal.lessons[0]!.id] }),
      carouselPayload({ type: 1, content: [2_000_000] }),
    ]) {
      const res = await post(admin, CAROUSEL_PATHS.create, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(CAROUSEL_MESSAGES.contentMissing);
    }
    expect(await storedCarousels(t, 1)).toEqual(before);
    expect(await homeVersion(t)).toBe(version);
  });

  it.each([
    ['an empty title', { title: '' }, CAROUSEL_MESSAGES.titleRequired],
    ['a missing title', { title: undefined }, CAROUSEL_MESSAGES.titleRequired],
    ['a 2-character title', { title: 'ab' }, CAROUSEL_MESSAGES.titleMin],
    ['a 192-character title', { title: 'a'.repeat(192) }, CAROUSEL_MESSAGES.titleMax],
    ['a 501-character description', { description: 'd'.repeat(501) }, CAROUSEL_MESSAGES.descriptionMax],
    ['no type', { type: undefined }, CAROUSEL_MESSAGES.typeRequired],
    ['type 4', { type: 4 }, CAROUSEL_MESSAGES.typeRequired],
    ['no content', { content: [] }, CAROUSEL_MESSAGES.noContent],
    ['content missing', { content: undefined }, CAROUSEL_MESSAGES.noContent],
    ['repeated content', { content: [1, 1] }, CAROUSEL_MESSAGES.noContent],
    ['101 items', { content: Array.from({ length: 101 }, (_, i) => i + 1) }, CAROUSEL_MESSAGES.tooMuchContent],
    ['autoplay_time 11', { autoplay_time: 11 }, CAROUSEL_MESSAGES.autoplayTime],
    ['autoplay_time 0', { autoplay_time: 0 }, CAROUSEL_MESSAGES.autoplayTime],
    ['size_title 41', { size_title: 41 }, CAROUSEL_MESSAGES.fontSize],
    ['size_description 7', { size_description: 7 }, CAROUSEL_MESSAGES.fontSize],
    ['weight_title 200', { weight_title: 200 }, CAROUSEL_MESSAGES.fontWeight],
    ['cards_per_group 13', { cards_per_group: 13 }, CAROUSEL_MESSAGES.cardsPerGroup],
    ['an unknown font', { font_title: 'Comic Sans' as never }, CAROUSEL_MESSAGES.font],
    ['a Destacado card in Regular mode', { carousel_type: 'Regular', card_type: 'fullImage' }, CAROUSEL_MESSAGES.cardType],
    ['a Regular card in Destacado mode', { carousel_type: 'Destacado', card_type: 'circle' }, CAROUSEL_MESSAGES.cardType],
  ] as const)('refuses %s with its message (spec 002 §8)', async (_label, overrides, message) => {
    const payload = { ...carouselPayload({ content: [aurora.courses[0]!.id] }), ...overrides };
    const res = await post(admin, CAROUSEL_PATHS.create, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
  });

  it("is for editors; Boreal's admin naming tenant 1 gets 403 and nothing changes", async () => {
    const before = await storedCarousels(t, 1);
    const payload = carouselPayload({ content: [aurora.courses[0]!.id] });
    expect((await post(await t.login('aluno@aurora.test'), CAROUSEL_PATHS.create, payload)).statusCode).toBe(403);
    expect((await post(await t.login('moderador@aurora.test'), CAROUSEL_PATHS.create, payload)).statusCode).toBe(403);
    expect((await post(await t.login('admin@boreal.test'), CAROUSEL_PATHS.create, payload, BOREAL)).statusCode).toBe(403);
    expect(await storedCarousels(t, 1)).toEqual(before);
  });

  it(`allows at most ${MAX_CAROUSELS} school carousels (409); system carousels do not count`, async () => {
    const borealAdmin = await t.login('admin@boreal.test');
    await index(borealAdmin, 2, BOREAL);
    await t.ctx.db
      .insert(carousels)
      .values(Array.from({ length: MAX_CAROUSELS }, (_, i) => ({ tenantId: 2, title: `C${i}`, type: 1, order: 10 + i })));
    const res = await post(borealAdmin, CAROUSEL_PATHS.create, carouselPayload({ tenant_id: 2, content: [boreal.courses[0]!.id] }), BOREAL);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(CAROUSEL_MESSAGES.limit);
    await t.ctx.db.delete(carousels).where(and(eq(carousels.tenantId, 2), eq(carousels.type, 1)));
  });
});

describe('carrossel/update/{id} (spec 002 §7 Carousels)', () => {
  it('replaces settings and items, keeping the content order, and bumps the home version', async () => {
    const id = await createCarousel(t, admin, carouselPayload({ content: [aurora.courses[0]!.id] }));
    const version = await homeVersion(t);
    const content = [aurora.lessons[4]!.id, aurora.lessons[1]!.id, aurora.lessons[2]!.id];
    const res = await post(
      admin,
      CAROUSEL_PATHS.update(id),
      carouselPayload({ title: 'Agora aulas', type: 3, card_type: 'square', content }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()[0]).toBe(CAROUSEL_MESSAGES.saved);
    expect(res.json()[2].data).toMatchObject({ id, title: 'Agora aulas', type: '3', card_type: 'square', items_count: 3 });
    const listed = (await items(id, 3)).json().data;
    expect(listed.map((i: { id: number }) => i.id)).toEqual(content);
    expect(listed[0]).toMatchObject({
      title: aurora.lessons[4]!.title,
      course_title: aurora.courses.find((c) => c.id === aurora.lessons[4]!.courseId)!.title,
    });
    expect(await homeVersion(t)).toBe(version + 1);
  });

  it("refuses a system carousel (400), another school's carousel (404), and validates like create", async () => {
    const system = await systemCarouselId(t, 1, 8);
    const payload = carouselPayload({ content: [aurora.courses[0]!.id] });
    const refused = await post(admin, CAROUSEL_PATHS.update(system), payload);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe(CAROUSEL_MESSAGES.system);
    const borealAdmin = await t.login('admin@boreal.test');
    const borealId = await createCarousel(t, borealAdmin, carouselPayload({ tenant_id: 2, content: [boreal.courses[0]!.id] }), BOREAL);
    expect((await post(admin, CAROUSEL_PATHS.update(borealId), payload)).statusCode).toBe(404);
    expect((await post(admin, CAROUSEL_PATHS.update(2_000_000), payload)).statusCode).toBe(404);
    const own = await createCarousel(t, admin, payload);
    expect((await post(admin, CAROUSEL_PATHS.update(own), { ...payload, title: 'ab' })).json().error).toBe(CAROUSEL_MESSAGES.titleMin);
    expect((await post(admin, CAROUSEL_PATHS.update(own), { ...payload, content: [boreal.courses[0]!.id] })).json().error).toBe(
      CAROUSEL_MESSAGES.contentMissing,
    );
  });

  it("Boreal's admin naming tenant 1 gets 403 and nothing changes", async () => {
    const id = await createCarousel(t, admin, carouselPayload({ content: [aurora.courses[0]!.id] }));
    const before = await storedCarousels(t, 1);
    const res = await post(
      await t.login('admin@boreal.test'),
      CAROUSEL_PATHS.update(id),
      carouselPayload({ title: 'Invadido', content: [aurora.courses[1]!.id] }),
      BOREAL,
    );
    expect(res.statusCode).toBe(403);
    expect(await storedCarousels(t, 1)).toEqual(before);
  });
});

describe('carousel-item/{tenant}/{carouselId}/{type} (spec 002 §3: items load when a carousel is expanded)', () => {
  it('answers id, title, carouselItemId, image and course_title in order', async () => {
    const modulesPicked = [aurora.modules[2]!, aurora.modules[0]!];
    const id = await createCarousel(t, admin, carouselPayload({ type: 2, content: modulesPicked.map((m) => m.id) }));
    const res = await items(id, 2);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toHaveLength(2);
    expect(data[0]).toMatchObject({ id: modulesPicked[0]!.id, title: modulesPicked[0]!.title, carouselItemId: expect.any(Number) });
    expect(data[0].course_title).toBe(aurora.courses.find((c) => c.id === modulesPicked[0]!.courseId)!.title);
    const courseCarousel = await createCarousel(t, admin, carouselPayload({ content: [aurora.courses[2]!.id] }));
    expect((await items(courseCarousel, 1)).json().data[0]).toMatchObject({
      id: aurora.courses[2]!.id,
      title: aurora.courses[2]!.title,
      course_title: null,
    });
  });

  it("a type other than the carousel's is 400; a system carousel has no stored items; another school's is 404", async () => {
    const id = await createCarousel(t, admin, carouselPayload({ content: [aurora.courses[0]!.id] }));
    expect((await items(id, 2)).statusCode).toBe(400);
    const system = await systemCarouselId(t, 1, 9);
    expect((await items(system, 9)).json()).toEqual({ data: [] });
    const borealId = await createCarousel(
      t,
      await t.login('admin@boreal.test'),
      carouselPayload({ tenant_id: 2, content: [boreal.courses[0]!.id] }),
      BOREAL,
    );
    expect((await items(borealId, 1)).statusCode).toBe(404);
    expect((await items(id, 10)).statusCode).toBe(400);
  });

  it("is for editors; Boreal's admin naming tenant 1 gets 403", async () => {
    const id = await createCarousel(t, admin, carouselPayload({ content: [aurora.courses[0]!.id] }));
    expect((await items(id, 1, await t.login('aluno@aurora.test'))).statusCode).toBe(403);
    expect((await items(id, 1, await t.login('admin@boreal.test'), 1, BOREAL)).statusCode).toBe(403);
  });
});
