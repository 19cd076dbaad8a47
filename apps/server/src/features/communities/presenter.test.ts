import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communities } from '../../db/schema/index';
import { setCommunity } from '../../test/communities';
import { createTestApp, type TestApp } from '../../test/harness';

// docs/security.md "A closed community sends only its locked page": a closed community sends only what its
// locked page shows (docs/communities.md "Who sees what"): what it is and its offer, never what its members
// read inside (links, settings).

let t: TestApp;
/** aluno@aurora.test lacks Mentoria de Carreira, so Círculo de Mentoria is closed to him. */
let student: string;
/** aluna@aurora.test holds it. */
let member: string;
let closed: number;

const LINKS = [{ title: 'Grupo dos mentorados', url: 'chat.example/convite-secreto' }];

beforeAll(async () => {
  t = await createTestApp();
  [student, member] = await Promise.all([t.login('aluno@aurora.test'), t.login('aluna@aurora.test')]);
  const [row] = await t.ctx.db.select({ id: communities.id }).from(communities).where(eq(communities.title, 'Círculo de Mentoria'));
  closed = row!.id;
  await setCommunity(t, 1, closed, {
    links: LINKS,
    salesUrl: 'escola.example/mentoria',
    buttonSalesText: 'Quero entrar',
    showRanking: true,
    showContinueWatching: true,
    hideChannelsGroups: true,
  });
});
afterAll(() => t.close());

const view = async (cookie: string) => {
  const res = await t.request({ url: `/api/auth/community/view/1/${closed}`, cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Record<string, unknown>;
};

describe('a closed community sends only its locked page (finding 3)', () => {
  it('a member without access gets what it is and its offer: no links, no content settings', async () => {
    const data = await view(student);
    expect(data).toMatchObject({
      id: closed,
      title: 'Círculo de Mentoria',
      has_access: false,
      is_private: true,
      upsell_text: 'Conheça a Mentoria',
      button_sales_text: 'Quero entrar',
      sales_url: 'escola.example/mentoria',
      links: [],
      publications: false,
      comments: false,
      likes: false,
      text: false,
      allow_files: false,
      videos: false,
      images: false,
      carousels: false,
      show_ranking: false,
      show_continue_watching: false,
      hide_channels_groups: false,
      can_post: false,
      can_moderate: false,
    });
    expect(JSON.stringify(data)).not.toContain('convite-secreto');
    expect(data.description).toEqual(expect.any(String));
    expect(data).toHaveProperty('cover');
    expect(data).toHaveProperty('appearance');
  });

  it('a member with access still gets the links and settings', async () => {
    expect(await view(member)).toMatchObject({
      has_access: true,
      links: LINKS,
      publications: true,
      show_ranking: true,
      show_continue_watching: true,
      hide_channels_groups: true,
    });
  });
});
