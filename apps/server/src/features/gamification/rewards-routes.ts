import {
  rewardCreateFields,
  rewardCreateForm,
  rewardDeleteParams,
  rewardListReply,
  rewardPermissionParams,
  rewardPermissionsBody,
  rewardPermissionsReply,
  rewardSavedReply,
  rewardTenantParams,
  rewardUpdateFields,
  rewardUpdateForm,
} from '@trilha/shared/gamification/reward-schemas';
import { errorBody, okMessage } from '@trilha/shared/platform/http';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { requireEditor } from '../../platform/auth/guards';
import type { SessionUser } from '../../platform/auth/session';
import type { AppContext, FeatureOptions } from '../../platform/context';
import { HttpError } from '../../platform/errors';
import { multipartBodyDocumentedOnly } from '../../platform/uploads';
import { readRewardForm, rewardText } from './rewards-form';
import { presentPermission, presentReward } from './rewards-presenter';
import {
  permissionRemover,
  permissionsCreator,
  rewardContent,
  rewardCreator,
  rewardList,
  rewardRemover,
  rewardUpdater,
  type RewardScope,
} from './rewards-service';

const tags = ['gamification'];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const uploadErrors = { ...errors, 409: errorBody, 413: errorBody, 415: errorBody };
const BASE = '/api/auth/ranking/rewards';

const scopeOf = (ctx: AppContext, request: FastifyRequest, editor: SessionUser): RewardScope => ({
  db: ctx.db,
  storage: ctx.storage,
  tenantId: editor.tenantId,
  userId: editor.id,
  lang: request.lang,
});

/** The school a body names (`tenant_id`) must be the editor's, as a path's would (contract). */
function checkBodyTenant(editor: SessionUser, tenantId: number) {
  if (tenantId !== editor.tenantId) throw new HttpError(403, 'forbidden');
}

/**
 * Recompensa (spec 000 §7 "Rewards and quizzes", spec 001 "Recompensa"): editors (admin, owner) of
 * the school only; another school's reward or product is 404. docs/gamification.md "Rewards".
 */
export const rewardsRoutes: FastifyPluginCallbackZod<FeatureOptions> = (app, { ctx }, done) => {
  app.get(
    `${BASE}/get/:tenant`,
    {
      schema: {
        tags,
        summary: "The school's rewards with their products, oldest first (the spec's client reverses them); editors only",
        params: rewardTenantParams,
        response: { 200: rewardListReply, ...errors },
      },
    },
    async (request) => {
      const editor = requireEditor(request, request.params.tenant);
      const rows = await rewardList(scopeOf(ctx, request, editor));
      return { data: rows.map(presentReward) };
    },
  );

  app.get(
    `${BASE}/content/:tenant/:rewardId`,
    {
      schema: {
        tags,
        summary: "Download a reward's delivery file, so its editors can check it (path chosen by Trilha); editors only",
        params: rewardDeleteParams,
        // No response schema: the 200 is the file's bytes, and errors are the contract's envelope.
      },
    },
    async (request, reply) => {
      const editor = requireEditor(request, request.params.tenant);
      const file = await rewardContent(scopeOf(ctx, request, editor), request.params.rewardId);
      // Always a download, never rendered on the school's origin; never cached by a shared cache.
      return reply
        .header('content-type', file.type)
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(file.body);
    },
  );

  app.post(
    `${BASE}/create`,
    {
      validatorCompiler: multipartBodyDocumentedOnly,
      schema: {
        tags,
        summary: 'Create a reward (multipart: its fields, `content` file or `img` badge) with its products (plansSelected); 201, editors',
        consumes: ['multipart/form-data'],
        body: rewardCreateForm,
        response: { 201: rewardSavedReply, ...uploadErrors },
      },
    },
    async (request, reply) => {
      const editor = requireEditor(request);
      const form = await readRewardForm(request, rewardCreateFields);
      checkBodyTenant(editor, form.fields.tenant_id);
      const saved = await rewardCreator(scopeOf(ctx, request, editor), form);
      return reply.code(201).send({ message: rewardText(request.lang, 'created'), data: presentReward(saved) });
    },
  );

  app.post(
    `${BASE}/update`,
    {
      validatorCompiler: multipartBodyDocumentedOnly,
      schema: {
        tags,
        summary: 'Save the reward `id` (multipart, same fields; an absent file keeps the stored one; products stay as created); editors',
        consumes: ['multipart/form-data'],
        body: rewardUpdateForm,
        response: { 200: rewardSavedReply, ...uploadErrors },
      },
    },
    async (request) => {
      const editor = requireEditor(request);
      const form = await readRewardForm(request, rewardUpdateFields);
      checkBodyTenant(editor, form.fields.tenant_id);
      const saved = await rewardUpdater(scopeOf(ctx, request, editor), form);
      return { message: rewardText(request.lang, 'updated'), data: presentReward(saved) };
    },
  );

  app.post(
    `${BASE}/permissions/create`,
    {
      schema: {
        tags,
        summary: 'Add products to a reward ({ reward_id, array_plans_id, tenant_id }); those it holds stay; 201 with all its permissions',
        body: rewardPermissionsBody,
        response: { 201: rewardPermissionsReply, ...errors },
      },
    },
    async (request, reply) => {
      const editor = requireEditor(request, request.body.tenant_id);
      const { reward_id: rewardId, array_plans_id: productIds } = request.body;
      const rows = await permissionsCreator(scopeOf(ctx, request, editor), { rewardId, productIds });
      return reply.code(201).send({ message: rewardText(request.lang, 'permissionsCreated'), data: rows.map(presentPermission) });
    },
  );

  app.delete(
    `${BASE}/permissions/delete/:permissionId`,
    {
      schema: {
        tags,
        summary: "Take a product off a reward (never its last: 409); the school is the editor's",
        params: rewardPermissionParams,
        response: { 200: okMessage, ...errors, 409: errorBody },
      },
    },
    async (request) => {
      const editor = requireEditor(request);
      await permissionRemover(scopeOf(ctx, request, editor), request.params.permissionId);
      return { message: rewardText(request.lang, 'permissionDeleted') };
    },
  );

  app.delete(
    `${BASE}/delete/:tenant/:rewardId`,
    {
      schema: {
        tags,
        summary: 'Delete a reward, its products and its files; editors only',
        params: rewardDeleteParams,
        response: { 200: okMessage, ...errors },
      },
    },
    async (request) => {
      const editor = requireEditor(request, request.params.tenant);
      await rewardRemover(scopeOf(ctx, request, editor), request.params.rewardId);
      return { message: rewardText(request.lang, 'deleted') };
    },
  );
  done();
};
