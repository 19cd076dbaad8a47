import { CAROUSEL_PATHS } from '@trilha/shared/testing/contract-paths';
import { CAROUSEL_TRANSLATIONS } from '@trilha/shared/carousels/messages';
import { SYSTEM_CAROUSELS } from '@trilha/shared/carousels/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AURORA, createTestApp, type TestApp } from '../../test/harness';
import { carouselPayload, createCarousel, schoolContent, systemCarouselId } from '../../test/carousels';

let t: TestApp;
let admin: string;
let courseIds: number[];
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@aurora.test');
  courseIds = (await schoolContent(t, 1)).courses.slice(0, 2).map((c) => c.id);
});
afterAll(() => t.close());

const as = (lang: string) => `${admin}; lang=${lang}`;
/** The web app's fetch: a same-origin GET carries the page as Referer. */
const publish = (id: number, lang: string) =>
  t.request({ url: CAROUSEL_PATHS.publish(1, id), cookie: as(lang), host: AURORA, headers: { referer: `${t.originOn(AURORA)}/homepage` } });

describe("carousel replies in the lang cookie's language (spec 000 §8; docs/decisions/0005: the shared table)", () => {
  it('says saved in en and unpublished/published in es', async () => {
    const res = await t.request({
      method: 'POST',
      url: CAROUSEL_PATHS.create,
      cookie: as('en'),
      payload: carouselPayload({ content: courseIds }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()[0]).toBe('Carousel created/updated successfully!');
    const id = res.json()[2].data.id as number;
    expect((await publish(id, 'es')).json().message).toBe(CAROUSEL_TRANSLATIONS.unpublished.es);
    expect((await publish(id, 'es')).json().message).toBe(CAROUSEL_TRANSLATIONS.published.es);
  });

  it('refuses to touch a system carousel in each language', async () => {
    const trending = await systemCarouselId(t, 1, SYSTEM_CAROUSELS.trending);
    for (const lang of ['pt', 'en', 'es'] as const) {
      const res = await t.request({ method: 'DELETE', url: CAROUSEL_PATHS.remove(1, trending), cookie: as(lang) });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(CAROUSEL_TRANSLATIONS.system[lang]);
    }
  });

  it("answers the items route's type mismatch in en (Trilha's own message, in the shared table too)", async () => {
    const id = await createCarousel(t, admin, carouselPayload({ title: 'Tipos', content: courseIds }));
    const res = await t.request({ url: CAROUSEL_PATHS.items(1, id, 2), cookie: as('en') });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(CAROUSEL_TRANSLATIONS.typeMismatch.en);
  });
});
