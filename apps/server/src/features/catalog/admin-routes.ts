import { catalogPaths } from '@trilha/shared/catalog/paths';
import {
  LESSONS_PER_PAGE,
  coursesReply,
  lessonSearchParams,
  lessonsPage,
  moduleParams,
  moduleWithLessonsReply,
  modulesReply,
  pageQueryObject,
  productsReply,
  tenantParams,
} from '@trilha/shared/catalog/schemas';
import { errorBody } from '@trilha/shared/platform/http';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { requireEditor, requireStaff } from '../../platform/auth/guards';
import type { FeatureOptions } from '../../platform/context';
import { presentCourseOption, presentLessonOption, presentLessonsPage, presentModuleOption, presentProduct } from './presenter';
import {
  readCourseOptions,
  readLessonsPage,
  readModuleOptions,
  readModuleWithLessons,
  readProducts,
  searchLessonsPage,
} from './admin-service';

const tags = ['catalog'];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

/**
 * The catalog reads the spec's staff screens make (pickers for banners, carousels, links,
 * quizzes). Paths are the spec's, byte for byte; the school is always the signed-in user's.
 */
export const catalogAdminRoutes: FastifyPluginCallbackZod<FeatureOptions> = (app, { ctx }, done) => {
  app.get(
    catalogPaths.products.route,
    {
      schema: {
        tags,
        summary: "The school's products (plans) with status, for editors' product pickers",
        response: { 200: productsReply, ...errors },
      },
    },
    async (request) => {
      const user = requireEditor(request);
      const rows = await readProducts(ctx.db, { tenantId: user.tenantId });
      return { data: rows.map(presentProduct) };
    },
  );

  app.get(
    catalogPaths.adminCourses.route,
    {
      schema: {
        tags,
        summary: "The school's courses in course order (staff only; tenant must be the user's)",
        params: tenantParams,
        response: { 200: coursesReply, ...errors },
      },
    },
    async (request) => {
      const user = requireStaff(request, request.params.tenant);
      const rows = await readCourseOptions(ctx.db, { tenantId: user.tenantId });
      return { data: rows.map(presentCourseOption) };
    },
  );

  app.get(
    catalogPaths.adminModules.route,
    {
      schema: {
        tags,
        summary: "The school's modules, by course order then module order (staff only)",
        params: tenantParams,
        response: { 200: modulesReply, ...errors },
      },
    },
    async (request) => {
      const user = requireStaff(request, request.params.tenant);
      const rows = await readModuleOptions(ctx.db, { tenantId: user.tenantId });
      return { data: rows.map(presentModuleOption) };
    },
  );

  app.get(
    catalogPaths.adminModule.route,
    {
      schema: {
        tags,
        summary: 'One module with its lessons in order, read as body.data[0].lessons (staff only)',
        params: moduleParams,
        response: { 200: moduleWithLessonsReply, ...errors },
      },
    },
    async (request) => {
      const user = requireStaff(request);
      const { module, lessons } = await readModuleWithLessons(ctx.db, { tenantId: user.tenantId, moduleId: request.params.moduleId });
      return {
        data: [
          {
            ...presentModuleOption(module),
            lessons: lessons.map((lesson) => ({ ...presentLessonOption(lesson), order: lesson.order })),
          },
        ],
      };
    },
  );

  app.get(
    catalogPaths.lessons.route,
    {
      schema: {
        tags,
        summary: `The school's lessons in course order, ${LESSONS_PER_PAGE} a page (staff only)`,
        params: tenantParams,
        querystring: pageQueryObject,
        response: { 200: lessonsPage, ...errors },
      },
    },
    async (request) => {
      const user = requireStaff(request, request.params.tenant);
      const current = request.query.page;
      const { rows, total } = await readLessonsPage(ctx.db, { tenantId: user.tenantId, page: current });
      return presentLessonsPage(rows, {
        current,
        perPage: LESSONS_PER_PAGE,
        total,
        pageUrl: (page) => catalogPaths.lessons({ tenant: user.tenantId }, { page }),
      });
    },
  );

  app.get(
    catalogPaths.lessonSearch.route,
    {
      schema: {
        tags,
        summary: 'Lessons whose title contains the term, ignoring accents and case, paginated (staff only)',
        params: lessonSearchParams,
        querystring: pageQueryObject,
        response: { 200: lessonsPage, ...errors },
      },
    },
    async (request) => {
      const user = requireStaff(request, request.params.tenant);
      const { term } = request.params;
      const current = request.query.page;
      const pageUrl = (page: number) => catalogPaths.lessonSearch({ term, tenant: user.tenantId }, { page });
      const { rows, total } = await searchLessonsPage(ctx.db, { tenantId: user.tenantId, term, page: current });
      return presentLessonsPage(rows, { current, perPage: LESSONS_PER_PAGE, total, pageUrl });
    },
  );
  done();
};
