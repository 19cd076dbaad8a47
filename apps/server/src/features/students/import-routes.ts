import { errorBody } from '@trilha/shared/platform/http';
import { studentPaths } from '@trilha/shared/students/paths';
import { importCreatedReply, importFields, importForm, importIdParams, importStatusReply } from '@trilha/shared/students/import-schemas';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context';
import { editorScope } from '../../platform/request-scope';
import { multipartBodyDocumentedOnly, parseFormFields, readFormParts } from '../../platform/uploads';
import { IMPORT_MAX_BYTES } from '@trilha/shared/students/import-constants';
import { createImport, readImport, registerImportJob } from './import-service';
import { presentImport } from './presenter';
import { mailFrom } from '../../platform/tenancy';

const tags = ['students'];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

/**
 * CONTRACT "Products, students and access": the CSV import. The upload answers 202 at once; the
 * durable job reads and applies the file, and the screen polls the import's state.
 */
export const studentImportRoutes: FastifyPluginCallbackZod<{ ctx: AppContext }> = (app, { ctx }, done) => {
  registerImportJob(ctx.jobs, ctx.db);

  app.post(
    studentPaths.import.route,
    {
      validatorCompiler: multipartBodyDocumentedOnly,
      schema: {
        tags,
        summary: 'Import students from a CSV (name,email,products[,expires_at]; dry_run, send_invite); 202 with the import id',
        consumes: ['multipart/form-data'],
        body: importForm,
        response: { 202: importCreatedReply, ...errors, 413: errorBody, 415: errorBody },
      },
    },
    async (request, reply) => {
      const scope = editorScope(request);
      // One byte over the limit is read, so a file of exactly the limit passes and a bigger one is 413.
      const form = await readFormParts(request, { files: ['file'], maxFileBytes: IMPORT_MAX_BYTES + 1 });
      const fields = parseFormFields(importFields, form.fields);
      const id = await createImport(scope, { file: form.files.get('file'), fields, from: mailFrom(request) });
      return reply.code(202).send({ data: { id } });
    },
  );

  app.get(
    studentPaths.importStatus.route,
    {
      schema: {
        tags,
        summary: "An import's state, progress and results (row by row for the first 500 rows, every error up to 1,000)",
        params: importIdParams,
        response: { 200: importStatusReply, ...errors },
      },
    },
    async (request) => ({ data: presentImport(await readImport(editorScope(request), request.params.id)) }),
  );

  done();
};
