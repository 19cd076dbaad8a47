import { errorBody } from '@trilha/shared/platform/http';
import { studioPaths } from '@trilha/shared/studio/paths';
import {
  courseCreateBody,
  courseUpdateBody,
  lessonCreateBody,
  lessonUpdateBody,
  moduleCreateBody,
  moduleUpdateBody,
  studioCourseReply,
  studioCoursesReply,
  studioIdParams,
  studioLessonReply,
  studioModuleReply,
  studioOrderBody,
  studioOutlineReply,
} from '@trilha/shared/studio/schemas';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { editorScope } from '../../platform/request-scope';
import { presentCourse, presentLesson, presentModule, presentOutline } from './presenter';
import { deleteCourse, deleteLesson, deleteModule } from './delete-service';
import * as studio from './service';

const tags = ['studio'];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
/** A create or move into a parent that already holds STUDIO_ORDER_MAX items (docs/course-studio.md "Limits"). */
const full = { 409: errorBody };

/**
 * CONTRACT "Course studio": the owner and admins build the school's courses; moderators and
 * students get 403, another school's ids 404. Paths in packages/shared/src/studio/paths.ts.
 */
export const studioRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    studioPaths.courses.route,
    {
      schema: {
        tags,
        summary: "The school's courses in order, drafts included, with counts and products",
        response: { 200: studioCoursesReply, ...errors },
      },
    },
    async (request) => ({ data: (await studio.listCourses(editorScope(request))).map(presentCourse) }),
  );

  app.post(
    studioPaths.courses.route,
    {
      schema: {
        tags,
        summary: 'Create a course at the end of the list; a draft unless `published`; 201',
        body: courseCreateBody,
        response: { 201: studioCourseReply, ...errors, ...full },
      },
    },
    async (request, reply) => reply.code(201).send({ data: presentCourse(await studio.createCourse(editorScope(request), request.body)) }),
  );

  app.put(
    studioPaths.coursesOrder.route,
    {
      schema: {
        tags,
        summary: "Reorder the school's courses: every course once",
        body: studioOrderBody,
        response: { 200: studioCoursesReply, ...errors },
      },
    },
    async (request) => ({ data: (await studio.orderCourses(editorScope(request), request.body.ids)).map(presentCourse) }),
  );

  app.get(
    studioPaths.course.route,
    {
      schema: {
        tags,
        summary: 'A course with its modules and lessons in order, drafts included',
        params: studioIdParams,
        response: { 200: studioOutlineReply, ...errors },
      },
    },
    async (request) => {
      const { course, modules, lessons } = await studio.readOutline(editorScope(request), request.params.id);
      return { data: presentOutline(course, modules, lessons) };
    },
  );

  app.patch(
    studioPaths.course.route,
    {
      schema: {
        tags,
        summary: 'Edit a course: title, description (HTML, sanitised), published, product_ids',
        params: studioIdParams,
        body: courseUpdateBody,
        response: { 200: studioCourseReply, ...errors },
      },
    },
    async (request) => ({ data: presentCourse(await studio.updateCourse(editorScope(request), request.params.id, request.body)) }),
  );

  app.post(
    studioPaths.courseDuplicate.route,
    {
      schema: {
        tags,
        summary: 'An unpublished copy of the course with its modules and lessons, at the end of the list; 201',
        params: studioIdParams,
        response: { 201: studioCourseReply, ...errors, ...full },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: presentCourse(await studio.duplicateCourse(editorScope(request), request.params.id)) }),
  );

  app.post(
    studioPaths.courseModules.route,
    {
      schema: {
        tags,
        summary: 'Add a module at the end of the course; 201',
        params: studioIdParams,
        body: moduleCreateBody,
        response: { 201: studioModuleReply, ...errors, ...full },
      },
    },
    async (request, reply) => {
      const { module, lessons } = await studio.createModule(editorScope(request), request.params.id, request.body);
      return reply.code(201).send({ data: presentModule(module, lessons) });
    },
  );

  app.put(
    studioPaths.courseModulesOrder.route,
    {
      schema: {
        tags,
        summary: "Reorder a course's modules: every module once",
        params: studioIdParams,
        body: studioOrderBody,
        response: { 200: studioOutlineReply, ...errors },
      },
    },
    async (request) => {
      const { course, modules, lessons } = await studio.orderModules(editorScope(request), request.params.id, request.body.ids);
      return { data: presentOutline(course, modules, lessons) };
    },
  );

  app.patch(
    studioPaths.module.route,
    {
      schema: {
        tags,
        summary: 'Edit a module: title, description, published, release_after_days or release_at',
        params: studioIdParams,
        body: moduleUpdateBody,
        response: { 200: studioModuleReply, ...errors },
      },
    },
    async (request) => {
      const { module, lessons } = await studio.updateModule(editorScope(request), request.params.id, request.body);
      return { data: presentModule(module, lessons) };
    },
  );

  app.post(
    studioPaths.moduleLessons.route,
    {
      schema: {
        tags,
        summary: 'Add a lesson at the end of the module; 201',
        params: studioIdParams,
        body: lessonCreateBody,
        response: { 201: studioLessonReply, ...errors, ...full },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: presentLesson(await studio.createLesson(editorScope(request), request.params.id, request.body)) }),
  );

  app.put(
    studioPaths.moduleLessonsOrder.route,
    {
      schema: {
        tags,
        summary: "Reorder a module's lessons: every lesson once",
        params: studioIdParams,
        body: studioOrderBody,
        response: { 200: studioModuleReply, ...errors },
      },
    },
    async (request) => {
      const { module, lessons } = await studio.orderLessons(editorScope(request), request.params.id, request.body.ids);
      return { data: presentModule(module, lessons) };
    },
  );

  app.patch(
    studioPaths.lesson.route,
    {
      schema: {
        tags,
        summary: 'Edit a lesson: any field of its creation, plus module_id to move it to the end of that module',
        params: studioIdParams,
        body: lessonUpdateBody,
        response: { 200: studioLessonReply, ...errors, ...full },
      },
    },
    async (request) => ({ data: presentLesson(await studio.updateLesson(editorScope(request), request.params.id, request.body)) }),
  );

  // ---- Deleting: 204; what each takes with it is docs/course-studio.md "Deleting" ----
  const deletion = (summary: string, conflict = false) => ({
    schema: {
      tags,
      summary,
      params: studioIdParams,
      response: { 204: z.undefined(), ...errors, ...(conflict ? { 409: errorBody } : {}) },
    },
  });

  app.delete(
    studioPaths.course.route,
    deletion('Delete an unpublished course with its modules, lessons and their progress; 409 while published', true),
    async (request, reply) => {
      await deleteCourse(editorScope(request), request.params.id);
      return reply.code(204).send();
    },
  );

  app.delete(studioPaths.module.route, deletion('Delete a module with its lessons and their progress'), async (request, reply) => {
    await deleteModule(editorScope(request), request.params.id);
    return reply.code(204).send();
  });

  app.delete(
    studioPaths.lesson.route,
    deletion("Delete a lesson with its comments, likes and learners' progress"),
    async (request, reply) => {
      await deleteLesson(editorScope(request), request.params.id);
      return reply.code(204).send();
    },
  );

  done();
};
