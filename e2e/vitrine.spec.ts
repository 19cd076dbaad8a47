import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from './support/api';
import { expectAccessible, launch, openSignedIn, screenshot, settled } from './support/browser';

let browser: Browser;
const contexts: BrowserContext[] = [];
let owner: Page;

const FLAGS = [
  'show_carrousel_continue_class',
  'show_carrousel_continue_module',
  'show_carrousel_continue_course',
  'show_carrousel_highlight',
] as const;
type Original = { order: number[]; flags: Record<(typeof FLAGS)[number], 0 | 1>; blocked: 0 | 1; myList: 0 | 1 };
let original: Original | undefined;

const TITLES = { courses: 'E2E Cursos favoritos', modules: 'E2E Módulos de marketing', lessons: 'E2E Aulas escolhidas' } as const;
const CREATED = Object.values(TITLES);

async function signedIn(email: string, width = 1280): Promise<Page> {
  const { context, page } = await openSignedIn(browser, email, { width });
  contexts.push(context);
  return page;
}

type Row = { id: number; title: string; published: 0 | 1 };
const listCarousels = async (page: Page) => {
  const res = await callApi<{ data: Row[] }>(page, '/api/auth/config/plataforma/carrossel/index/1');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};

const panel = (page: Page) => page.getByTestId('edit-panel');
const carouselList = (page: Page) => panel(page).getByRole('list', { name: 'Carrosséis da vitrine' });
const rowTitles = async (page: Page) => (await carouselList(page).locator('[data-row-title]').allInnerTexts()).map((t) => t.trim());
const createdOrder = async (page: Page) => (await rowTitles(page)).filter((t) => CREATED.includes(t as never));
const center = async (locator: Locator) => {
  const box = (await locator.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
};

async function openVitrine(page: Page) {
  await page.goto('/homepage?painel=vitrine');
  await carouselList(page).locator('[data-row-title]').first().waitFor();
}

/** Tab 0 of the modal as a person fills it, then "Próximo". */
async function startCarousel(page: Page, title: string, type: 'Cursos' | 'Módulos' | 'Aulas') {
  await panel(page).getByRole('button', { name: 'Novo carrossel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo carrossel' });
  await dialog.getByRole('textbox', { name: /Título/ }).fill(title);
  await dialog.getByRole('textbox', { name: 'Descrição' }).fill(`Criado pelo teste de ponta a ponta (${type.toLowerCase()}).`);
  await dialog.getByRole('radio', { name: type }).check();
  await dialog.getByRole('button', { name: 'Próximo' }).click();
  await dialog.getByRole('tab', { name: 'Conteúdo', selected: true }).waitFor();
  return dialog;
}

async function saveCarousel(page: Page, dialog: Locator) {
  const saved = page.waitForResponse((r) => r.url().endsWith('/carrossel/create') && r.request().method() === 'POST');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  expect((await saved).status()).toBe(200);
  await page.getByText('Carrossel criado/atualizado com sucesso!').first().waitFor();
  await dialog.waitFor({ state: 'detached' });
}

beforeAll(async () => {
  browser = await launch();
  owner = await signedIn('owner@aurora.test');
  const settings = (await callApi(owner, '/api/auth/config/plataforma/getCustomBasic/1')).body.data;
  const blocked = (await callApi(owner, '/api/auth/config/plataforma/get-content-config/1')).body.show_blocked_content;
  const myList = (await callApi(owner, '/api/auth/config/plataforma/getMyListStats/1')).body.data[0].published;
  original = {
    order: (await listCarousels(owner)).map((c) => c.id),
    flags: Object.fromEntries(FLAGS.map((f) => [f, settings[f]])) as Original['flags'],
    blocked,
    myList,
  };
});

afterAll(async () => {
  // Other specs share the server: leave the school's showcase as it was found.
  if (owner && original) {
    for (const c of await listCarousels(owner)) {
      if (!original.order.includes(c.id))
        await callApi(owner, `/api/auth/config/plataforma/carrossel/delete/1/${c.id}`, { method: 'DELETE' });
    }
    await callApi(owner, '/api/auth/config/plataforma/carrossel/orderCarrossel', { body: { tenant_id: 1, newOrdenation: original.order } });
    for (const flag of FLAGS)
      await callApi(owner, '/api/auth/config/plataforma/updateCustomBasic', { body: { tenant_id: 1, [flag]: original.flags[flag] } });
    await callApi(owner, '/api/auth/config/plataforma/show-all-content', { body: { tenant_id: 1, show_all_content: original.blocked } });
    await callApi(owner, '/api/auth/config/plataforma/updateMyListStats', { body: { tenant_id: 1, mylist_status: original.myList } });
    expect((await listCarousels(owner)).map((c) => c.id)).toEqual(original.order);
  }
  await Promise.all(contexts.splice(0).map((c) => c.close()));
  await browser?.close();
});

describe('Vitrine (spec 002 "Vitrine section" and the carousel modal)', () => {
  it('the section lists the system carousels; tab 0 of the modal refuses an empty title with the field message and the toast', async () => {
    await openVitrine(owner);
    const before = await rowTitles(owner);
    expect(before).toEqual(expect.arrayContaining(['Continuar assistindo', 'Em alta', 'Minha lista']));

    // Tab 0 refuses an empty title with the field message and the toast.
    await panel(owner).getByRole('button', { name: 'Novo carrossel' }).click();
    const empty = owner.getByRole('dialog', { name: 'Novo carrossel' });
    await empty.getByRole('button', { name: 'Próximo' }).click();
    await empty.getByText('Campo obrigatório').waitFor();
    await owner.getByText('O carrossel não pode ser criado sem título!').first().waitFor();
    await empty.getByRole('button', { name: 'Cancelar' }).click();
    await empty.waitFor({ state: 'detached' });
  });

  it('the owner builds a carousel of courses', async () => {
    const dialog = await startCarousel(owner, TITLES.courses, 'Cursos');
    await dialog.getByRole('checkbox', { name: 'Finanças Pessoais na Prática' }).check();
    await dialog.getByRole('checkbox', { name: 'Fotografia com o Celular' }).check();
    await saveCarousel(owner, dialog);
  });

  it('the owner builds a carousel of the modules of one course, shown as "Destacado" with autoplay', async () => {
    const dialog = await startCarousel(owner, TITLES.modules, 'Módulos');
    expect(await dialog.getByRole('radio', { name: 'Por curso' }).isChecked()).toBe(true);
    await dialog.getByRole('combobox', { name: 'Curso' }).click();
    await owner.getByRole('option', { name: 'Marketing Digital para Iniciantes' }).click();
    await dialog.getByRole('checkbox', { name: 'Anúncios', exact: true }).check();
    await dialog.getByRole('checkbox', { name: 'Fundamentos', exact: true }).check();
    await dialog.getByRole('tab', { name: 'Edição avançada' }).click();
    await dialog.getByText('Destacado', { exact: true }).click();
    expect(await dialog.getByRole('radio', { name: 'Imagem maior' }).isChecked()).toBe(true);
    await dialog.getByRole('switch', { name: 'Passar sozinho' }).click();
    expect(await dialog.getByRole('switch', { name: 'Passar sozinho' }).isChecked()).toBe(true);
    await dialog.getByRole('textbox', { name: /Tempo de cada grupo/ }).fill('6');
    await saveCarousel(owner, dialog);
  });

  it("the owner builds a carousel of lessons picked through the search (debounced on the server's aulas/search)", async () => {
    const dialog = await startCarousel(owner, TITLES.lessons, 'Aulas');
    await dialog.getByRole('radio', { name: 'Personalizado' }).check();
    const lessons = dialog.getByRole('group', { name: 'Aulas' });
    await lessons.getByRole('checkbox').first().waitFor();
    const search = dialog.getByRole('searchbox', { name: 'Buscar aulas' });
    const searched = owner.waitForResponse((r) => r.url().includes('/aulas/search/regra/1'));
    await search.fill('regra');
    expect((await searched).status()).toBe(200);
    await lessons.getByRole('checkbox', { name: 'Regra dos terços na prática' }).check();
    await search.fill('seo');
    await lessons.getByRole('checkbox', { name: 'Introdução ao SEO' }).check();
    const selected = dialog.getByRole('list', { name: 'Conteúdo selecionado' });
    expect((await selected.getByRole('listitem').allInnerTexts()).map((t) => t.split('\n')[0])).toEqual([
      'Regra dos terços na prática',
      'Introdução ao SEO',
    ]);
    await settled(owner);
    await screenshot(owner, 'vitrine-modal-1280');
    await expectAccessible(owner, 'carousel modal');
    await saveCarousel(owner, dialog);
  });

  it('new carousels go last, published, with their items in the chosen order', async () => {
    expect(await createdOrder(owner)).toEqual([TITLES.courses, TITLES.modules, TITLES.lessons]);
    const courses = carouselList(owner).getByRole('listitem').filter({ hasText: TITLES.courses });
    await courses.getByRole('button', { name: `Mostrar itens de ${TITLES.courses}` }).click();
    const items = panel(owner).getByRole('list', { name: `Itens de ${TITLES.courses}` });
    await items.getByRole('listitem').nth(1).waitFor();
    expect(await items.getByRole('listitem').allInnerTexts()).toEqual(['Finanças Pessoais na Prática', 'Fotografia com o Celular']);
  });

  it('reorders carousels by mouse drag with a saving placeholder; the order survives a reload', async () => {
    await openVitrine(owner);
    // The save is held until the placeholder has been seen (and asserted) while it is pending.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await owner.route('**/carrossel/orderCarrossel', async (route) => {
      await held;
      await route.continue();
    });
    const list = carouselList(owner);
    try {
      const source = list.getByRole('button', { name: `Arrastar ${TITLES.lessons} para mudar a ordem` });
      const target = list.getByRole('button', { name: `Arrastar ${TITLES.courses} para mudar a ordem` });
      await source.scrollIntoViewIfNeeded();
      const from = await center(source);
      const to = await center(target);
      const saved = owner.waitForResponse((r) => r.url().endsWith('/carrossel/orderCarrossel') && r.request().method() === 'POST');
      await owner.mouse.move(from.x, from.y);
      await owner.mouse.down();
      await owner.mouse.move(from.x, from.y - 8, { steps: 4 });
      await owner.mouse.move(to.x, to.y - 14, { steps: 24 });
      await owner.mouse.up();
      await panel(owner).getByRole('status').filter({ hasText: 'Salvando ordem…' }).waitFor();
      await screenshot(owner, 'vitrine-saving-order-1280');
      release();
      expect((await saved).status()).toBe(200);
      await panel(owner).getByText('Salvando ordem…').waitFor({ state: 'detached' });
    } finally {
      // Never left holding a save (afterAll restores the order through the same route).
      release();
      await owner.unroute('**/carrossel/orderCarrossel');
    }
    expect(await createdOrder(owner)).toEqual([TITLES.lessons, TITLES.courses, TITLES.modules]);
    await owner.reload();
    await list.locator('[data-row-title]').first().waitFor();
    expect(await createdOrder(owner)).toEqual([TITLES.lessons, TITLES.courses, TITLES.modules]);
  });

  it('unpublishes one from its menu; system rows offer no menu', async () => {
    await openVitrine(owner);
    const system = carouselList(owner).getByRole('listitem').filter({ hasText: 'Em alta' }).first();
    await system.getByText('Sistema').waitFor();
    expect(await system.getByRole('button', { name: /^Ações de/ }).count()).toBe(0);

    const row = carouselList(owner).getByRole('listitem').filter({ hasText: TITLES.modules });
    await row.getByRole('button', { name: `Ações de ${TITLES.modules}` }).click();
    const toggled = owner.waitForResponse((r) => r.url().includes('/carrossel/publish/1/'));
    await owner.getByRole('menuitem', { name: 'Despublicar' }).click();
    const reply = await toggled;
    expect(reply.status(), await reply.text()).toBe(200);
    await owner.getByText('Carrossel despublicado').first().waitFor();
    await row.getByText('Não publicado').waitFor();
    await row.getByRole('button', { name: `Ações de ${TITLES.modules}` }).click();
    await owner.getByRole('menuitem', { name: 'Publicar', exact: true }).waitFor();
    await owner.keyboard.press('Escape');
    expect((await listCarousels(owner)).find((c) => c.title === TITLES.modules)?.published).toBe(0);
  });

  it('toggles a system carousel flag (Em alta) and it stays after a reload', async () => {
    await openVitrine(owner);
    await panel(owner).getByRole('tab', { name: 'Em alta' }).click();
    const trending = panel(owner).getByRole('switch', { name: 'Mostrar o carrossel Em alta' });
    const was = await trending.isChecked();
    const saved = owner.waitForResponse((r) => r.url().endsWith('/updateCustomBasic') && r.request().method() === 'POST');
    await trending.click();
    expect((await saved).status()).toBe(200);
    await owner.reload();
    await panel(owner).getByRole('tab', { name: 'Em alta' }).click();
    expect(await panel(owner).getByRole('switch', { name: 'Mostrar o carrossel Em alta' }).isChecked()).toBe(!was);
    const settings = (await callApi(owner, '/api/auth/config/plataforma/getCustomBasic/1')).body.data;
    expect(settings.show_carrousel_highlight).toBe(was ? 0 : 1);
  });

  it("a carousel's items reorder with the keyboard: space lifts, arrow up moves, space drops (saved through orderItens)", async () => {
    // Back to the carousels tab, one row expanded, for the record.
    await panel(owner).getByRole('tab', { name: 'Continuar assistindo' }).click();
    const row = carouselList(owner).getByRole('listitem').filter({ hasText: TITLES.lessons });
    await row.getByRole('button', { name: `Mostrar itens de ${TITLES.lessons}` }).click();
    const items = panel(owner).getByRole('list', { name: `Itens de ${TITLES.lessons}` });
    await items.getByRole('listitem').nth(1).waitFor();

    // The items reorder with the keyboard too: space lifts, arrow up moves, space drops (saved through orderItens).
    const itemsSaved = owner.waitForResponse((r) => r.url().endsWith('/carrossel/orderItens') && r.request().method() === 'POST');
    const handle = items.getByRole('button', { name: 'Arrastar Introdução ao SEO para mudar a ordem' });
    await handle.focus();
    await owner.keyboard.press('Space');
    // Lifted: dnd-kit marks the handle pressed, then listens for the arrows.
    await items.getByRole('button', { name: 'Arrastar Introdução ao SEO para mudar a ordem', pressed: true }).waitFor();
    await owner.keyboard.press('ArrowUp');
    // Moved: dnd-kit's live region says where the item is now (features/carousels/locales.ts "over").
    await owner.getByRole('status').filter({ hasText: 'Introdução ao SEO na posição 1.' }).waitFor({ state: 'attached' });
    await settled(owner);
    await owner.keyboard.press('Space');
    expect((await itemsSaved).status()).toBe(200);
    await owner.getByText('Ordem dos itens salva com sucesso').first().waitFor();
    const id = (await listCarousels(owner)).find((c) => c.title === TITLES.lessons)!.id;
    const stored = await callApi<{ data: { title: string }[] }>(owner, `/api/auth/home/carousel-item/1/${id}/3`);
    expect(stored.body.data.map((i) => i.title)).toEqual(['Introdução ao SEO', 'Regra dos terços na prática']);
    await settled(owner);
    await screenshot(owner, 'vitrine-section-1280');
    await expectAccessible(owner, 'Vitrine section');
  });

  let phone: Page;
  it('the section fits a 390px screen', async () => {
    phone = await signedIn('admin@aurora.test', 390);
    await openVitrine(phone);
    await screenshot(phone, 'vitrine-section-390');
    await expectAccessible(phone, 'Vitrine section 390');
  });

  it('the carousel modal fits a 390px screen', async () => {
    const page = phone;
    const row = carouselList(page).getByRole('listitem').filter({ hasText: TITLES.courses });
    await row.getByRole('button', { name: `Ações de ${TITLES.courses}` }).click();
    await page.getByRole('menuitem', { name: 'Editar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar carrossel' });
    await expect.poll(() => dialog.getByRole('textbox', { name: /Título/ }).inputValue()).toBe(TITLES.courses);
    await dialog.getByRole('button', { name: 'Próximo' }).click();
    await dialog.getByRole('list', { name: 'Conteúdo selecionado' }).getByRole('listitem').nth(1).waitFor();
    await dialog.getByRole('tab', { name: 'Edição avançada' }).click();
    await dialog.getByText('Fonte do título').waitFor();
    await settled(page);
    await screenshot(page, 'vitrine-modal-390');
    await expectAccessible(page, 'carousel modal 390');
  });

  it('a student sees exactly the published carousels, in the saved order, on /homepage', async () => {
    const student = await signedIn('aluno@aurora.test');
    // The home call lists them last first (spec 000 §7: the client reverses).
    const reply = await callApi<{ data: { title: string; published: number }[] }>(student, '/api/auth/home/carousels/1');
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const fromApi = reply.body.data
      .filter((c) => c.published === 1)
      .reverse()
      .map((c) => c.title);
    expect(fromApi.filter((t) => CREATED.includes(t as never))).toEqual([TITLES.lessons, TITLES.courses]);

    await student.goto('/homepage');
    await student.getByRole('heading', { level: 2, name: TITLES.lessons }).waitFor();
    // Text, not innerText: rows off the screen are not rendered (content-visibility), and innerText reads the rendering.
    const headings = (await student.getByRole('heading', { level: 2 }).allTextContents()).map((t) => t.trim());
    expect(headings.filter((t) => CREATED.includes(t as never))).toEqual([TITLES.lessons, TITLES.courses]);
    expect(headings).not.toContain(TITLES.modules);
    await screenshot(student, 'vitrine-student-home-1280');
  });
});
