import { normalizeSearch, slugify } from '@trilha/shared/catalog/schemas';
import type { Db } from '../../platform/db/client';
import * as repo from './repo';

/**
 * What other features may use of the studio (docs/architecture.md): a new school's sample course
 * (docs/schools.md), a draft so students never see it; the owner edits it into their first course
 * or deletes it.
 */
export async function createSampleCourse(tx: Db, { tenantId }: { tenantId: number }) {
  const title = 'Meu primeiro curso';
  const courseId = await repo.insertCourse(tx, {
    tenantId,
    title,
    description:
      '<p>Um curso de exemplo, em rascunho: só a equipe o vê. Troque o título, acrescente módulos e aulas e publique quando estiver pronto, ou exclua-o.</p>',
    published: false,
    searchText: normalizeSearch(title),
  });
  const moduleId = await repo.insertModule(tx, {
    tenantId,
    courseId,
    title: 'Boas-vindas',
    description: '',
    published: true,
    releaseAfterDays: null,
    releaseAt: null,
  });
  const lesson = 'Comece por aqui';
  await repo.insertLesson(tx, {
    tenantId,
    courseId,
    moduleId,
    title: lesson,
    description: '<p>Apresente o curso aos alunos: o que vão aprender e como estudar.</p>',
    published: true,
    releaseAfterDays: null,
    releaseAt: null,
    embedUrl: null,
    slug: slugify(lesson),
    searchText: normalizeSearch(lesson),
  });
  return courseId;
}
