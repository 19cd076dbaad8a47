import { MARQUEE_NAMES_MAX } from '@trilha/shared/lesson-page/schemas';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { enrollments, marquees, productCourses, products, userRoles, users } from '../../../db/schema/index';
import { catalogIds, type CatalogIds } from '../../../test/catalog-fixtures';
import { clockStopped, countQueries } from '../../../test/count-queries';
import { userIdOf } from '../../../test/builders';
import { BOREAL, createTestApp, type TestApp } from '../../../test/harness';
import { holderNames } from './names';

let t: TestApp;
let aluno: string;
let aluna: string;
let moderator: string;
let admin: string;
let borealStudent: string;
let aurora: CatalogIds;
let boreal: CatalogIds;
/** Aurora's products in seed order. */
let [essencial, completo, fundadores] = [0, 0, 0];
/** The seeded marquee of Plano Completo, written again before each test (a new id each time). */
let seeded: Omit<typeof marquees.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/**
 * Completo's students other than aluna. The school's staff hold it too, and are never named; nor is
 * the App Store review account (revisor@aurora.test), which holds it as well.
 */
const COMPLETO_OTHERS = ['Bianca', 'Thiago'];

beforeAll(async () => {
  t = await createTestApp();
  [aluno, aluna, moderator, admin, borealStudent] = await Promise.all([
    t.login('aluno@aurora.test'),
    t.login('aluna@aurora.test'),
    t.login('moderador@aurora.test'),
    t.login('admin@aurora.test'),
    t.login('aluno@boreal.test'),
  ]);
  [aurora, boreal] = await Promise.all([catalogIds(t, 1), catalogIds(t, 2)]);
  const ids = (await t.ctx.db.select({ id: products.id }).from(products).where(eq(products.tenantId, 1)).orderBy(asc(products.id))).map(
    (p) => p.id,
  );
  [essencial = 0, completo = 0, , fundadores = 0] = ids;
  const [row] = await t.ctx.db
    .select({
      tenantId: marquees.tenantId,
      productId: marquees.productId,
      text: marquees.text,
      timer: marquees.timer,
      url: marquees.url,
      font: marquees.font,
      fontWeight: marquees.fontWeight,
      borderRadius: marquees.borderRadius,
      backgroundColor: marquees.backgroundColor,
      textColor: marquees.textColor,
    })
    .from(marquees)
    .where(eq(marquees.tenantId, 1));
  seeded = row!;
});
afterAll(() => t.close());
beforeEach(async () => {
  // Only the seeded marquee of Plano Completo.
  await t.ctx.db.delete(marquees);
  await t.ctx.db.insert(marquees).values(seeded);
  // Written straight in the database: the app's kept marquees are forgotten when it hears so.
  await t.heard();
});

/** The first lesson of Aurora's course `index` (0..3 in seed order). */
const lessonOf = (index: number) => aurora.lessons.find((l) => l.courseId === aurora.courses[index]?.id)!.id;
const read = (cookie: string, lessonId: number, tenant = 1, host?: string) =>
  t.request({ url: `/api/auth/aulas/${tenant}/${lessonId}/marquee`, cookie, host });
const marqueeOf = async (cookie: string, lessonId: number) => {
  const res = await read(cookie, lessonId);
  expect(res.statusCode).toBe(200);
  return res.json().data as { text: string; names: string[]; timer: number } | null;
};
/** Written straight in the database, then heard by the app (which forgets its kept marquees). */
const addMarquee = async (productId: number, text: string) => {
  const rows = await t.ctx.db.insert(marquees).values({ tenantId: 1, productId, text }).returning({ id: marquees.id });
  await t.heard();
  return rows;
};

describe('GET /api/auth/aulas/{tenant}/{lessonId}/marquee (CONTRACT "Lessons and the lesson screen", marquee for a lesson)', () => {
  it('gives a Plano Completo student its marquee, $nome_aluno filled with first names of other Completo students', async () => {
    for (let i = 0; i < 10; i++) {
      const data = await marqueeOf(aluna, lessonOf(2));
      expect(data).not.toBeNull();
      expect(data!.names).toHaveLength(2);
      for (const name of data!.names) expect(COMPLETO_OTHERS).toContain(name);
      // Different names first: a pool of three gives two different ones.
      expect(new Set(data!.names).size).toBe(2);
      expect(data!.text).toBe(`Bem-vindos, ${data!.names[0]} e ${data!.names[1]}! Nova aula ao vivo toda quinta.`);
      expect(data!.text).not.toContain('@');
      expect(data).toMatchObject({ timer: 40, url: null, font: 'Poppins', font_weight: 500 });
    }
  });

  it('aluno (Essencial) and aluna (Completo) differ: each sees only the marquee of a product they hold', async () => {
    expect(await marqueeOf(aluno, lessonOf(0))).toBeNull();
    await addMarquee(essencial, 'Essencial: bons estudos, $nome_aluno!');
    const forAluno = await marqueeOf(aluno, lessonOf(0));
    expect(forAluno!.text).toMatch(/^Essencial: bons estudos, (Diego|João)!$/);
    // Diego is the other Essencial student; aluno's own name only when nobody else holds it.
    expect(forAluno!.names).toEqual(['Diego']);
    const forAluna = await marqueeOf(aluna, lessonOf(0));
    expect(forAluna!.text).toMatch(/^Bem-vindos, /);
    // A course aluno's products do not open: nothing, whatever marquees its products have.
    expect(await marqueeOf(aluno, lessonOf(2))).toBeNull();
  });

  it("staff see the marquee of any product that opens the course; a course no marquee's product opens is null", async () => {
    expect((await marqueeOf(moderator, lessonOf(3)))!.text).toMatch(/^Bem-vindos, /);
    await t.ctx.db.delete(marquees);
    await t.heard();
    expect(await marqueeOf(moderator, lessonOf(3))).toBeNull();
    expect(await marqueeOf(aluna, lessonOf(3))).toBeNull();
  });

  it("uses the viewer's own first name when nobody else holds the product, and a text without $nome_aluno has no names", async () => {
    await addMarquee(fundadores, 'Fundadores: olá, $nome_aluno e $nome_aluno');
    await t.ctx.db.insert(enrollments).values({ tenantId: 1, userId: await userId('aluno@aurora.test'), productId: fundadores });
    await t.heard();
    try {
      const data = await marqueeOf(aluno, lessonOf(2));
      // Completo's marquee is older, but aluno does not hold Completo: Fundadores' applies.
      expect(data).toMatchObject({ text: 'Fundadores: olá, João e João', names: ['João'] });
      await t.ctx.db.update(marquees).set({ text: 'Sem variável' }).where(eq(marquees.productId, fundadores));
      await t.heard();
      expect(await marqueeOf(aluno, lessonOf(2))).toMatchObject({ text: 'Sem variável', names: [] });
    } finally {
      await t.ctx.db.delete(enrollments).where(and(eq(enrollments.tenantId, 1), eq(enrollments.productId, fundadores)));
      await t.heard();
    }
  });

  it('never names a holder whose enrolment expired, and cycles at most MARQUEE_NAMES_MAX names', async () => {
    const bianca = await userId('bianca@aurora.test');
    const held = and(eq(enrollments.tenantId, 1), eq(enrollments.userId, bianca), eq(enrollments.productId, completo));
    await t.ctx.db
      .update(enrollments)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(held);
    await t.ctx.db.update(marquees).set({ text: Array.from({ length: 12 }, () => '$nome_aluno').join(' ') });
    await t.heard();
    try {
      for (let i = 0; i < 8; i++) {
        const data = await marqueeOf(aluna, lessonOf(1));
        expect(data!.names.length).toBeLessThanOrEqual(MARQUEE_NAMES_MAX);
        expect([...data!.names]).toEqual(['Thiago']);
        const words = data!.text.split(' ');
        expect(words).toHaveLength(12);
        for (const [i, word] of words.entries()) expect(word).toBe(data!.names[i % data!.names.length]);
      }
    } finally {
      await t.ctx.db.update(enrollments).set({ expiresAt: null }).where(held);
      await t.heard();
    }
  });

  it('a lesson of another school is 404; another school in the path 403; no session 401', async () => {
    const borealLesson = boreal.lessons[0]!.id;
    expect((await read(aluna, borealLesson)).statusCode).toBe(404);
    expect((await read(aluna, 2_000_000_000)).statusCode).toBe(404);
    expect((await read(aluna, lessonOf(0), 2)).statusCode).toBe(403);
    expect((await read(borealStudent, lessonOf(0), 2, BOREAL)).statusCode).toBe(404);
    expect((await t.request({ url: `/api/auth/aulas/1/${lessonOf(0)}/marquee` })).statusCode).toBe(401);
    expect((await read(aluna, 0)).statusCode).toBe(400);
  });
});

describe('kept in memory (view-cache.ts)', () => {
  it('a warm view runs no statement; a rename, an enrolment moved and a marquee changed show once heard', async () => {
    await clockStopped(async () => {
      await marqueeOf(aluna, lessonOf(2));
      expect(await countQueries(t, () => marqueeOf(aluna, lessonOf(2)))).toBe(0);
    });

    // A pooled holder renamed: the pool is drawn again.
    const thiago = await userId('thiago@aurora.test');
    const rename = (name: string) => t.ctx.db.update(users).set({ name }).where(eq(users.id, thiago));
    const [{ name: seededName }] = (await t.ctx.db.select({ name: users.name }).from(users).where(eq(users.id, thiago))) as [
      { name: string },
    ];
    await rename('Tiago Renomeado');
    await t.heard();
    try {
      const names = new Set<string>();
      for (let i = 0; i < 6; i++) for (const name of (await marqueeOf(aluna, lessonOf(2)))!.names) names.add(name);
      expect([...names].sort()).toEqual(['Bianca', 'Tiago']);
    } finally {
      await rename(seededName);
      await t.heard();
    }

    // A holder's enrolment removed: never named again.
    const bianca = await userId('bianca@aurora.test');
    const held = and(eq(enrollments.tenantId, 1), eq(enrollments.userId, bianca), eq(enrollments.productId, completo));
    const [enrolment] = await t.ctx.db.delete(enrollments).where(held).returning();
    await t.heard();
    try {
      for (let i = 0; i < 6; i++) expect((await marqueeOf(aluna, lessonOf(2)))!.names).toEqual(['Thiago']);
    } finally {
      // The same row, its id too (a generated identity: the database must be told to take it).
      await t.ctx.db.insert(enrollments).overridingSystemValue().values(enrolment!);
      await t.heard();
    }

    // The marquee edited through the edit panel: the editor's students see it at once.
    const [row] = await t.ctx.db.select().from(marquees).where(eq(marquees.productId, completo));
    const res = await t.request({
      method: 'POST',
      url: `/api/auth/marquee/update/${row!.id}`,
      cookie: admin,
      payload: { ...marqueeForm(row!), text: 'Texto novo' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await marqueeOf(aluna, lessonOf(2)))!.text).toBe('Texto novo');
  });
});

describe('names on a school with many holders', () => {
  it('seeds 2,000 holders of one product and names only first names of its students, at random, cheaply', async () => {
    const db = t.ctx.db;
    const [big] = await db.insert(products).values({ tenantId: 1, title: 'Plano Grande' }).returning({ id: products.id });
    const productId = big!.id;
    await db.insert(productCourses).values({ tenantId: 1, productId, courseId: aurora.courses[1]!.id });
    const people = await db
      .insert(users)
      .values(
        Array.from({ length: 2_000 }, (_, i) => ({ tenantId: 1, email: `massa${i}@aurora.test`, name: `Nome${i} Sobrenome${i} Silva` })),
      )
      .returning({ id: users.id });
    const ids = people.map((p) => p.id);
    await db.insert(userRoles).values(ids.map((id) => ({ tenantId: 1, userId: id, roleId: 1 })));
    await db.insert(enrollments).values(ids.map((id) => ({ tenantId: 1, userId: id, productId })));
    await addMarquee(productId, 'Parabéns, $nome_aluno, $nome_aluno e $nome_aluno!');
    // As the db.analyze job does on the embedded database (platform/db/analyze.ts), and autovacuum on a server.
    await db.execute(sql`analyze users, user_roles, enrollments`);
    await t.heard();
    try {
      const seen = new Set<string>();
      const started = performance.now();
      for (let i = 0; i < 40; i++) {
        const names = (await holderNames(db, { tenantId: 1, productId })).map((h) => h.firstName);
        expect(names.length).toBeGreaterThan(0);
        for (const name of names) {
          expect(name).toMatch(/^Nome\d+$/);
          seen.add(name);
        }
      }
      const perCall = (performance.now() - started) / 40;
      console.log(`marquee names among 2,000 holders: ${perCall.toFixed(2)} ms a call, ${seen.size} different names in 40 calls`);
      // Random windows: 40 calls meet far more than one window's worth of names.
      expect(seen.size).toBeGreaterThan(60);
      // Through the route, as the staff's preview: three names, each a first name of a holder.
      const data = await marqueeOf(admin, aurora.lessons.find((l) => l.courseId === aurora.courses[1]!.id)!.id);
      // Course 1 is opened by Essencial and Completo too: the oldest marquee (Completo's seeded one) applies to staff.
      expect(data!.text).toMatch(/^Bem-vindos, /);
      await db.delete(marquees).where(eq(marquees.productId, completo));
      await t.heard();
      const grande = await marqueeOf(admin, aurora.lessons.find((l) => l.courseId === aurora.courses[1]!.id)!.id);
      expect(grande!.names).toHaveLength(3);
      for (const name of grande!.names) expect(name).toMatch(/^Nome\d+$/);
      expect(grande!.text).toBe(`Parabéns, ${grande!.names[0]}, ${grande!.names[1]} e ${grande!.names[2]}!`);
    } finally {
      await db.delete(users).where(and(eq(users.tenantId, 1), inArray(users.id, ids)));
      await db.delete(products).where(eq(products.id, productId));
      await t.heard();
    }
  });
});

const userId = (email: string) => userIdOf(t.ctx.db, email, 1);

/** A stored marquee as the edit panel's form sends it back. */
const marqueeForm = (row: typeof marquees.$inferSelect) => ({
  tenant_id: row.tenantId,
  product_id: row.productId,
  text: row.text,
  timer: row.timer,
  url: row.url,
  type: row.type,
  font: row.font,
  font_weight: row.fontWeight,
  border_radius: row.borderRadius,
  background_color: row.backgroundColor,
  text_color: row.textColor,
});
