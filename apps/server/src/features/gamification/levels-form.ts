import { levelCreateFields, type LevelCreateFields } from '@trilha/shared/gamification/admin-schemas';
import { BADGE_MAX_BYTES } from '@trilha/shared/gamification/constants';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { requireEditor } from '../../platform/auth/guards';
import { HttpError } from '../../platform/errors';
import { refuseNul } from '../../platform/input-guard';
import { editorScope, type ActorScope } from '../../platform/request-scope';
import { IMAGE_TYPES, parseFormFields, prepareUpload, readFormParts } from '../../platform/uploads';
import { adminText } from './ranking-admin-support';

export type PreparedImage = { body: Buffer; contentType: string; ext: string };

/** A level's picture: the badge's limits (1 MB, png/jpeg/webp/gif), checked from the bytes, re-encoded to WebP. */
const LEVEL_IMAGE_MAX_SIDE = 512;

/** 413 in the spec's words ('O arquivo excede o tamanho máximo permitido de 1MB.'). */
async function readParts(request: FastifyRequest) {
  try {
    return await readFormParts(request, { files: ['img'], maxFileBytes: BADGE_MAX_BYTES });
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 413) throw new HttpError(413, null, adminText(request.lang, 'imageTooLarge'));
    throw error;
  }
}

/** The file's real type decides (415 otherwise); undecodable bytes are 400. */
async function prepareImage(raw: Buffer | undefined): Promise<PreparedImage | null> {
  if (!raw) return null;
  const detected = await fileTypeFromBuffer(raw);
  if (!detected || !(IMAGE_TYPES as readonly string[]).includes(detected.mime)) throw new HttpError(415, 'unsupportedMediaType');
  const policy = { area: 'levels', maxBytes: BADGE_MAX_BYTES, accept: IMAGE_TYPES, image: { maxSide: LEVEL_IMAGE_MAX_SIDE } };
  return prepareUpload({ buffer: raw, mime: detected.mime, ext: detected.ext }, policy);
}

/**
 * POST levels/create (multipart): an editor first, then the text parts through the shared schema,
 * `tenant_id` checked against the session (403), and the picture, before anything is stored.
 */
export async function readLevelCreateForm(
  request: FastifyRequest,
): Promise<{ scope: ActorScope; fields: LevelCreateFields; image: PreparedImage | null }> {
  requireEditor(request);
  const { fields, files } = await readParts(request);
  refuseNul(request.lang, 'body', fields);
  const parsed = parseFormFields(levelCreateFields, fields);
  const scope = editorScope(request, parsed.tenant_id);
  return { scope, fields: parsed, image: await prepareImage(files.get('img')) };
}

/** POST levels/image/{tenant}/{levelId} (multipart `img`): the editor of the path's school, and the picture. */
export async function readLevelImageForm(request: FastifyRequest, tenant: number): Promise<{ scope: ActorScope; image: PreparedImage }> {
  const scope = editorScope(request, tenant);
  const { files } = await readParts(request);
  const image = await prepareImage(files.get('img'));
  if (!image) throw new HttpError(400, 'uploadMissing');
  return { scope, image };
}
