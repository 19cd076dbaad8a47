import { LESSONS_PER_PAGE } from '@trilha/shared/catalog/schemas';
import type { Db } from '../../platform/db/client';
import { notFound } from '../../platform/errors';
import { containsPattern, findModule, listCourseOptions, listModuleLessons, listModuleOptions, listProducts, pageLessons } from './repo';

type Tenant = { tenantId: number };

// The catalog's reads for the staff screens' pickers (admin-routes.ts: banners, carousels, links,
// quizzes): the school is always the signed-in user's, the lists in the school's course order.

export const readProducts = (db: Db, props: Tenant) => listProducts(db, props);

export const readCourseOptions = (db: Db, props: Tenant) => listCourseOptions(db, props);

export const readModuleOptions = (db: Db, props: Tenant) => listModuleOptions(db, props);

/** One module with its lessons in order; another school's module is 404. */
export async function readModuleWithLessons(db: Db, props: Tenant & { moduleId: number }) {
  const module = await findModule(db, props);
  if (!module) throw notFound();
  return { module, lessons: await listModuleLessons(db, props) };
}

/** One page of the school's lessons in course order. */
export const readLessonsPage = (db: Db, props: Tenant & { page: number }) => pageLessons(db, { ...props, perPage: LESSONS_PER_PAGE });

/** One page of the lessons whose title contains the term, accents and case aside. */
export async function searchLessonsPage(db: Db, props: Tenant & { term: string; page: number }) {
  const pattern = containsPattern(props.term);
  // A term of only accents leaves nothing to match: an empty page, not every lesson.
  if (pattern === null) return { rows: [], total: 0 };
  return pageLessons(db, { tenantId: props.tenantId, page: props.page, perPage: LESSONS_PER_PAGE, pattern });
}
