import { errorBody, okMessage } from '@trilha/shared/platform/http';
import { quizPaths } from '@trilha/shared/quizzes/paths';
import {
  orderBody,
  profileBody,
  profileListReply,
  profileParams,
  profileReply,
  questionBody,
  questionListReply,
  questionParams,
  questionReply,
  quizBody,
  quizIdParams,
  quizListReply,
  quizMessageReply,
  quizParams,
  quizShowReply,
  quizTenantParams,
} from '@trilha/shared/quizzes/schemas';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { FeatureOptions } from '../../platform/context';
import { editorScope } from '../../platform/request-scope';
import { quizText } from './messages';
import { legacyReply, presentProfile, presentQuestion, presentQuiz } from './presenter';
import {
  createProfile,
  createQuestion,
  createQuiz,
  listProfiles,
  listQuestions,
  listQuizzes,
  orderItems,
  readQuiz,
  removeProfile,
  removeQuestion,
  removeQuiz,
  updateProfile,
  updateQuestion,
  updateQuiz,
} from './service';
import { studentQuizRoutes } from './student-routes';

const tags = ['quizzes'];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

/**
 * Spec 002 "Minhas avaliações" (§7 calls, the legacy envelope for list and show) and the
 * question and profile paths of CONTRACT "Quizzes": editors (admin, owner) of the school only; another school's quiz is
 * 404. The students' side is student-routes.ts.
 */
export const quizzesRoutes: FastifyPluginCallbackZod<FeatureOptions> = (app, { ctx }, done) => {
  app.get(
    quizPaths.quizzes.route,
    {
      schema: {
        tags,
        summary: "The school's quizzes, newest first, at body[2].data (legacy envelope; the web keeps it 30 minutes); editors only",
        params: quizTenantParams,
        response: { 200: quizListReply, ...errors },
      },
    },
    async (request) => {
      const rows = await listQuizzes(editorScope(request, request.params.tenant));
      return legacyReply('Avaliações', rows.map(presentQuiz));
    },
  );

  app.get(
    quizPaths.quiz.route,
    {
      schema: {
        tags,
        summary: 'One quiz at body[2].data (legacy envelope); editors only',
        params: quizIdParams,
        response: { 200: quizShowReply, ...errors },
      },
    },
    async (request) => legacyReply('Avaliação', presentQuiz(await readQuiz(editorScope(request), request.params.id))),
  );

  app.post(
    quizPaths.newQuiz.route,
    {
      schema: {
        tags,
        summary:
          "Create a quiz ('Avaliação criada com sucesso'); time_limit hh:mm:ss, kept only with stopwatch; show_answers 0/1 (graded only: the review names the right answers after every attempt); optional placement; 201",
        body: quizBody,
        response: { 201: quizMessageReply, ...errors },
      },
    },
    async (request, reply) => {
      const row = await createQuiz(editorScope(request, request.body.tenant_id), request.body);
      return reply.code(201).send({ message: quizText(request.lang, 'created'), data: presentQuiz(row) });
    },
  );

  app.post(
    quizPaths.quizUpdate.route,
    {
      schema: {
        tags,
        summary: "Update a quiz ('Avaliação editada com sucesso!'); the type is fixed once it has questions (409)",
        params: quizIdParams,
        body: quizBody,
        response: { 200: quizMessageReply, ...errors, 409: errorBody },
      },
    },
    async (request) => {
      const row = await updateQuiz(editorScope(request, request.body.tenant_id), request.params.id, request.body);
      return { message: quizText(request.lang, 'updated'), data: presentQuiz(row) };
    },
  );

  app.delete(
    quizPaths.quizRemoval.route,
    {
      schema: {
        tags,
        summary: "Delete a quiz with its questions, profiles and attempts; none: 404 'Não foi possivel excluir avaliação'",
        params: quizIdParams,
        response: { 200: okMessage, ...errors },
      },
    },
    async (request) => {
      await removeQuiz(editorScope(request), request.params.id);
      return { message: quizText(request.lang, 'deleted') };
    },
  );

  app.get(
    quizPaths.questions.route,
    {
      schema: {
        tags,
        summary: 'The questions in order, with right answers and profile weights; editors only',
        params: quizParams,
        response: { 200: questionListReply, ...errors },
      },
    },
    async (request) => ({ data: (await listQuestions(editorScope(request), request.params.quizId)).map(presentQuestion) }),
  );

  app.post(
    quizPaths.questions.route,
    {
      schema: {
        tags,
        summary:
          'Add a question (last); graded: one right option (single, true_false) or at least one (multiple); behavioural: weights; 201',
        params: quizParams,
        body: questionBody,
        response: { 201: questionReply, ...errors, 409: errorBody },
      },
    },
    async (request, reply) => {
      const row = await createQuestion(editorScope(request), request.params.quizId, request.body);
      return reply.code(201).send({ message: quizText(request.lang, 'questionCreated'), data: presentQuestion(row) });
    },
  );

  app.put(
    quizPaths.questionOrder.route,
    {
      schema: {
        tags,
        summary: "Order the questions: every question's id once",
        params: quizParams,
        body: orderBody,
        response: { 200: okMessage, ...errors },
      },
    },
    async (request) => {
      await orderItems(editorScope(request), 'questions', request.params.quizId, request.body);
      return { message: quizText(request.lang, 'orderSaved') };
    },
  );

  app.put(
    quizPaths.question.route,
    {
      schema: {
        tags,
        summary: 'Edit a question; attempts already started keep what they asked (their snapshot)',
        params: questionParams,
        body: questionBody,
        response: { 200: questionReply, ...errors },
      },
    },
    async (request) => {
      const row = await updateQuestion(editorScope(request), request.params.quizId, request.params.questionId, request.body);
      return { message: quizText(request.lang, 'questionUpdated'), data: presentQuestion(row) };
    },
  );

  app.delete(
    quizPaths.question.route,
    {
      schema: { tags, summary: 'Delete a question', params: questionParams, response: { 200: okMessage, ...errors } },
    },
    async (request) => {
      await removeQuestion(editorScope(request), request.params.quizId, request.params.questionId);
      return { message: quizText(request.lang, 'questionDeleted') };
    },
  );

  app.get(
    quizPaths.profiles.route,
    {
      schema: {
        tags,
        summary: "A behavioural quiz's result profiles in order (the order breaks ties); editors only",
        params: quizParams,
        response: { 200: profileListReply, ...errors },
      },
    },
    async (request) => ({ data: (await listProfiles(editorScope(request), request.params.quizId)).map(presentProfile) }),
  );

  app.post(
    quizPaths.profiles.route,
    {
      schema: {
        tags,
        summary: 'Add a result profile (comportamental only, at most 10); 201',
        params: quizParams,
        body: profileBody,
        response: { 201: profileReply, ...errors, 409: errorBody },
      },
    },
    async (request, reply) => {
      const row = await createProfile(editorScope(request), request.params.quizId, request.body);
      return reply.code(201).send({ message: quizText(request.lang, 'profileCreated'), data: presentProfile(row) });
    },
  );

  app.put(
    quizPaths.profileOrder.route,
    {
      schema: {
        tags,
        summary: "(path chosen by Trilha) Order the profiles (ties go to the first): every profile's id once",
        params: quizParams,
        body: orderBody,
        response: { 200: okMessage, ...errors },
      },
    },
    async (request) => {
      await orderItems(editorScope(request), 'profiles', request.params.quizId, request.body);
      return { message: quizText(request.lang, 'orderSaved') };
    },
  );

  app.put(
    quizPaths.profile.route,
    {
      schema: {
        tags,
        summary: 'Edit a result profile',
        params: profileParams,
        body: profileBody,
        response: { 200: profileReply, ...errors },
      },
    },
    async (request) => {
      const row = await updateProfile(editorScope(request), request.params.quizId, request.params.profileId, request.body);
      return { message: quizText(request.lang, 'profileUpdated'), data: presentProfile(row) };
    },
  );

  app.delete(
    quizPaths.profile.route,
    {
      schema: { tags, summary: 'Delete a result profile and its weights', params: profileParams, response: { 200: okMessage, ...errors } },
    },
    async (request) => {
      await removeProfile(editorScope(request), request.params.quizId, request.params.profileId);
      return { message: quizText(request.lang, 'profileDeleted') };
    },
  );

  studentQuizRoutes(app, ctx);
  done();
};
