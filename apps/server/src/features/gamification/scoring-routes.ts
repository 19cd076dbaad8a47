import {
  perDayBody,
  planParams,
  plansBody,
  productPermissionsReply,
  scoringBody,
  scoringReply,
  tenantParams,
} from '@trilha/shared/gamification/admin-schemas';
import { gamificationPaths } from '@trilha/shared/gamification/paths';
import { errorBody, okMessage } from '@trilha/shared/platform/http';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { FeatureOptions } from '../../platform/context';
import { editorScope } from '../../platform/request-scope';
import { presentPermission } from './levels-presenter';
import { createPlans, listPlans, removePlan } from './plans-service';
import { adminText } from './ranking-admin-support';
import { readScoring, savePerDay, saveScoring } from './scoring-service';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

/** Spec 001 §7 "Scoring parameters" and "Gamification plans": the Pontuação drawer's calls (editors). */
export const scoringRoutes: FastifyPluginCallbackZod<FeatureOptions> = (app, _options, done) => {
  const tags = ['scoring'];
  app.get(
    gamificationPaths.scoring.route,
    {
      schema: {
        tags,
        summary: 'Points per action, their name (custom_name null: create mode) and the per-day settings',
        params: tenantParams,
        response: { 200: scoringReply, ...errors },
      },
    },
    async (request) => {
      return readScoring(editorScope(request, request.params.tenant));
    },
  );

  app.post(
    gamificationPaths.newScoring.route,
    {
      schema: {
        tags,
        summary: "Create the scoring (school in create mode; else 409): 201 'Pontuação criada com sucesso.'",
        body: scoringBody,
        response: { 201: okMessage, ...errors, 409: errorBody },
      },
    },
    async (request, reply) => {
      await saveScoring(editorScope(request, request.body.tenant_id), { body: request.body, mode: 'create' });
      return reply.code(201).send({ message: adminText(request.lang, 'scoringCreated') });
    },
  );

  app.put(
    gamificationPaths.scoringUpdate.route,
    {
      schema: {
        tags,
        summary: "Update the scoring: 'Pontuação atualizada com sucesso.'; changed points start the recalculation after commit",
        body: scoringBody,
        response: { 200: okMessage, ...errors },
      },
    },
    async (request) => {
      await saveScoring(editorScope(request, request.body.tenant_id), { body: request.body, mode: 'update' });
      return { message: adminText(request.lang, 'scoringUpdated') };
    },
  );

  app.post(
    gamificationPaths.dailyScoring.route,
    {
      schema: {
        tags,
        summary: 'Save every per-day setting (enable, needed_interaction, plus_user_score)',
        body: perDayBody,
        response: { 200: okMessage, ...errors },
      },
    },
    async (request) => {
      await savePerDay(editorScope(request, request.body.tenant_id), request.body);
      return { message: adminText(request.lang, 'scoringUpdated') };
    },
  );

  const planTags = ['scoring'];
  app.get(
    gamificationPaths.plans.route,
    {
      schema: {
        tags: planTags,
        summary: 'The products whose students score (id, plan_id, plan.title)',
        params: tenantParams,
        response: { 200: productPermissionsReply, ...errors },
      },
    },
    async (request) => {
      return { data: (await listPlans(editorScope(request, request.params.tenant))).map(presentPermission) };
    },
  );

  app.post(
    gamificationPaths.newPlans.route,
    {
      schema: {
        tags: planTags,
        summary: "Add products whose students score (those there stay); 201 with the school's plans",
        body: plansBody,
        response: { 201: productPermissionsReply, ...errors },
      },
    },
    async (request, reply) => {
      const rows = await createPlans(editorScope(request, request.body.tenant_id), { productIds: request.body.array_plans_id });
      return reply.code(201).send({ data: rows.map(presentPermission) });
    },
  );

  app.delete(
    gamificationPaths.plan.route,
    {
      schema: {
        tags: planTags,
        summary: "Take a product from the plans: 'Produto excluído das permissões'",
        params: planParams,
        response: { 200: okMessage, ...errors },
      },
    },
    async (request) => {
      await removePlan(editorScope(request, request.params.tenant), { id: request.params.id });
      return { message: adminText(request.lang, 'productRemoved') };
    },
  );

  done();
};
