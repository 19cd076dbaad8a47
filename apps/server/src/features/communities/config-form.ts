import { configFields, type ConfigFields } from '@trilha/shared/communities/schemas';
import { IMAGE_UPLOAD_MAX_BYTES } from '@trilha/shared/media/schemas';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { HttpError } from '../../platform/errors';
import { refuseNul } from '../../platform/input-guard';
import { editorScope, type ActorScope } from '../../platform/request-scope';
import { IMAGE_TYPES, parseFormFields, prepareUpload, readFormParts } from '../../platform/uploads';

/** Spec 000 §5's upload (at most 15 MB) of a cover, as detected from its bytes; re-encoded to WebP. */
const COVER_TYPES = [...IMAGE_TYPES, 'image/heic', 'image/heif'] as const;
const COVER_MAX_SIDE = 1920;

export type PreparedCover = { body: Buffer; contentType: string; ext: string };
/** `sent`: the names of the text parts the client sent (an edit keeps what a form leaves out, where that matters). */
export type ConfigForm = { fields: ConfigFields; cover: PreparedCover | null; sent: ReadonlySet<string> };

/**
 * Reads the config form (multipart): the editor of the path's school first (their scope), then
 * every text part through the shared schema and the cover re-encoded, before anything is stored.
 */
export async function readConfigForm(request: FastifyRequest, tenant: number): Promise<{ scope: ActorScope; form: ConfigForm }> {
  const scope = editorScope(request, tenant);
  const { fields, files } = await readFormParts(request, { files: ['cover'], maxFileBytes: IMAGE_UPLOAD_MAX_BYTES });
  refuseNul(request.lang, 'body', fields);
  const parsed = parseFormFields(configFields, fields);
  const sent = new Set(Object.keys(fields));
  const raw = files.get('cover');
  if (!raw) return { scope, form: { fields: parsed, cover: null, sent } };
  const detected = await fileTypeFromBuffer(raw);
  if (!detected || !(COVER_TYPES as readonly string[]).includes(detected.mime)) throw new HttpError(415, 'unsupportedMediaType');
  const policy = { area: 'communities', maxBytes: IMAGE_UPLOAD_MAX_BYTES, accept: COVER_TYPES, image: { maxSide: COVER_MAX_SIDE } };
  const cover = await prepareUpload({ buffer: raw, mime: detected.mime, ext: detected.ext }, policy);
  return { scope, form: { fields: parsed, cover, sent } };
}
