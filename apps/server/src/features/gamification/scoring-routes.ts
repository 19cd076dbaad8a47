import {
  perDayBody,
  planParams,
  plansBody,
  productPermissionsReply,
  scoringBody,
  scoringReply,
  tenantParams,
} from '@trilha/shared/gamification/admin-schemas';
import { errorBody, okMessage } from '@trilha/shared/platform/http';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { requireEditor } from '../../platform/auth/guards';
import type { FeatureOptions } from '../../platform/context';
import { presentPermission } from './levels-presenter';
import { planCreator, planList, planRemover } from './plans-service';
import { adminScope, adminText } from './ranking-admin-support';
import { perDaySaver, scoringRead, scoringSaver } from './scoring-service';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const SCORING = '/api/auth/ranking/gamification/platform';
const PLANS = '/api/auth/ranking/gamification-plans';

/** Spec 001 §7 "Scoring parameters" and "Gamification plans": the Pontuação drawer's calls (editors). */
export const scoringRoutes: FastifyPluginCallbackZod<FeatureOptions> = (app, { ctx }, done) => {
  const tags = ['scoring'];
  app.get(
    `${SCORING}/get-parameters/:tenant`,
    {
      schema: {
        tags,
        summary: 'Points per action, their name (custom_name null: create mode) and the per-day settings',
        params: tenantParams,
        response: { 200: scoringReply, ...errors },
      },
    },
    async (request) => {
      const editor = requireEditor(request, request.params.tenant);
      return scoringRead(adminScope(ctx, request, editor));
    },
  );

  app.post(
    `${SCORING}/create-parameters`,
    {
      schema: {
        tags,
        summary: "Create the scoring (school in create mode; else 409): 201 'Pontuação criada com sucesso.'",
        body: scoringBody,
        response: { 201: okMessage, ...errors, 409: errorBody },
      },
    },
    async (request, reply) => {
      const editor = requireEditor(request, request.body.tenant_id);
      await scoringSaver(adminScope(ctx, request, editor), { body: request.body, mode: 'create' });
      return reply.code(201).send({ message: adminText(request.lang, 'scoringCreated') });
    },
  );

  app.put(
    `${SCORING}/update-parameters`,
    {
      schema: {
        tags,
        summary: "Update the scoring: 'Pontuação atualizada com sucesso.'; changed points start the recalculation after commit",
        body: scoringBody,
        response: { 200: okMessage, ...errors },
      },
    },
    async (request) => {
      const editor = requireEditor(request, request.body.tenant_id);
      await scoringSaver(adminScope(ctx, request, editor), { body: request.body, mode: 'update' });
      return { message: adminText(request.lang, 'scoringUpdated') };
    },
  );

  app.post(
    `${SCORING}/create-per-day-parameters`,
    {
      schema: {
        tags,
        summary: 'Save every per-day setting (enable, needed_interaction, plus_user_score)',
        body: perDayBody,
        response: { 200: okMessage, ...errors },
      },
    },
    async (request) => {
      const editor = requireEditor(request, request.body.tenant_id);
      await perDaySaver(adminScope(ctx, request, editor), request.body);
      return { message: adminText(request.lang, 'scoringUpdated') };
    },
  );

  const planTags = ['scoring'];
  app.get(
    `${PLANS}/get/:tenant`,
    {
      schema: {
        tags: planTags,
        summary: 'The products whose students score (id, plan_id, plan.title)',
        params: tenantParams,
        response: { 200: productPermissionsReply, ...errors },
      },
    },
    async (request) => {
      const editor = requireEditor(request, request.params.tenant);
      return { data: (await planList(adminScope(ctx, request, editor))).map(presentPermission) };
    },
  );

  app.post(
    `${PLANS}/create`,
    {
      schema: {
        tags: planTags,
        summary: "Add products whose students score (those there stay); 201 with the school's plans",
        body: plansBody,
        response: { 201: productPermissionsReply, ...errors },
      },
    },
    async (request, reply) => {
      const editor = requireEditor(request, request.body.tenant_id);
      const rows = await planCreator(adminScope(ctx, request, editor), { productIds: request.body.array_plans_id });
      return reply.code(201).send({ data: rows.map(presentPermission) });
    },
  );

  app.delete(
    `${PLANS}/delete/:id/:tenant`,
    {
      schema: {
        tags: planTags,
        summary: "Take a product from the plans: 'Produto excluído das permissões'",
        params: planParams,
        response: { 200: okMessage, ...errors },
      },
    },
    async (request) => {
      const editor = requireEditor(request, request.params.tenant);
      await planRemover(adminScope(ctx, request, editor), { id: request.params.id });
      return { message: adminText(request.lang, 'productRemoved') };
    },
  );

  done();
};
