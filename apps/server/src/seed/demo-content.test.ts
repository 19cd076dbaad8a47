import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  banners,
  carousels,
  communities,
  communityProducts,
  enrollments,
  extraSettings,
  lessons,
  modules,
  platformSettings,
  tenants,
  users,
} from '../db/schema/index';
import { createTestApp, type TestApp } from '../test/harness';
import { demoSchools } from './data';
import { demoVideoName, mp4Seconds, readDemoVideo } from './videos';

/**
 * Issue 12: the demo schools look like two real schools, not a test fixture. Read back from the
 * seeded database, as a newcomer's `npm start` gets them.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rowsOf = async (tenantId: number) => ({
  lessons: await t.ctx.db.select().from(lessons).where(eq(lessons.tenantId, tenantId)).orderBy(asc(lessons.id)),
  modules: await t.ctx.db.select().from(modules).where(eq(modules.tenantId, tenantId)),
  banners: await t.ctx.db.select().from(banners).where(eq(banners.tenantId, tenantId)),
  carousels: await t.ctx.db.select().from(carousels).where(eq(carousels.tenantId, tenantId)),
});

describe('demo content (issue 12)', () => {
  it("every lesson has its own written description and plays its course's own clip, whose real length it states", async () => {
    for (const school of demoSchools) {
      const { lessons: rows } = await rowsOf(school.id);
      const texts = rows.map((l) => l.description);
      expect(new Set(texts).size).toBe(texts.length);
      for (const text of texts) expect(text).not.toMatch(/Nesta aula de|vamos ver:/);
      const courseIds = [...new Set(rows.map((l) => l.courseId))];
      expect(courseIds).toHaveLength(school.courses.length);
      for (const [ci, courseId] of courseIds.sort((a, b) => a - b).entries()) {
        const seconds = Math.round(mp4Seconds(await readDemoVideo(school.slug, ci)));
        for (const lesson of rows.filter((l) => l.courseId === courseId)) {
          expect(lesson.videoUrl, lesson.title).toMatch(new RegExp(`${demoVideoName(school.slug, ci).replace('.', '\\.')}$`));
          expect(lesson.durationSeconds, lesson.title).toBe(seconds);
        }
      }
      // No two courses share a clip; none is the old colour-bar test pattern.
      expect(new Set(rows.map((l) => l.videoUrl)).size).toBe(school.courses.length);
      for (const lesson of rows) expect(lesson.videoUrl).not.toContain('sample-lesson');
    }
  });

  it('every module has a cover of its own; every banner button stays inside the product', async () => {
    for (const tenantId of [1, 2]) {
      const { modules: mods, banners: slides } = await rowsOf(tenantId);
      expect(new Set(mods.map((m) => m.coverUrl)).size).toBe(mods.length);
      for (const slide of slides) expect(slide.urlPrimary, slide.title).toMatch(/^\/[a-z]/);
    }
  });

  it('Boreal has its own words: no banner or carousel title of Aurora repeats there', async () => {
    const [aurora, boreal] = [await rowsOf(1), await rowsOf(2)];
    const words = (rows: Awaited<ReturnType<typeof rowsOf>>) =>
      [
        ...rows.banners.flatMap((b) => [b.title, b.subtitle, b.category, b.textButton]),
        ...rows.carousels.filter((c) => c.type < 5).map((c) => c.title),
      ].filter(Boolean);
    const shared = words(boreal).filter((w) => words(aurora).includes(w));
    expect(shared).toEqual([]);
  });

  it('both schools open with the footer on and their terms and privacy pages written', async () => {
    for (const tenantId of [1, 2]) {
      const [settings] = await t.ctx.db.select().from(platformSettings).where(eq(platformSettings.tenantId, tenantId));
      expect(settings!.footerVisible).toBe(true);
      const [extra] = await t.ctx.db.select().from(extraSettings).where(eq(extraSettings.tenantId, tenantId));
      expect(extra!.useTerms.length).toBeGreaterThan(100);
      expect(extra!.privacyTerms.length).toBeGreaterThan(100);
    }
  });
});

describe('demo communities (issue 13)', () => {
  it('each school has three communities in its own form, one principal; Aurora keeps one private to a product aluno lacks', async () => {
    const forms = await t.ctx.db.select({ id: tenants.id, form: tenants.communityForm }).from(tenants).orderBy(asc(tenants.id));
    expect(forms).toEqual([
      { id: 1, form: 'config' },
      { id: 2, form: 'legacy' },
    ]);
    for (const school of demoSchools) {
      const rows = await t.ctx.db.select().from(communities).where(eq(communities.tenantId, school.id)).orderBy(asc(communities.order));
      expect(rows.map((r) => r.order)).toEqual([1, 2, 3]);
      expect(rows.filter((r) => r.principal)).toHaveLength(1);
      // Legacy rows carry a preset background picture, config rows a page colour: each in its form's look.
      if (school.communityForm === 'legacy') expect(rows.every((r) => r.backgroundImage?.startsWith('/backgrounds/'))).toBe(true);
      else expect(rows.every((r) => /^#[0-9A-F]{6}$/i.test(r.backgroundColor))).toBe(true);
    }
    const aurora = await t.ctx.db
      .select()
      .from(communities)
      .where(and(eq(communities.tenantId, 1), eq(communities.isPrivate, true)));
    expect(aurora).toHaveLength(1);
    const access = await t.ctx.db
      .select({ productId: communityProducts.productId })
      .from(communityProducts)
      .where(and(eq(communityProducts.tenantId, 1), eq(communityProducts.communityId, aurora[0]!.id)));
    const [aluno] = await t.ctx.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, 1), eq(users.email, 'aluno@aurora.test')));
    const held = await t.ctx.db.select({ productId: enrollments.productId }).from(enrollments).where(eq(enrollments.userId, aluno!.id));
    expect(access.length).toBeGreaterThan(0);
    expect(access.some((a) => held.some((h) => h.productId === a.productId))).toBe(false);
  });
});
