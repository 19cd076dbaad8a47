import { BANNER_IMAGE_FIELDS, bannerMultipartFields, type BannerImageField } from '@trilha/shared/banners/schemas';
import { IMAGE_UPLOAD_MAX_BYTES } from '@trilha/shared/media/schemas';
import { idParam } from '@trilha/shared/platform/http';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import type { z } from 'zod';
import { requireEditor } from '../../platform/auth/guards';
import { HttpError } from '../../platform/errors';
import { refuseNul } from '../../platform/input-guard';
import { editorScope, type ActorScope } from '../../platform/request-scope';
import { IMAGE_TYPES, parseFormFields, prepareUpload, readFormParts, type UploadPolicy } from '../../platform/uploads';

/** Spec 001 §5 (png, jpeg, webp, heic) plus GIF, as detected from the bytes; all are re-encoded to WebP. */
const BANNER_IMAGE_TYPES = [...IMAGE_TYPES, 'image/heic', 'image/heif'] as const;

/** Longest side kept: the crops are 1920 wide (desktop) or high (mobile); the headline is a logo-like picture. */
const MAX_SIDE: Record<BannerImageField, number> = { url_image: 1920, url_image_vertical: 1920, headline_image: 1200 };

export type PreparedImage = { body: Buffer; contentType: string; ext: string };
export type BannerFormFields = z.output<typeof bannerMultipartFields>;
export type BannerForm = { fields: BannerFormFields; images: Map<BannerImageField, PreparedImage> };

const isImageField = (name: string): name is BannerImageField => (BANNER_IMAGE_FIELDS as readonly string[]).includes(name);

/**
 * Reads the whole create/update form, checks the school, validates every text part and re-encodes
 * every image before anything is stored: a refused form leaves no file behind.
 */
export async function readBannerForm(request: FastifyRequest): Promise<{ scope: ActorScope; form: BannerForm }> {
  requireEditor(request);
  const { fields, files } = await readFormParts(request, { files: BANNER_IMAGE_FIELDS, maxFileBytes: IMAGE_UPLOAD_MAX_BYTES });
  // The school first: another school's id is 403 whatever else the form holds.
  const tenant = idParam.safeParse(fields.tenant_id);
  const scope = editorScope(request, tenant.success ? tenant.data : undefined);
  refuseNul(request.lang, 'body', fields);
  const parsed = parseFormFields(bannerMultipartFields, fields);
  const images = new Map<BannerImageField, PreparedImage>();
  for (const [field, buffer] of files) if (isImageField(field)) images.set(field, await prepareImage(field, buffer));
  return { scope, form: { fields: parsed, images } };
}

async function prepareImage(field: BannerImageField, buffer: Buffer): Promise<PreparedImage> {
  const detected = await fileTypeFromBuffer(buffer);
  if (!detected || !(BANNER_IMAGE_TYPES as readonly string[]).includes(detected.mime)) throw new HttpError(415, 'unsupportedMediaType');
  const policy: UploadPolicy = {
    area: 'banners',
    maxBytes: IMAGE_UPLOAD_MAX_BYTES,
    accept: BANNER_IMAGE_TYPES,
    image: { maxSide: MAX_SIDE[field] },
  };
  return prepareUpload({ buffer, mime: detected.mime, ext: detected.ext }, policy);
}
