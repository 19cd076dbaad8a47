import { customHtmlPaths } from '@trilha/shared/custom-html/paths';
import {
  CUSTOM_HTML_MAX_BYTES,
  customHtmlBody,
  customHtmlIdParams,
  customHtmlListReply,
  customHtmlMessageReply,
  customHtmlPageParams,
  customHtmlPreviewBody,
  customHtmlScreenQuery,
} from '@trilha/shared/custom-html/schemas';
import { errorBody, okMessage } from '@trilha/shared/platform/http';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireEditor, requireMember } from '../../platform/auth/guards';
import type { FeatureOptions } from '../../platform/context';
import { editorScope, memberScope } from '../../platform/request-scope';
import { FRAME_POLICY, frameDocument } from './frame';
import { customHtmlText } from './messages';
import { presentBlock } from './presenter';
import { createBlock, listBlocks, listScreenBlocks, readBlockToRun, removeBlock, updateBlock } from './service';

const tags = ['custom-html'];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

/** A frame's document: its own policy (frame.ts), never kept by a shared cache (it is for the school's members). */
function sendFrame(reply: FastifyReply, html: string, cache: string) {
  return reply
    .type('text/html; charset=utf-8')
    .header('content-security-policy', FRAME_POLICY)
    .header('cache-control', cache)
    .send(frameDocument(html));
}

/**
 * Spec 002 "HTML personalizado" with the paths of CONTRACT "Custom HTML" (docs/custom-html.md): editors write and
 * list every block; members read a screen's blocks and run each in its sandboxed frame.
 */
export const customHtmlRoutes: FastifyPluginCallbackZod<FeatureOptions> = (app, { ctx }, done) => {
  // The preview is a form posted into its frame (a frame cannot be given a JSON body); only here.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4 * CUSTOM_HTML_MAX_BYTES },
    (_r, body, parsed) => parsed(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.get(
    customHtmlPaths.blocks.route,
    {
      schema: {
        tags,
        summary:
          "A page's blocks as a member sees them, narrowed by the screen (?course_id=&module_id=&lesson_id=&community_id=; without html, run through frame_url); none on a screen closed to the member (a locked course, a community they may not enter); `all`: every block of the school with its html, editors only",
        params: customHtmlPageParams,
        querystring: customHtmlScreenQuery,
        response: { 200: customHtmlListReply, ...errors },
      },
    },
    async (request) => {
      const { page } = request.params;
      if (page === 'all') {
        return { data: (await listBlocks(editorScope(request))).map(presentBlock) };
      }
      const member = requireMember(request);
      return { data: (await listScreenBlocks(ctx.db, member, page, request.query)).map(presentBlock) };
    },
  );

  app.post(
    customHtmlPaths.newBlock.route,
    {
      schema: {
        tags,
        summary: 'Create a block (at most 50 a school, 100 KB of HTML each); editors of tenant_id only; 201',
        body: customHtmlBody,
        response: { 201: customHtmlMessageReply, ...errors, 409: errorBody },
      },
    },
    async (request, reply) => {
      const row = await createBlock(editorScope(request, request.body.tenant_id), request.body.customHtml);
      return reply.code(201).send({ message: customHtmlText(request.lang, 'created'), data: presentBlock(row) });
    },
  );

  app.put(
    customHtmlPaths.block.route,
    {
      schema: {
        tags,
        summary: "Update a block; editors of tenant_id only, another school's block is 404",
        params: customHtmlIdParams,
        body: customHtmlBody,
        response: { 200: customHtmlMessageReply, ...errors },
      },
    },
    async (request) => {
      const row = await updateBlock(editorScope(request, request.body.tenant_id), {
        id: request.params.id,
        fields: request.body.customHtml,
      });
      return { message: customHtmlText(request.lang, 'updated'), data: presentBlock(row) };
    },
  );

  app.delete(
    customHtmlPaths.block.route,
    {
      schema: {
        tags,
        summary: "Delete a block ('HTML excluído com sucesso'); editors only, another school's block is 404",
        params: customHtmlIdParams,
        response: { 200: okMessage, ...errors },
      },
    },
    async (request) => {
      await removeBlock(editorScope(request), { id: request.params.id });
      return { message: customHtmlText(request.lang, 'deleted') };
    },
  );

  app.get(
    customHtmlPaths.frame.route,
    {
      schema: {
        tags,
        summary:
          "(path chosen by Trilha) The block's sandboxed document (text/html): its own Content-Security-Policy `sandbox` without allow-same-origin; members who may see the screen it is placed on, else 404",
        params: customHtmlIdParams,
        querystring: z.object({ v: z.string().max(20).optional() }),
        response: errors,
      },
    },
    async (request, reply) => {
      const row = await readBlockToRun(memberScope(request), { id: request.params.id });
      // The address names the version it was given for: kept a day while it is the current one, and
      // only for this session (another account in the same browser may not see it: Vary).
      const current = request.query.v === String(row.updatedAt.getTime());
      reply.header('vary', 'Cookie');
      return sendFrame(reply, row.html, current ? 'private, max-age=86400' : 'private, no-cache');
    },
  );

  app.post(
    customHtmlPaths.preview.route,
    {
      // Posted by the panel's page into the preview's sandboxed frame, which Chromium sends with Origin: null.
      config: { framePost: true },
      schema: {
        tags,
        // A form target for the edit panel's preview frame, not a call for API clients (docs/custom-html.md).
        hide: true,
        summary:
          '(path chosen by Trilha) The preview of HTML being edited, in the same sandboxed document a block runs in (a form post, field `html`); editors only',
        body: customHtmlPreviewBody,
        response: errors,
      },
    },
    async (request, reply) => {
      requireEditor(request);
      return sendFrame(reply, request.body.html, 'no-store');
    },
  );

  done();
};
