import { STUDIO_MATERIALS_MAX } from '@trilha/shared/studio/constants';
import { STUDIO_TRANSLATIONS } from '@trilha/shared/studio/messages';
import { studioPaths } from '@trilha/shared/studio/paths';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, files, lessonMaterials } from '../../db/schema/index';
import { signInRoles } from '../../test/builders';
import { BOREAL, createTestApp, type TestApp } from '../../test/harness';
import { multipartForm } from '../../test/multipart';
import { studioBuilder } from './test-support';

// CONTRACT "Course studio" materials: POST .../materials (multipart `file`), DELETE /api/admin/materials/{id},
// and `materials` in the student's GET /api/catalog/lessons/{id}, each file sent only to who may open the lesson.

let t: TestApp;
let admin: string, moderator: string, student: string, borealAdmin: string, other: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, moderator, student, borealAdmin } = await signInRoles(t));
  other = await t.login('aluna@aurora.test');
});
afterAll(async () => {
  await t.ctx.db.delete(courses).where(like(courses.title, 'Materiais %'));
  await t.close();
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const upload = (
  lessonId: number,
  body: Buffer,
  { filename = 'Apostila da aula.pdf', cookie = admin, host }: { filename?: string; cookie?: string; host?: string } = {},
) => {
  const form = multipartForm(body, { field: 'file', filename, type: 'application/octet-stream' });
  return t.request({
    method: 'POST',
    url: studioPaths.lessonMaterials({ id: lessonId }),
    cookie,
    host,
    payload: form.payload,
    headers: form.headers,
  });
};
const { lessonForAluno } = studioBuilder(
  () => t,
  () => admin,
);
/** A published course of aluno's product (aluna holds others) with one lesson, or a draft lesson. */
const lesson = ({ published = true } = {}) => lessonForAluno({ course: 'Materiais curso', lesson: 'Aula com material' }, { published });
const lessonOf = (id: number, cookie = student) => t.request({ url: `/api/catalog/lessons/${id}`, cookie });

describe("a lesson's materials", () => {
  it('an owner attaches a PDF; the student of the course sees it listed and downloads it as an attachment', async () => {
    const { id } = await lesson();
    const res = await upload(id, PDF);
    expect(res.statusCode, res.body).toBe(201);
    const material = res.json().data;
    expect(material).toMatchObject({
      name: 'Apostila da aula.pdf',
      size: PDF.length,
      url: `/api/catalog/lessons/${id}/materials/${material.id}`,
    });

    expect((await lessonOf(id)).json().lesson.materials).toEqual([material]);
    const download = await t.request({ url: material.url, cookie: student });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe('attachment; filename="Apostila da aula.pdf"');
    expect(download.rawPayload.equals(PDF)).toBe(true);

    // Never public: the stored key is not served at /files/.
    const [row] = await t.ctx.db.select().from(lessonMaterials).where(eq(lessonMaterials.id, material.id));
    expect((await t.request({ url: `/files/${row!.key}` })).statusCode).toBe(404);
    // The studio's lesson lists it and counts it.
    const detail = (await t.request({ url: studioPaths.lesson({ id }), cookie: admin })).json().data;
    expect(detail).toMatchObject({ materials_count: 1, materials: [material] });
  });

  it('a student without the course sees none and is refused the file; a draft lesson is 404 to students, open to staff', async () => {
    const { id } = await lesson();
    const material = (await upload(id, PDF)).json().data;
    const locked = (await lessonOf(id, other)).json().lesson;
    expect([locked.locked, locked.materials]).toEqual([true, []]);
    expect((await t.request({ url: material.url, cookie: other })).statusCode).toBe(403);
    expect((await t.request({ url: material.url })).statusCode).toBe(401);

    const draft = await lesson({ published: false });
    const hidden = (await upload(draft.id, PDF)).json().data;
    expect((await t.request({ url: hidden.url, cookie: student })).statusCode).toBe(404);
    expect((await t.request({ url: hidden.url, cookie: admin })).statusCode).toBe(200);
  });

  it('refuses what is not a document (415), over 50 MB (413) and past 30 a lesson (409), storing nothing', async () => {
    const { id } = await lesson();
    const before = (await t.ctx.db.select().from(files)).length;
    const exe = await upload(id, Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]), { filename: 'setup.pdf' });
    expect([exe.statusCode, exe.json().error]).toEqual([415, STUDIO_TRANSLATIONS.materialType.pt]);
    const big = await upload(id, Buffer.concat([PDF, Buffer.alloc(50 * 1_048_576)]));
    expect([big.statusCode, big.json().error]).toEqual([413, STUDIO_TRANSLATIONS.materialTooLarge.pt]);
    await t.ctx.db.insert(lessonMaterials).values(
      Array.from({ length: STUDIO_MATERIALS_MAX }, (_, i) => ({
        tenantId: 1,
        lessonId: id,
        name: `m${i}.pdf`,
        key: `tenants/1/lesson-materials/private/attachments/m${i}.pdf`,
        contentType: 'application/pdf',
        sizeBytes: 1,
      })),
    );
    const full = await upload(id, PDF);
    expect([full.statusCode, full.json().error]).toEqual([409, STUDIO_TRANSLATIONS.materialsFull.pt]);
    expect((await t.ctx.db.select().from(files)).length).toBe(before);
  });

  it('removing a material, then a lesson: the files go, the links answer 404', async () => {
    const { id } = await lesson();
    const first = (await upload(id, PDF)).json().data;
    const second = (await upload(id, PDF, { filename: 'Exercícios.pdf' })).json().data;
    expect(second.name).toBe('Exercícios.pdf');
    const asModerator = await t.request({ method: 'DELETE', url: studioPaths.material({ id: first.id }), cookie: moderator });
    expect(asModerator.statusCode).toBe(403);
    expect(
      (await t.request({ method: 'DELETE', url: studioPaths.material({ id: first.id }), cookie: borealAdmin, host: BOREAL })).statusCode,
    ).toBe(404);
    expect((await t.request({ method: 'DELETE', url: studioPaths.material({ id: first.id }), cookie: admin })).statusCode).toBe(204);
    expect((await t.request({ method: 'DELETE', url: studioPaths.material({ id: first.id }), cookie: admin })).statusCode).toBe(404);
    expect((await t.request({ url: first.url, cookie: student })).statusCode).toBe(404);

    const [row] = await t.ctx.db.select().from(lessonMaterials).where(eq(lessonMaterials.id, second.id));
    expect((await t.request({ method: 'DELETE', url: studioPaths.lesson({ id }), cookie: admin })).statusCode).toBe(204);
    expect(await t.ctx.db.select().from(files).where(eq(files.key, row!.key))).toEqual([]);
    expect((await t.request({ url: second.url, cookie: admin })).statusCode).toBe(404);
  });
});
