import {
  levelCreateForm,
  levelParams,
  levelPermissionParams,
  levelPermissionsBody,
  levelPermissionsParams,
  levelSavedReply,
  levelsReply,
  levelUpdateBody,
  productPermissionsReply,
  tenantParams,
} from '@trilha/shared/gamification/admin-schemas';
import { errorBody, okMessage } from '@trilha/shared/platform/http';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireEditor } from '../../platform/auth/guards';
import type { SessionUser } from '../../platform/auth/session';
import type { AppContext, FeatureOptions } from '../../platform/context';
import { multipartBodyDocumentedOnly } from '../../platform/uploads';
import { readLevelCreateForm, readLevelImageForm } from './levels-form';
import { presentLevel, presentPermission } from './levels-presenter';
import {
  levelCreator,
  levelImageReplacer,
  levelList,
  levelPermissionCreator,
  levelPermissionList,
  levelPermissionRemover,
  levelRemover,
  levelUpdater,
  type LevelScope,
} from './levels-service';
import { adminScope, adminText } from './ranking-admin-support';

const tags = ['levels'];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const BASE = '/api/auth/ranking/levels';

const levelScope = (ctx: AppContext, request: FastifyRequest, user: SessionUser): LevelScope => ({
  ...adminScope(ctx, request, user),
  storage: ctx.storage,
  userId: user.id,
});

/** Spec 001 §7 "Levels": the Níveis drawer's calls, editors (admin, owner) of the school only. */
export const levelsRoutes: FastifyPluginCallbackZod<FeatureOptions> = (app, { ctx }, done) => {
  app.get(
    `${BASE}/get/:tenant`,
    {
      schema: {
        tags,
        summary: "The school's levels, lowest needed score first (editors)",
        params: tenantParams,
        response: { 200: levelsReply, ...errors },
      },
    },
    async (request) => {
      const editor = requireEditor(request, request.params.tenant);
      return { data: (await levelList(adminScope(ctx, request, editor))).map(presentLevel) };
    },
  );

  app.post(
    `${BASE}/create`,
    {
      validatorCompiler: multipartBodyDocumentedOnly,
      schema: {
        tags,
        summary:
          "Create a level (multipart; `img` png/jpeg/webp/gif up to 1 MB, checked from its bytes); 201 'Novo nível criado.' with its id",
        consumes: ['multipart/form-data'],
        body: levelCreateForm,
        response: { 201: levelSavedReply, ...errors, 409: errorBody, 413: errorBody, 415: errorBody },
      },
    },
    async (request, reply) => {
      const { editor, fields, image } = await readLevelCreateForm(request);
      const row = await levelCreator(levelScope(ctx, request, editor), { fields, image });
      return reply.code(201).send({ message: adminText(request.lang, 'levelCreated'), id: row.id, data: presentLevel(row) });
    },
  );

  app.post(
    `${BASE}/update`,
    {
      schema: {
        tags,
        summary: "Update a level (JSON; `img` kept as it is or null to remove it); 'Nível atualizado com sucesso.'",
        body: levelUpdateBody,
        response: { 200: levelSavedReply, ...errors },
      },
    },
    async (request) => {
      const editor = requireEditor(request, request.body.tenant_id);
      const row = await levelUpdater(adminScope(ctx, request, editor), request.body);
      return { message: adminText(request.lang, 'levelUpdated'), id: row.id, data: presentLevel(row) };
    },
  );

  app.post(
    `${BASE}/image/:tenant/:levelId`,
    {
      validatorCompiler: multipartBodyDocumentedOnly,
      schema: {
        tags,
        summary: "Replace a level's picture (multipart `img`, as on create) (path chosen by Trilha)",
        consumes: ['multipart/form-data'],
        params: levelParams,
        body: z.object({ img: z.file() }),
        response: { 200: levelSavedReply, ...errors, 413: errorBody, 415: errorBody },
      },
    },
    async (request) => {
      const { editor, image } = await readLevelImageForm(request, request.params.tenant);
      const row = await levelImageReplacer(levelScope(ctx, request, editor), { id: request.params.levelId, image });
      return { message: adminText(request.lang, 'levelUpdated'), id: row.id, data: presentLevel(row) };
    },
  );

  app.delete(
    `${BASE}/delete/:levelId/:tenant`,
    {
      schema: {
        tags,
        summary: 'Delete a level, its products and its picture',
        params: levelParams,
        response: { 200: okMessage, ...errors },
      },
    },
    async (request) => {
      const editor = requireEditor(request, request.params.tenant);
      await levelRemover(adminScope(ctx, request, editor), { id: request.params.levelId });
      return { message: adminText(request.lang, 'levelDeleted') };
    },
  );

  app.post(
    `${BASE}/permissions/create`,
    {
      schema: {
        tags,
        summary: "Give a level products (those it has stay); 201 with the level's permissions for them",
        body: levelPermissionsBody,
        response: { 201: productPermissionsReply, ...errors },
      },
    },
    async (request, reply) => {
      const editor = requireEditor(request, request.body.tenant_id);
      const rows = await levelPermissionCreator(adminScope(ctx, request, editor), {
        levelId: request.body.level_id,
        productIds: request.body.array_plans_id,
      });
      return reply.code(201).send({ data: rows.map(presentPermission) });
    },
  );

  app.get(
    `${BASE}/permissions/get-by-level/:tenant/:levelId`,
    {
      schema: {
        tags,
        summary: "A level's products (id, plan_id, plan.title)",
        params: levelPermissionsParams,
        response: { 200: productPermissionsReply, ...errors },
      },
    },
    async (request) => {
      const editor = requireEditor(request, request.params.tenant);
      const rows = await levelPermissionList(adminScope(ctx, request, editor), { levelId: request.params.levelId });
      return { data: rows.map(presentPermission) };
    },
  );

  app.delete(
    `${BASE}/permissions/delete/:permissionId`,
    {
      schema: {
        tags,
        summary: "Take a product from a level (the session's school)",
        params: levelPermissionParams,
        response: { 200: okMessage, ...errors },
      },
    },
    async (request) => {
      const editor = requireEditor(request);
      await levelPermissionRemover(adminScope(ctx, request, editor), { id: request.params.permissionId });
      return { message: adminText(request.lang, 'permissionRemoved') };
    },
  );

  done();
};
