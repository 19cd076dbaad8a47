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
import { gamificationPaths } from '@trilha/shared/gamification/paths';
import { errorBody, okMessage } from '@trilha/shared/platform/http';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FeatureOptions } from '../../platform/context';
import { editorScope } from '../../platform/request-scope';
import { multipartBodyDocumentedOnly } from '../../platform/uploads';
import { readLevelCreateForm, readLevelImageForm } from './levels-form';
import { presentLevel, presentPermission } from './levels-presenter';
import {
  createLevel,
  createLevelPermissions,
  listLevelPermissions,
  listLevels,
  removeLevel,
  removeLevelPermission,
  replaceLevelImage,
  updateLevel,
} from './levels-service';
import { adminText } from './ranking-admin-support';

const tags = ['levels'];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

/** Spec 001 §7 "Levels": the Níveis drawer's calls, editors (admin, owner) of the school only. */
export const levelsRoutes: FastifyPluginCallbackZod<FeatureOptions> = (app, _options, done) => {
  app.get(
    gamificationPaths.levels.route,
    {
      schema: {
        tags,
        summary: "The school's levels, lowest needed score first (editors)",
        params: tenantParams,
        response: { 200: levelsReply, ...errors },
      },
    },
    async (request) => {
      return { data: (await listLevels(editorScope(request, request.params.tenant))).map(presentLevel) };
    },
  );

  app.post(
    gamificationPaths.newLevel.route,
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
      const { scope, fields, image } = await readLevelCreateForm(request);
      const row = await createLevel(scope, { fields, image });
      return reply.code(201).send({ message: adminText(request.lang, 'levelCreated'), id: row.id, data: presentLevel(row) });
    },
  );

  app.post(
    gamificationPaths.levelUpdate.route,
    {
      schema: {
        tags,
        summary: "Update a level (JSON; `img` kept as it is or null to remove it); 'Nível atualizado com sucesso.'",
        body: levelUpdateBody,
        response: { 200: levelSavedReply, ...errors },
      },
    },
    async (request) => {
      const row = await updateLevel(editorScope(request, request.body.tenant_id), request.body);
      return { message: adminText(request.lang, 'levelUpdated'), id: row.id, data: presentLevel(row) };
    },
  );

  app.post(
    gamificationPaths.levelImage.route,
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
      const { scope, image } = await readLevelImageForm(request, request.params.tenant);
      const row = await replaceLevelImage(scope, { id: request.params.levelId, image });
      return { message: adminText(request.lang, 'levelUpdated'), id: row.id, data: presentLevel(row) };
    },
  );

  app.delete(
    gamificationPaths.level.route,
    {
      schema: {
        tags,
        summary: 'Delete a level, its products and its picture',
        params: levelParams,
        response: { 200: okMessage, ...errors },
      },
    },
    async (request) => {
      await removeLevel(editorScope(request, request.params.tenant), { id: request.params.levelId });
      return { message: adminText(request.lang, 'levelDeleted') };
    },
  );

  app.post(
    gamificationPaths.newLevelPermissions.route,
    {
      schema: {
        tags,
        summary: "Give a level products (those it has stay); 201 with the level's permissions for them",
        body: levelPermissionsBody,
        response: { 201: productPermissionsReply, ...errors },
      },
    },
    async (request, reply) => {
      const rows = await createLevelPermissions(editorScope(request, request.body.tenant_id), {
        levelId: request.body.level_id,
        productIds: request.body.array_plans_id,
      });
      return reply.code(201).send({ data: rows.map(presentPermission) });
    },
  );

  app.get(
    gamificationPaths.levelPermissions.route,
    {
      schema: {
        tags,
        summary: "A level's products (id, plan_id, plan.title)",
        params: levelPermissionsParams,
        response: { 200: productPermissionsReply, ...errors },
      },
    },
    async (request) => {
      const rows = await listLevelPermissions(editorScope(request, request.params.tenant), { levelId: request.params.levelId });
      return { data: rows.map(presentPermission) };
    },
  );

  app.delete(
    gamificationPaths.levelPermission.route,
    {
      schema: {
        tags,
        summary: "Take a product from a level (the session's school)",
        params: levelPermissionParams,
        response: { 200: okMessage, ...errors },
      },
    },
    async (request) => {
      await removeLevelPermission(editorScope(request), { id: request.params.permissionId });
      return { message: adminText(request.lang, 'permissionRemoved') };
    },
  );

  done();
};
