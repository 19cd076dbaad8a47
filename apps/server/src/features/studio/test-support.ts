import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { studioPaths } from '@trilha/shared/studio/paths';
import { expect } from 'vitest';
import { productIds } from '../../test/gamification';
import type { TestApp } from '../../test/harness';

/**
 * The studio calls the tests build with, as a browser makes them: `created` posts and expects 201;
 * `lessonForAluno` builds a published course of aluno's product (index 0 of the school's products,
 * Plano Essencial) with one module and one lesson, the usual start of a student-side check.
 */
export function studioBuilder(app: () => TestApp, cookie: () => string) {
  const created = async (url: string, payload: object) => {
    const res = await app().request({ method: 'POST', url, cookie: cookie(), payload });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ data: { id: number } }>().data;
  };
  async function lessonForAluno(titles: { course: string; lesson: string }, lesson: object = {}) {
    const [product] = await productIds(app());
    const course = await created(studioPaths.courses(), { title: titles.course, published: true, product_ids: [product] });
    const module = await created(studioPaths.courseModules({ id: course.id }), { title: 'Módulo' });
    return created(studioPaths.moduleLessons({ id: module.id }), { title: titles.lesson, ...lesson });
  }
  return { created, lessonForAluno };
}

/** A one-second clip with picture and sound in `dir`, in the container its extension names (ffmpeg's default codecs for it). */
export function makeClip(dir: string, ext: string): Buffer {
  const file = path.join(dir, `clip.${ext}`);
  execFileSync('ffmpeg', [
    '-v',
    'error',
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=160x120:rate=25',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=440',
    '-t',
    '1',
    '-y',
    file,
  ]);
  return readFileSync(file);
}
