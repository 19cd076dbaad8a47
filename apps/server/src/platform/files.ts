import fastifyStatic from '@fastify/static';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { translate } from './messages';
import { isAttachmentKey, isPrivateKey, type Storage } from './storage';

export { attachmentArea, isAttachmentKey, isPrivateKey, privateArea } from './storage';

/**
 * Serves local storage (DATA_DIR/files) at /files/. Keys are random and never rewritten, so
 * browsers may cache a year; with S3 the bucket serves them and this registers nothing.
 */
export async function registerFiles(app: FastifyInstance, storage: Storage) {
  if (storage.kind !== 'local' || !storage.root) return;
  const root = storage.root;
  mkdirSync(root, { recursive: true });
  await app.register(
    async (files) => {
      const missing = (request: FastifyRequest, reply: FastifyReply) =>
        reply.code(404).send({ error: translate(request.lang, 'notFound') });
      // A missing file is a 404 here, not the web app's index.html that other paths fall back to.
      files.setNotFoundHandler(missing);
      // What `send` refuses (a folder, a malformed path) is a client's 4xx: answer 404 like a missing file.
      files.setErrorHandler((error: FastifyError, request, reply) => {
        if (error.statusCode && error.statusCode < 500) return missing(request, reply);
        throw error;
      });
      await files.register(fastifyStatic, {
        root,
        prefix: '/',
        // registerWeb's instance owns reply.sendFile; a second instance must not decorate again.
        decorateReply: false,
        index: false,
        list: false,
        // Only files: no folder (trailing slash) and no dot segment ever reaches the disk.
        // Nor a private file (storage.ts isPrivateKey): only its feature's route, which checks the reader, sends it.
        allowedPath: (pathName) =>
          !pathName.endsWith('/') &&
          !pathName.split('/').some((part) => part === '..' || part === '.') &&
          !isPrivateKey(pathName.replace(/^\//, '')),
        dotfiles: 'ignore',
        maxAge: '365d',
        immutable: true,
        setHeaders(res, file) {
          res.header('x-content-type-options', 'nosniff');
          if (isAttachmentKey(path.relative(root, file).split(path.sep).join('/'))) res.header('content-disposition', 'attachment');
          // Public by design (unguessable keys, like the S3 bucket): mail clients and other sites may embed them.
          res.header('cross-origin-resource-policy', 'cross-origin');
        },
      });
    },
    { prefix: '/files' },
  );
}
