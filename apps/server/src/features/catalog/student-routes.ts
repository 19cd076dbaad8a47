import {
  courseAccessReply,
  courseDetailReply,
  courseParams,
  lessonDetailReply,
  lessonMaterialParams,
  lessonParams,
  myCoursesReply,
  type MyCoursesReply,
  progressBody,
  progressReply,
  searchQuery,
  searchReply,
} from '@trilha/shared/catalog/schemas';
import { modulePageParams, modulePageReply } from '@trilha/shared/catalog/module-schemas';
import { catalogPaths } from '@trilha/shared/catalog/paths';
import { errorBody } from '@trilha/shared/platform/http';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { requireMember } from '../../platform/auth/guards';
import type { FeatureOptions } from '../../platform/context';
import { sendJsonBytes } from '../../platform/json-bytes';
import { sendPrivateFile } from '../../platform/private-files';
import { memberScope } from '../../platform/request-scope';
import { lessonVideoFile, materialFile } from './lesson-files';
import { readCoursePage, readModulePage, readVisitorShelf } from './pages';
import { presentLessonDetail, presentProgress, presentSearch } from './presenter';
import { readCatalogReader } from './reader';
import { readCourseAccess, readLessonDetail, readMyCourses, recordProgress, searchCatalog } from './service';

const tags = ['catalog'];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

/**
 * What a member of the school reads and records while studying. Access: docs/catalog.md — a
 * course opens through a live enrollment in a product that includes it; staff preview everything.
 */
export const catalogStudentRoutes: FastifyPluginCallbackZod<FeatureOptions> = (app, { ctx }, done) => {
  app.get(
    catalogPaths.courses.route,
    {
      schema: {
        tags,
        summary:
          'Every course of the school for the signed-in member: locked flag, lesson and finished counts, and the next lesson to watch (first unfinished, else first). Without a session, only when the school opened its showcase: every course locked',
        response: { 200: myCoursesReply, ...errors },
      },
    },
    async (request, reply) => {
      if (!request.auth)
        return sendJsonBytes<MyCoursesReply>(reply, await readVisitorShelf(ctx.db, await readCatalogReader(ctx.db, request)));
      const user = requireMember(request);
      // Kept per user as the bytes sent while the catalog and the user's progress hold (service.ts).
      return sendJsonBytes<MyCoursesReply>(reply, await readMyCourses(ctx.db, user));
    },
  );

  app.get(
    catalogPaths.course.route,
    {
      schema: {
        tags,
        summary:
          'One course with its modules and lessons in order, each lesson locked or finished for the member. Without a session, only when the school opened its showcase: locked, no progress',
        params: courseParams,
        response: { 200: courseDetailReply, ...errors },
      },
    },
    async (request) => readCoursePage(ctx.db, await readCatalogReader(ctx.db, request), request.params.courseId),
  );

  app.get(
    catalogPaths.module.route,
    {
      schema: {
        tags,
        summary:
          '(path chosen by Trilha) One module with its lessons in order (locked, finished, watched seconds), its course, its place and its neighbour modules; never media. Without a session, only when the school opened its showcase: locked, no progress',
        params: modulePageParams,
        response: { 200: modulePageReply, ...errors },
      },
    },
    async (request) => readModulePage(ctx.db, await readCatalogReader(ctx.db, request), request.params.moduleId),
  );

  app.get(
    catalogPaths.access.route,
    {
      schema: {
        tags,
        summary:
          'Whether the member can open the course and, if not, the way in: the school plans on sale that include it (at most 10) and the school sales link',
        params: courseParams,
        response: { 200: courseAccessReply, ...errors },
      },
    },
    async (request) => {
      const user = requireMember(request);
      const access = await readCourseAccess(ctx.db, user, request.params.courseId);
      return {
        data: {
          course_id: access.courseId,
          course_title: access.title,
          locked: access.locked,
          products: access.products,
          sales_url: access.salesUrl,
        },
      };
    },
  );

  app.get(
    catalogPaths.lesson.route,
    {
      schema: {
        tags,
        summary:
          'One lesson with the member progress and its neighbours in course order; a locked lesson is returned with locked=true and no media URLs',
        params: lessonParams,
        response: { 200: lessonDetailReply, ...errors },
      },
    },
    async (request) => {
      const user = requireMember(request);
      return presentLessonDetail(await readLessonDetail(ctx.db, user, request.params.lessonId));
    },
  );

  app.get(
    catalogPaths.material.route,
    {
      schema: {
        tags,
        summary: "A lesson's material as a download, to a member who may open the lesson (403 while it is locked)",
        params: lessonMaterialParams,
        response: { 401: errorBody, 403: errorBody, 404: errorBody, 412: errorBody, 416: errorBody },
      },
    },
    async (request, reply) => {
      const user = requireMember(request);
      return sendPrivateFile(request, reply, ctx.storage, await materialFile(ctx.db, user, request.params));
    },
  );

  app.get(
    catalogPaths.lessonVideo.route,
    {
      schema: {
        tags,
        summary:
          "A lesson's video processed by the studio, to a member who may open the lesson: the bytes with Range requests, or with S3 a 302 to a presigned URL valid an hour",
        params: lessonParams,
        response: { 401: errorBody, 403: errorBody, 404: errorBody, 412: errorBody, 416: errorBody },
      },
    },
    async (request, reply) => {
      const user = requireMember(request);
      return sendPrivateFile(request, reply, ctx.storage, await lessonVideoFile(ctx.db, user, request.params.lessonId));
    },
  );

  app.put(
    catalogPaths.progress.route,
    {
      schema: {
        tags,
        summary:
          "Report the player's position (or, for an embed or a text lesson, the seconds its page has been open) every few seconds. The server believes at most the time its own clock saw pass since the last report (2x for a video of ours, 1x for page time, a tenth to spare; nothing after 30 s of silence); 90% of a known duration believed finishes the lesson, and a lesson of unknown duration finishes on finished=true once 60 s are believed. 403 on a locked lesson",
        params: lessonParams,
        body: progressBody,
        response: { 200: progressReply, ...errors },
      },
    },
    async (request) => {
      const progress = await recordProgress(memberScope(request), {
        lessonId: request.params.lessonId,
        watchedSeconds: request.body.watched_seconds,
        finished: request.body.finished,
      });
      return { progress: presentProgress(progress) };
    },
  );

  app.get(
    catalogPaths.search.route,
    {
      schema: {
        tags,
        summary: `Courses and lessons whose title contains the text, ignoring accents and case (each list bounded); empty text, empty lists`,
        querystring: searchQuery,
        response: { 200: searchReply, ...errors },
      },
    },
    async (request) => {
      const user = requireMember(request);
      return presentSearch(await searchCatalog(ctx.db, user, request.query.search));
    },
  );
  done();
};
