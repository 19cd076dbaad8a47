import { gamificationPaths } from '@trilha/shared/gamification/paths';
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
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { SessionUser } from '../../platform/auth/session';
import type { FeatureOptions } from '../../platform/context';
import { HttpError } from '../../platform/errors';
import { editorScope } from '../../platform/request-scope';
import { multipartBodyDocumentedOnly } from '../../platform/uploads';
import { readRewardForm, rewardText } from './rewards-form';
import { presentPermission, presentReward } from './rewards-presenter';
import {
  createPermissions,
  createReward,
  listRewards,
  readRewardContent,
  removePermission,
  removeReward,
  updateReward,
} from './rewards-service';

const tags = ['gamification'];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const uploadErrors = { ...errors, 409: errorBody, 413: errorBody, 415: errorBody };

/** The school a body names (`tenant_id`) must be the editor's, as a path's would (contract). */
function checkBodyTenant(editor: SessionUser, tenantId: number) {
  if (tenantId !== editor.tenantId) throw new HttpError(403, 'forbidden');
}

/**
 * Recompensa (spec 000 §7 "Rewards and quizzes", spec 001 "Recompensa"): editors (admin, owner) of
 * the school only; another school's reward or product is 404. docs/gamification.md "Rewards".
 */
export const rewardsRoutes: FastifyPluginCallbackZod<FeatureOptions> = (app, _options, done) => {
  app.get(
    gamificationPaths.rewards.route,
    {
      schema: {
        tags,
        summary: "The school's rewards with their products, oldest first (the spec's client reverses them); editors only",
        params: rewardTenantParams,
        response: { 200: rewardListReply, ...errors },
      },
    },
    async (request) => {
      const rows = await listRewards(editorScope(request, request.params.tenant));
      return { data: rows.map(presentReward) };
    },
  );

  app.get(
    gamificationPaths.rewardContent.route,
    {
      schema: {
        tags,
        summary: "Download a reward's delivery file, so its editors can check it (path chosen by Trilha); editors only",
        params: rewardDeleteParams,
        // No response schema: the 200 is the file's bytes, and errors are the contract's envelope.
      },
    },
    async (request, reply) => {
      const file = await readRewardContent(editorScope(request, request.params.tenant), request.params.rewardId);
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
    gamificationPaths.newReward.route,
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
      const scope = editorScope(request);
      const form = await readRewardForm(request, rewardCreateFields);
      checkBodyTenant(scope.actor, form.fields.tenant_id);
      const saved = await createReward(scope, form);
      return reply.code(201).send({ message: rewardText(request.lang, 'created'), data: presentReward(saved) });
    },
  );

  app.post(
    gamificationPaths.rewardUpdate.route,
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
      const scope = editorScope(request);
      const form = await readRewardForm(request, rewardUpdateFields);
      checkBodyTenant(scope.actor, form.fields.tenant_id);
      const saved = await updateReward(scope, form);
      return { message: rewardText(request.lang, 'updated'), data: presentReward(saved) };
    },
  );

  app.post(
    gamificationPaths.newRewardPermissions.route,
    {
      schema: {
        tags,
        summary: 'Add products to a reward ({ reward_id, array_plans_id, tenant_id }); those it holds stay; 201 with all its permissions',
        body: rewardPermissionsBody,
        response: { 201: rewardPermissionsReply, ...errors },
      },
    },
    async (request, reply) => {
      const scope = editorScope(request, request.body.tenant_id);
      const { reward_id: rewardId, array_plans_id: productIds } = request.body;
      const rows = await createPermissions(scope, { rewardId, productIds });
      return reply.code(201).send({ message: rewardText(request.lang, 'permissionsCreated'), data: rows.map(presentPermission) });
    },
  );

  app.delete(
    gamificationPaths.rewardPermission.route,
    {
      schema: {
        tags,
        summary: "Take a product off a reward (never its last: 409); the school is the editor's",
        params: rewardPermissionParams,
        response: { 200: okMessage, ...errors, 409: errorBody },
      },
    },
    async (request) => {
      await removePermission(editorScope(request), request.params.permissionId);
      return { message: rewardText(request.lang, 'permissionDeleted') };
    },
  );

  app.delete(
    gamificationPaths.reward.route,
    {
      schema: {
        tags,
        summary: 'Delete a reward, its products and its files; editors only',
        params: rewardDeleteParams,
        response: { 200: okMessage, ...errors },
      },
    },
    async (request) => {
      await removeReward(editorScope(request, request.params.tenant), request.params.rewardId);
      return { message: rewardText(request.lang, 'deleted') };
    },
  );
  done();
};
