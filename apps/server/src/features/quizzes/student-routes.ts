import { errorBody } from '@trilha/shared/platform/http';
import { quizPaths } from '@trilha/shared/quizzes/paths';
import {
  answersBody,
  answersReply,
  attemptParams,
  attemptReply,
  attemptStarted,
  avaliacaoParams,
  avaliacaoReply,
  avaliacoesReply,
  quizParams,
  quizTenantParams,
  submitReply,
} from '@trilha/shared/quizzes/schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { AppContext, FeatureOptions } from '../../platform/context';
import { featureScope, type ActorScope } from '../../platform/request-scope';
import { listMyQuizzes, readAttempt, readMyQuiz, saveAnswers, startAttempt, submitAtDeadline, submitAttempt } from './attempts-service';
import { quizText } from './messages';
import { presentAttempt, presentAvaliacao } from './student-presenter';

const tags = ['quizzes'];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
type App = Parameters<FastifyPluginCallbackZod<FeatureOptions>>[0];

/**
 * The students' side (CONTRACT "Quizzes": /avaliacoes and attempts; docs/quizzes.md): any member
 * of the school but the review account, on the quizzes they may take and their own attempts. Nothing sent before a
 * submission carries a right answer, a weight or an explanation (student-presenter.ts).
 */
export function studentQuizRoutes(app: App, ctx: AppContext) {
  ctx.jobs.handle('quizzes.deadline', (payload) => submitAtDeadline(ctx, payload));

  // Every route here takes the review account's reduced menu (spec 000 §2 "no … reviews"): its
  // drawer has no Avaliações, and these answer it 403 too, so it can start no attempt by hand.
  const scope = (request: FastifyRequest, tenantId?: number): ActorScope => featureScope(request, 'reviews', tenantId);

  app.get(
    quizPaths.myQuizzes.route,
    {
      schema: {
        tags,
        summary:
          'My quizzes (/avaliacoes): the published ones placed nowhere or on a course I open, with my status, best score and attempts',
        params: quizTenantParams,
        response: { 200: avaliacoesReply, ...errors },
      },
    },
    async (request) => ({ data: (await listMyQuizzes(scope(request, request.params.tenant))).map(presentAvaliacao) }),
  );

  app.get(
    quizPaths.myQuiz.route,
    {
      schema: {
        tags,
        summary: '(path chosen by Trilha) One of my quizzes, as the list gives it (the quiz screen before it starts)',
        params: avaliacaoParams,
        response: { 200: avaliacaoReply, ...errors },
      },
    },
    async (request) => ({ data: presentAvaliacao(await readMyQuiz(scope(request, request.params.tenant), request.params.quizId)) }),
  );

  app.post(
    quizPaths.attempts.route,
    {
      schema: {
        tags,
        summary:
          'Start an attempt (201) or resume the open one (200, same deadline); questions without right answers; 409 when repeat is off and it was taken',
        params: quizParams,
        response: { 200: attemptStarted, 201: attemptStarted, ...errors, 409: errorBody },
      },
    },
    async (request, reply) => {
      const s = scope(request);
      const { row, created } = await startAttempt(s, request.params.quizId);
      return reply.code(created ? 201 : 200).send({ data: presentAttempt(row, s.clock.now()) });
    },
  );

  app.get(
    quizPaths.attempt.route,
    {
      schema: {
        tags,
        summary: 'One of my attempts: the questions, my saved answers, the deadline and server_now; once submitted, the result and review',
        params: attemptParams,
        response: { 200: attemptReply, ...errors },
      },
    },
    async (request) => {
      const s = scope(request);
      const { row, answersShown } = await readAttempt(s, request.params.quizId, request.params.attemptId);
      return { data: presentAttempt(row, s.clock.now(), answersShown) };
    },
  );

  app.put(
    quizPaths.answers.route,
    {
      schema: {
        tags,
        summary: 'Save answers as they go (each question named replaces its answer); 409 after the deadline or once submitted',
        params: attemptParams,
        body: answersBody,
        response: { 200: answersReply, ...errors, 409: errorBody },
      },
    },
    async (request) => {
      const s = scope(request);
      const saved = await saveAnswers(s, request.params.quizId, request.params.attemptId, request.body);
      return {
        message: quizText(request.lang, 'answersSaved'),
        data: { answers: saved.answers, deadline: saved.deadline?.toISOString() ?? null, server_now: s.clock.now().toISOString() },
      };
    },
  );

  app.post(
    quizPaths.submission.route,
    {
      schema: {
        tags,
        summary:
          'Submit and grade on the server (once; a repeated submit returns the stored result): score, passed, profile, review; the review names the right answers only once the attempt passed, no attempt is left, or the quiz shows them after every attempt',
        params: attemptParams,
        response: { 200: submitReply, ...errors },
      },
    },
    async (request) => {
      const done = await submitAttempt(scope(request), request.params.quizId, request.params.attemptId);
      return { data: { ...done.result, attempt_id: done.attemptId, submitted_at: done.submittedAt.toISOString() } };
    },
  );
}
