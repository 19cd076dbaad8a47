import { errorBody } from '@trilha/shared/platform/http';
import { IMPORT_ARCHIVE_MAX_BYTES } from '@trilha/shared/schools/constants';
import { SCHOOL_TRANSLATIONS, type SchoolMessageKey } from '@trilha/shared/schools/messages';
import { schoolPaths } from '@trilha/shared/schools/paths';
import { importCreatedReply, importFields, importIdParams, schoolImportReply } from '@trilha/shared/schools/schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { z } from 'zod';
import { requireOperator } from '../../platform/auth/operator';
import type { FeatureOptions } from '../../platform/context';
import { asClientError, multipartBodyDocumentedOnly, parseFormFields } from '../../platform/uploads';
import { ImportRefused, readImport, requestImport } from './import-service';
import { schoolError, schoolText } from './messages';

const tags = ['schools'];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody, 413: errorBody, 415: errorBody };

/** The form's archive streamed to a file of `dir` (never held in memory) and its text fields. */
async function receiveArchive(request: FastifyRequest, dir: string) {
  const fields: Record<string, string> = {};
  let file: string | null = null;
  try {
    if (!request.isMultipart()) throw schoolError(400, request.lang, 'archiveRequired', { path: 'body.archive' });
    for await (const part of request.parts({ limits: { fileSize: IMPORT_ARCHIVE_MAX_BYTES, files: 1, fields: 10, fieldSize: 1_000 } })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'archive') {
          part.file.resume();
          throw schoolError(400, request.lang, 'archiveRequired', { path: 'body.archive' });
        }
        file = path.join(dir, 'archive.tar.gz');
        await pipeline(part.file, createWriteStream(file));
        if (part.file.truncated) throw schoolError(400, request.lang, 'archiveTooLarge', { path: 'body.archive' });
      } else fields[part.fieldname] = String(part.value);
    }
  } catch (error) {
    throw asClientError(error);
  }
  if (!file) throw schoolError(400, request.lang, 'archiveRequired', { path: 'body.archive' });
  return { file, fields };
}

/**
 * CONTRACT "Schools and domains", import a school: the operator uploads an export and names the
 * new school's host; a job makes the school (202), whose state the console follows.
 */
export const importRoutes: FastifyPluginCallbackZod<FeatureOptions> = (app, { ctx }, done) => {
  const deps = { db: ctx.db, storage: ctx.storage, publicUrl: ctx.config.publicUrl };

  app.post(
    schoolPaths.importSchool.route,
    {
      // One archive up to 1 GB, streamed to disk (the app's body limit is for JSON).
      bodyLimit: IMPORT_ARCHIVE_MAX_BYTES + 1_048_576,
      validatorCompiler: multipartBodyDocumentedOnly,
      schema: {
        tags,
        summary: 'A new school from an export’s archive (multipart `archive`, field `host`), made by a job (the operator)',
        consumes: ['multipart/form-data'],
        body: z.object({ archive: z.file(), host: z.string() }),
        response: { 202: importCreatedReply, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireOperator(ctx.config, request, schoolText(request.lang, 'operatorOnly'));
      const dir = await mkdtemp(path.join(os.tmpdir(), 'trilha-upload-'));
      try {
        const { file, fields } = await receiveArchive(request, dir);
        const { host } = parseFormFields(importFields, fields);
        const row = await requestImport(deps, { file, host, userId: user.id }).catch((error: unknown) => {
          throw error instanceof ImportRefused ? schoolError(400, request.lang, error.key, { path: 'body.host' }) : error;
        });
        return await reply.code(202).send({ data: { id: row.id } });
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  );

  app.get(
    schoolPaths.importState.route,
    {
      schema: {
        tags,
        summary: 'An import’s state: the new school once done, or why the archive was refused (the operator)',
        params: importIdParams,
        response: { 200: schoolImportReply, ...errors },
      },
    },
    async (request) => {
      requireOperator(ctx.config, request, schoolText(request.lang, 'operatorOnly'));
      const row = await readImport(ctx.db, request.params.id);
      if (!row) throw schoolError(404, request.lang, 'importNotFound');
      // The job stores the message's key; the reader gets it in their language.
      const key =
        row.error === null ? null : Object.hasOwn(SCHOOL_TRANSLATIONS, row.error) ? (row.error as SchoolMessageKey) : 'importFailed';
      return {
        data: {
          id: row.id,
          state: row.state,
          host: row.host,
          school_id: row.tenantId,
          error: key ? schoolText(request.lang, key) : null,
        },
      };
    },
  );

  done();
};
